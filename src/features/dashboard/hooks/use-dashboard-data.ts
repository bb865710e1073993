import { useCallback, useEffect, useRef } from 'react';
import {
  ordersApi,
  useGetLastOrdersQuery,
  useGetOrderStatsQuery,
  useGetOrderStatusCountsQuery,
} from '@/api/orders';
import { useAppDispatch } from '@/store/hooks';
import { CHART_DAYS, DASHBOARD_REFRESH_MS, LATEST_ORDERS } from '../refresh';
import { usePageVisible } from './use-page-visible';

/** What a section needs to know of its query (an RTK Query hook result fits). */
export interface Loadable<T> {
  data?: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  fulfilledTimeStamp?: number | undefined;
  refetch: () => unknown;
}

/**
 * The dashboard's three calls: counts by status, the latest orders and the figures of the last
 * days (both charts share that one call).
 *
 * Several operators work at once, so they are polled every 30 s, but only while the page is
 * visible: a hidden tab stops polling, and the figures are read again as soon as it is shown. They
 * are also read again on every visit (the cached ones show meanwhile) and whenever an order changes
 * (every order mutation invalidates the `OrderStats` tag of `@/api/orders`). `refresh` reads them
 * all again now.
 *
 * (RTK Query's own `skipPollingIfUnfocused`/`refetchOnFocus` would need `setupListeners`, which
 * would add to the login page's first load from this lazy chunk; the page's visibility is read here
 * instead.)
 */
export function useDashboardData() {
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const options = {
    pollingInterval: visible ? DASHBOARD_REFRESH_MS : 0,
    refetchOnMountOrArgChange: true,
  };
  const counts = useGetOrderStatusCountsQuery(undefined, options);
  const latest = useGetLastOrdersQuery({ n: LATEST_ORDERS }, options);
  const stats = useGetOrderStatsQuery({ days: CHART_DAYS }, options);

  const refresh = useCallback(() => {
    dispatch(ordersApi.util.invalidateTags(['OrderStats']));
  }, [dispatch]);

  // back from a hidden tab: the polls it skipped are made up at once
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) refresh();
    wasVisible.current = visible;
  }, [visible, refresh]);

  return { counts, latest, stats, refresh };
}
