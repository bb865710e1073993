import type { Product } from '@/api/delivery-routes';
import { isCalendarDay } from '@/components/date-field/calendar-day';
import { isProduct } from '@/lib/orders/products';
import type { DeliveryRoute, DueOrder } from './board-types';

// What the board shows and how it filters, without React: the day and filters of the URL, the
// due orders a filter keeps, the unit a route's load is counted in, a stop moved up or down.

export type WindowFilter = 'morning' | 'afternoon' | 'none';
export const WINDOW_FILTERS: readonly WindowFilter[] = ['morning', 'afternoon', 'none'];

export interface BoardFilters {
  zone: number | null;
  product: Product | null;
  window: WindowFilter | null;
}

/** The day of the URL (`?date=YYYY-MM-DD`), or `today` when it has none or a wrong one. */
export function dayOf(params: URLSearchParams, today: string): string {
  const day = params.get('date') ?? '';
  return isCalendarDay(day) ? day : today;
}

/** The filters of the URL (`?zone=…&product=…&window=…`); a wrong value is no filter. */
export function filtersOf(params: URLSearchParams): BoardFilters {
  const zone = Number(params.get('zone'));
  const product = params.get('product');
  const window = params.get('window');
  return {
    zone: Number.isInteger(zone) && zone > 0 ? zone : null,
    product: isProduct(product) ? product : null,
    window: (WINDOW_FILTERS as readonly (string | null)[]).includes(window)
      ? (window as WindowFilter)
      : null,
  };
}

function windowMatches(order: DueOrder, filter: WindowFilter): boolean {
  const start = order.delivery_window_start;
  if (filter === 'none') return start === null;
  if (start === null) return false;
  return filter === 'morning' ? start < '12:00' : start >= '12:00';
}

/** The due orders a filter keeps, the overdue first, then by window start and folio. */
export function visibleDue(due: readonly DueOrder[], filters: BoardFilters): DueOrder[] {
  return due
    .filter(
      (order) =>
        (filters.zone === null || order.zone_id === filters.zone) &&
        (filters.product === null || order.product === filters.product) &&
        (filters.window === null || windowMatches(order, filters.window)),
    )
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        (a.delivery_window_start ?? '99').localeCompare(b.delivery_window_start ?? '99') ||
        a.folio.localeCompare(b.folio),
    );
}

/** A zone's name, or its id while the name is unknown. */
export const zoneName = (item: { zone_id: number; zone_name: string | null }): string =>
  item.zone_name ?? `#${String(item.zone_id)}`;

/** The zones the due orders are in, by name, to filter by. */
export function dueZones(due: readonly DueOrder[]): { id: number; name: string }[] {
  const zones = new Map<number, string>();
  for (const order of due) zones.set(order.zone_id, zoneName(order));
  return [...zones]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The unit a vehicle's capacity and a route's load are counted in. */
export const unitKeyOf = (kind: DeliveryRoute['vehicle_kind']): 'cylinders' | 'litres' =>
  kind === 'tank_truck' ? 'litres' : 'cylinders';

/** How full a route is, 0 to 100 (a bar never runs past its end). */
export function loadPercent(route: Pick<DeliveryRoute, 'load' | 'capacity'>): number {
  if (route.capacity <= 0) return 0;
  return Math.min(100, Math.round((route.load / route.capacity) * 100));
}

/** Only a planned route takes, loses or reorders stops. */
export const isPlanned = (route: Pick<DeliveryRoute, 'status'>): boolean =>
  route.status === 'planned';

/** The route's order ids with the one at `from` moved to `to` (indexes, clamped). */
export function movedOrderIds(route: Pick<DeliveryRoute, 'stops'>, from: number, to: number) {
  const ids = route.stops.map((stop) => stop.order_id);
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const [moved] = ids.splice(from, 1);
  if (moved === undefined) return ids;
  ids.splice(target, 0, moved);
  return ids;
}

// The ids dnd-kit knows the board's pieces by.
export const dueDragId = (orderId: number) => `due-${String(orderId)}`;
export const stopDragId = (routeId: number, orderId: number) =>
  `stop-${String(routeId)}-${String(orderId)}`;
export const routeDropId = (routeId: number) => `route-${String(routeId)}`;
/** The due list, where a stop dropped leaves its route. */
export const DUE_LIST_DROP_ID = 'due-list';

/** What a dragged or hovered piece is, read from its id. */
export type BoardPiece =
  | { type: 'due'; orderId: number }
  | { type: 'stop'; routeId: number; orderId: number }
  | { type: 'route'; routeId: number }
  | { type: 'list' };

export function pieceOf(id: string | number): BoardPiece | null {
  const text = String(id);
  if (text === DUE_LIST_DROP_ID) return { type: 'list' };
  let match = /^due-(\d+)$/.exec(text);
  if (match) return { type: 'due', orderId: Number(match[1]) };
  match = /^stop-(\d+)-(\d+)$/.exec(text);
  if (match) return { type: 'stop', routeId: Number(match[1]), orderId: Number(match[2]) };
  match = /^route-(\d+)$/.exec(text);
  if (match) return { type: 'route', routeId: Number(match[1]) };
  return null;
}
