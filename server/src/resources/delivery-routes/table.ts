import type { Generated, Selectable } from 'kysely';
import type { IsoTimestamp } from '../../db/tables';

// The delivery routes' tables (migration 2026_11_27_1500_create_delivery_routes), declared with
// their resource: the row types join the database's tables by declaration merging.

export type RouteStatusValue = 'planned' | 'out' | 'closed';
export type StopOutcomeValue = 'delivered' | 'not_delivered';
export type NotDeliveredReasonValue = 'nobody_home' | 'refused' | 'wrong_address' | 'no_access';

export interface DeliveryRoutesTable {
  id: Generated<number>;
  /** The calendar day `YYYY-MM-DD` of the route. */
  route_date: string;
  vehicle_id: number;
  /** A staff user (employee or administrator). */
  driver_id: number;
  helper_id: number | null;
  status: RouteStatusValue;
  departed_at: IsoTimestamp | null;
  closed_at: IsoTimestamp | null;
  closed_by: number | null;
  /** The delivered cash orders' totals, counted at the close; null while not closed. */
  cash_expected_cents: number | null;
  cash_counted_cents: number | null;
  /** counted − expected: negative when cash is missing. */
  cash_difference_cents: number | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
}

export interface DeliveryStopsTable {
  id: Generated<number>;
  route_id: number;
  order_id: number;
  /** 1, 2, … among the route's stops not removed. */
  position: number;
  outcome: StopOutcomeValue | null;
  reason: NotDeliveredReasonValue | null;
  dispensed_litres: number | null;
  recorded_at: IsoTimestamp | null;
  recorded_by: number | null;
  created_at: IsoTimestamp;
  /** Set when the stop is taken off its route (or its route is deleted). */
  removed_at: IsoTimestamp | null;
}

export type DeliveryRouteRow = Selectable<DeliveryRoutesTable>;
export type DeliveryStopRow = Selectable<DeliveryStopsTable>;

declare module '../../db/tables' {
  interface Database {
    delivery_routes: DeliveryRoutesTable;
    delivery_stops: DeliveryStopsTable;
  }
}

declare module '../../audit/entities' {
  interface AuditEntities {
    delivery_route: true;
  }
}
