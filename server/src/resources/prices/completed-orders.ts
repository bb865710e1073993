import type { Kysely } from 'kysely';
import { splitIntoPeriods, type IsoRange } from '../../db/completed-order-periods';
import type { Database, ProductValue } from '../../db/tables';

// The completed orders beside the price average: how many of each zone and product a range holds
// and the sum of their unit prices, from completed_order_prices for the whole periods of the range
// and from the orders for its ends.

export interface OrdersAverage {
  zone_id: number;
  product: ProductValue;
  orders: number;
  unit_price_cents_sum: number;
}

interface OrdersFilter {
  zone_id?: number | undefined;
  product?: ProductValue | undefined;
}

/** Completed live orders completed within [start, end) (ISO bounds) read from the orders. */
function completedOrdersIn(db: Kysely<Database>, bounds: IsoRange, filter: OrdersFilter) {
  let query = db
    .selectFrom('orders')
    .select((eb) => [
      'orders.zone_id',
      'orders.product',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('orders.unit_price_cents').as('unit_price_cents_sum'),
    ])
    .where('orders.status', '=', 'completed')
    .where('orders.deleted_at', 'is', null)
    .where('orders.completed_at', '>=', bounds.start)
    .where('orders.completed_at', '<', bounds.end)
    .groupBy(['orders.zone_id', 'orders.product']);
  if (filter.zone_id !== undefined) query = query.where('orders.zone_id', '=', filter.zone_id);
  if (filter.product !== undefined) query = query.where('orders.product', '=', filter.product);
  return query.execute();
}

/** The same, summed from completed_order_prices over whole periods `[from, to)`. */
function completedOrdersOfPeriods(
  db: Kysely<Database>,
  periods: { from: string; to: string },
  filter: OrdersFilter,
) {
  let query = db
    .selectFrom('completed_order_prices as c')
    .select((eb) => [
      'c.zone_id',
      'c.product',
      eb.fn.sum<number | string>('c.orders_count').as('orders'),
      eb.fn.sum<number | string>('c.unit_price_cents_sum').as('unit_price_cents_sum'),
    ])
    .where('c.period', '>=', periods.from)
    .where('c.period', '<', periods.to)
    .groupBy(['c.zone_id', 'c.product']);
  if (filter.zone_id !== undefined) query = query.where('c.zone_id', '=', filter.zone_id);
  if (filter.product !== undefined) query = query.where('c.product', '=', filter.product);
  return query.execute();
}

/**
 * Completed live orders completed within [start, end) (ISO bounds), per zone and product: the
 * whole periods of the range from completed_order_prices (kept by triggers), the ends that cut a
 * period (none for business days since 2022) from the orders.
 */
export async function completedOrdersByZoneProduct(
  db: Kysely<Database>,
  bounds: IsoRange,
  filter: OrdersFilter,
): Promise<OrdersAverage[]> {
  const split = splitIntoPeriods(bounds);
  const parts = await Promise.all([
    ...(split.periods === null ? [] : [completedOrdersOfPeriods(db, split.periods, filter)]),
    ...split.ends.map((end) => completedOrdersIn(db, end, filter)),
  ]);
  const sums = new Map<string, OrdersAverage>();
  for (const row of parts.flat()) {
    const key = `${String(row.zone_id)}:${row.product}`;
    const sum = sums.get(key) ?? {
      zone_id: row.zone_id,
      product: row.product,
      orders: 0,
      unit_price_cents_sum: 0,
    };
    // PostgreSQL answers sum(bigint) as numeric, which pg hands over as text
    sum.orders += Number(row.orders);
    sum.unit_price_cents_sum += Number(row.unit_price_cents_sum);
    sums.set(key, sum);
  }
  // a period's row stays, at zero, once its last order left it
  return [...sums.values()].filter((sum) => sum.orders > 0);
}
