import {
  useGetLastOrdersQuery,
  useGetOrderStatsQuery,
  useGetOrderStatusCountsQuery,
} from '@/api/orders';
import { CHART_DAYS, DASHBOARD_QUERY_OPTIONS, LATEST_ORDERS } from '../refresh';
import { useFocusTracking } from './use-focus-tracking';

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
 * days (both charts share that one call), polled while the page is visible.
 */
export function useDashboardData() {
  useFocusTracking();
  const counts = useGetOrderStatusCountsQuery(undefined, DASHBOARD_QUERY_OPTIONS);
  const latest = useGetLastOrdersQuery({ n: LATEST_ORDERS }, DASHBOARD_QUERY_OPTIONS);
  const stats = useGetOrderStatsQuery({ days: CHART_DAYS }, DASHBOARD_QUERY_OPTIONS);
  return { counts, latest, stats };
}
