import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetFinishedOrdersQuery } from '@/api/orders';
import type { Order, OrderStatus, Product } from '@/api/orders';
import type {
  ListQueryResult,
  PageArgs,
  SearchPageArgs,
} from '@/components/data-grid/use-server-list';

/** The finished orders report's own filters, as the calls take them. */
export interface FinishedReportArgs {
  /** Inclusive days, YYYY-MM-DD in Mexico City. */
  from?: string;
  to?: string;
  /** completed or cancelled; none: both. */
  status?: OrderStatus;
  zoneId?: number;
  product?: Product;
  employeeId?: number;
}

/** The filters without what is undefined (so that the cache key and the url stay plain). */
export function reportFilters(arg: FinishedReportArgs): FinishedReportArgs {
  return {
    ...(arg.from ? { from: arg.from } : {}),
    ...(arg.to ? { to: arg.to } : {}),
    ...(arg.status ? { status: arg.status } : {}),
    ...(arg.zoneId !== undefined ? { zoneId: arg.zoneId } : {}),
    ...(arg.product ? { product: arg.product } : {}),
    ...(arg.employeeId !== undefined ? { employeeId: arg.employeeId } : {}),
  };
}

function finishedArgs(arg: PageArgs & FinishedReportArgs, filter: string) {
  return {
    page: arg.page,
    size: arg.size,
    filter,
    ...(arg.sort ? { sort: arg.sort, order: arg.order } : {}),
    ...reportFilters(arg),
  };
}

/** A page of the report without a search (`/api/orders/finished/list/{page}/{size}/all`). */
export function useFinishedReportPages(
  arg: (PageArgs & FinishedReportArgs) | SkipToken,
): ListQueryResult<Order> {
  return useGetFinishedOrdersQuery(arg === skipToken ? skipToken : finishedArgs(arg, 'all'));
}

/** A page of the report for a search: the (already encoded) search is the `{filter}` segment. */
export function useFinishedReportSearchPages(
  arg: (SearchPageArgs & FinishedReportArgs) | SkipToken,
): ListQueryResult<Order> {
  return useGetFinishedOrdersQuery(arg === skipToken ? skipToken : finishedArgs(arg, arg.search));
}
