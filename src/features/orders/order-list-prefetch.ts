import { ordersApi } from '@/api/orders';
import { dateRangeArgs, readDateRange } from '@/components/data-grid/date-range';
import { readListState } from '@/components/data-grid/list-url-state';
import { listQueryOf } from '@/components/data-grid/use-server-list';
import { orderPageRequest } from './hooks/use-order-pages';
import { ORDER_LIST_URL, orderListView } from './order-list-query';

/**
 * The read of the orders list's page the URL's query shows (the first page by default), to
 * dispatch before the screen has rendered: the screen's own query then finds it on its way or
 * already there. Null while the URL's date range is not valid (the screen asks nothing then).
 */
export function orderListPrefetch(search: URLSearchParams) {
  const dates = dateRangeArgs(readDateRange(search));
  if (dates.invalid) return null;
  const state = readListState(search, ORDER_LIST_URL);
  const { extraArgs } = orderListView(search, state, dates.args);
  const query = listQueryOf(state, { trashed: true, searchable: true, extraArgs });
  const request = orderPageRequest(query.page, query.search);
  switch (request.endpoint) {
    case 'getFinishedOrders':
      return ordersApi.util.prefetch('getFinishedOrders', request.args, {});
    case 'getOrdersPaginatedSearch':
      return ordersApi.util.prefetch('getOrdersPaginatedSearch', request.args, {});
    case 'getOrdersPaginated':
      return ordersApi.util.prefetch('getOrdersPaginated', request.args, {});
  }
}
