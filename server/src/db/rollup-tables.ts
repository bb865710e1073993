import type { Generated } from 'kysely';
import type { IntBoolean, ProductValue, OrderStatusValue } from './column-types';

// The counters and sums kept by triggers on orders, in the same transaction as each write
// (tables.ts lists them in the Database).

/**
 * Orders per status, live (deleted 0) and deleted (1); kept by triggers on orders, split into
 * stripes (PostgreSQL: a connection writes stripe `pg_backend_pid() % 32`; SQLite: stripe 0), so a
 * pair's count is the sum of its stripes (a stripe alone may be negative).
 */
export interface OrderStatusCountsTable {
  status: OrderStatusValue;
  deleted: IntBoolean;
  stripe: Generated<number>;
  orders_count: number;
}

/**
 * Live finished orders summed per (status, UTC day of created_at, zone, product); kept by triggers
 * on orders (the finished orders report's totals).
 */
export interface FinishedOrderDaysTable {
  status: OrderStatusValue;
  /** `YYYY-MM-DD`: the first ten characters of created_at (the UTC day). */
  day: string;
  zone_id: number;
  product: ProductValue;
  orders_count: number;
  quantity: number;
  total_cents: number;
}

/**
 * Live completed orders summed per (period of completed_at, zone, product); kept by triggers on
 * orders (the price average's orders). See db/completed-order-periods.ts.
 */
export interface CompletedOrderPricesTable {
  /** `YYYY-MM-DDT00` or `YYYY-MM-DDT06`: the half UTC day completed_at falls in. */
  period: string;
  zone_id: number;
  product: ProductValue;
  orders_count: number;
  /** The sum of the orders' unit_price_cents. */
  unit_price_cents_sum: number;
}

/** The same per (UTC month of completed_at, zone, product): long ranges of the price average. */
export interface CompletedOrderMonthsTable {
  /** `YYYY-MM`: the first seven characters of completed_at. */
  month: string;
  zone_id: number;
  product: ProductValue;
  orders_count: number;
  unit_price_cents_sum: number;
}
