import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import {
  useGetFinishedOrdersQuery,
  useGetOrdersPaginatedQuery,
  useGetOrdersPaginatedSearchQuery,
} from '@/api/orders';
import type { Order } from '@/api/orders';
import type {
  ListQueryResult,
  PageArgs,
  SearchPageArgs,
} from '@/components/data-grid/use-server-list';
import type { FinishedStatus } from '../order-status';

/** The two lists of orders: Activos (new, in process) and Cancelados (completed, cancelled). */
export type OrderListName = 'active' | 'finished';

/** What the orders screen adds to a list page's arguments. */
export interface OrderListArgs {
  list: OrderListName;
  /** Inclusive days, YYYY-MM-DD in Mexico City. */
  from?: string;
  to?: string;
  /** Cancelados only: one of its two statuses. */
  status?: FinishedStatus;
  /** Activos only: the orders due today, or overdue. */
  due?: 'today' | 'overdue';
}

/** The finished list's `{filter}` segment: the (encoded) search, or `all` for none. */
const NO_FILTER = 'all';

/** The arguments both lists share, without the screen's `list` nor what is undefined. */
function shared(arg: PageArgs & OrderListArgs) {
  return {
    page: arg.page,
    size: arg.size,
    ...(arg.trashed ? { trashed: arg.trashed } : {}),
    ...(arg.sort ? { sort: arg.sort, order: arg.order } : {}),
    ...(arg.from ? { from: arg.from } : {}),
    ...(arg.to ? { to: arg.to } : {}),
  };
}

const activeArgs = (arg: PageArgs & OrderListArgs) => ({
  ...shared(arg),
  ...(arg.due ? { due: arg.due } : {}),
});

function finishedArgs(arg: PageArgs & OrderListArgs, filter: string) {
  return { ...shared(arg), filter, ...(arg.status ? { status: arg.status } : {}) };
}

/** The call a page of orders is read by: its endpoint and its arguments. */
export type OrderPageRequest =
  | { endpoint: 'getOrdersPaginated'; args: ReturnType<typeof activeArgs> }
  | {
      endpoint: 'getOrdersPaginatedSearch';
      args: ReturnType<typeof activeArgs> & { search: string };
    }
  | { endpoint: 'getFinishedOrders'; args: ReturnType<typeof finishedArgs> };

/**
 * The call `useOrderPages` (no search: `search` null) or `useOrderSearchPages` (the search's
 * encoded path segment) makes for a page: the same, for a route to make before the screen does.
 */
export function orderPageRequest(
  arg: PageArgs & OrderListArgs,
  search: string | null,
): OrderPageRequest {
  if (arg.list === 'finished')
    return { endpoint: 'getFinishedOrders', args: finishedArgs(arg, search ?? NO_FILTER) };
  return search === null
    ? { endpoint: 'getOrdersPaginated', args: activeArgs(arg) }
    : { endpoint: 'getOrdersPaginatedSearch', args: { ...activeArgs(arg), search } };
}

/**
 * A page of orders without a search, for the list pattern (`useList`): the active orders
 * (`/api/orders/paginated/…`) or the finished ones (`/api/orders/finished/list/…/all`), as
 * `list` says. Both queries are always called (hooks keep their order); the other one is skipped.
 */
export function useOrderPages(arg: (PageArgs & OrderListArgs) | SkipToken): ListQueryResult<Order> {
  const active = arg !== skipToken && arg.list === 'active' ? arg : null;
  const finished = arg !== skipToken && arg.list === 'finished' ? arg : null;
  const activeResult = useGetOrdersPaginatedQuery(active ? activeArgs(active) : skipToken);
  const finishedResult = useGetFinishedOrdersQuery(
    finished ? finishedArgs(finished, NO_FILTER) : skipToken,
  );
  return finished ? finishedResult : activeResult;
}

/**
 * A page of orders for a search (`useSearch`): the active orders' search endpoint, or the finished
 * list with the search as its `{filter}` segment (already encoded by the pattern).
 */
export function useOrderSearchPages(
  arg: (SearchPageArgs & OrderListArgs) | SkipToken,
): ListQueryResult<Order> {
  const active = arg !== skipToken && arg.list === 'active' ? arg : null;
  const finished = arg !== skipToken && arg.list === 'finished' ? arg : null;
  const activeResult = useGetOrdersPaginatedSearchQuery(
    active ? { ...activeArgs(active), search: active.search } : skipToken,
  );
  const finishedResult = useGetFinishedOrdersQuery(
    finished ? finishedArgs(finished, finished.search) : skipToken,
  );
  return finished ? finishedResult : activeResult;
}
