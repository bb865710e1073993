import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetCashCountsPaginatedQuery } from '@/api/delivery-routes';
import type { CashCount } from '@/api/delivery-routes';
import type { ListQueryResult, PageArgs } from '@/components/data-grid/use-server-list';

/** The cash counts list's own filters, as the call takes them. */
export interface CashCountFilters {
  /** Inclusive days, YYYY-MM-DD in Mexico City. */
  from?: string;
  to?: string;
  driverId?: number;
  vehicleId?: number;
}

/** The filters without what is undefined (so that the cache key and the url stay plain). */
export function cashCountFilters(arg: CashCountFilters): CashCountFilters {
  return {
    ...(arg.from ? { from: arg.from } : {}),
    ...(arg.to ? { to: arg.to } : {}),
    ...(arg.driverId !== undefined ? { driverId: arg.driverId } : {}),
    ...(arg.vehicleId !== undefined ? { vehicleId: arg.vehicleId } : {}),
  };
}

/**
 * A page of cash counts (`/api/cash-counts/paginated/{page}/{size}`), newest close first. Read
 * again whenever the screen opens: a route closed on the driver's screen a moment ago shows.
 */
export function useCashCountPages(
  arg: (PageArgs & CashCountFilters) | SkipToken,
): ListQueryResult<CashCount> {
  return useGetCashCountsPaginatedQuery(
    arg === skipToken ? skipToken : { page: arg.page, size: arg.size, ...cashCountFilters(arg) },
    { refetchOnMountOrArgChange: true },
  );
}

/** The export's query string for the filters shown (`from`, `to`, `driver_id`, `vehicle_id`). */
export function cashCountExportQuery(filters: CashCountFilters): string {
  const query = new URLSearchParams();
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.driverId !== undefined) query.set('driver_id', String(filters.driverId));
  if (filters.vehicleId !== undefined) query.set('vehicle_id', String(filters.vehicleId));
  const text = query.toString();
  return text ? `?${text}` : '';
}
