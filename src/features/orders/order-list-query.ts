import type { ListUrlOptions, ListUrlState } from '@/components/data-grid/list-url-state';
import { isDeletedView } from '@/components/data-grid/list-url-state';
import type { OrderListArgs } from './hooks/use-order-pages';
import { isFinishedStatus } from './order-status';
import type { FinishedStatus } from './order-status';

// What the orders list shows, read from the URL's query alone: the screen reads it so, and so does
// its route, which asks for the screen's first page before the screen has rendered (the screen then
// finds the answer kept). No React here: the route's prefetch chunk stays small.

/** The tabs: Activos (new, in process) and Cancelados (cancelled and completed), `?tab=cancelled`. */
export const ORDER_TABS = ['active', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** Columns the server sorts by (`folio` is the order of the ids). */
export const ORDER_SORTABLE = ['folio', 'created_at', 'customer_name', 'total', 'status'] as const;
/** How the list keeps its state in the URL. */
export const ORDER_LIST_URL: ListUrlOptions = { sortable: ORDER_SORTABLE, tabs: ORDER_TABS };
/** The url query key of the Cancelados tab's status filter (`?status=cancelled`). */
export const STATUS_PARAM = 'status';

/** The due lists of the active orders: due today, or overdue (their delivery day has passed). */
export const DUE_FILTERS = ['today', 'overdue'] as const;
export type DueFilterValue = (typeof DUE_FILTERS)[number];
/** The url query key of the due filter (`?due=today`). */
export const DUE_PARAM = 'due';

export const isDueFilter = (value: string | null): value is DueFilterValue =>
  DUE_FILTERS.some((due) => due === value);

export interface OrderListView {
  tab: OrderTab;
  /** The Cancelados tab. */
  finished: boolean;
  /** The tab's deleted orders (`?deleted=1`). */
  deleted: boolean;
  status: FinishedStatus | undefined;
  due: DueFilterValue | undefined;
  /** What the screen adds to the list page's arguments. */
  extraArgs: OrderListArgs;
}

/** The tab and filters of the URL's query; `dates` is the date range's days to send. */
export function orderListView(
  params: URLSearchParams,
  state: ListUrlState,
  dates: { from?: string; to?: string },
): OrderListView {
  const tab: OrderTab = state.tab === 'cancelled' ? 'cancelled' : 'active';
  const finished = tab === 'cancelled';
  const rawStatus = params.get(STATUS_PARAM);
  const status = finished && isFinishedStatus(rawStatus) ? rawStatus : undefined;
  const rawDue = params.get(DUE_PARAM);
  const due = !finished && isDueFilter(rawDue) ? rawDue : undefined;
  const { from, to } = dates;
  return {
    tab,
    finished,
    deleted: isDeletedView(state),
    status,
    due,
    extraArgs: {
      list: finished ? 'finished' : 'active',
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(status ? { status } : {}),
      ...(due ? { due } : {}),
    },
  };
}
