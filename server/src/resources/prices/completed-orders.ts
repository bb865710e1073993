import { sql, type Kysely } from 'kysely';
import { splitIntoPeriods, type IsoRange, type KeyRange } from '../../db/completed-order-periods';
import type { Database, ProductValue } from '../../db/tables';

// The completed orders beside the price average: how many of each zone and product a range holds
// and the sum of their unit prices, from completed_order_months for the whole UTC months of the
// range, completed_order_prices for the whole half days around them and the orders for its ends
// (none for business days since 2022): a year reads about 60 rows per zone and product.

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

interface SumRow {
  zone_id: number;
  product: ProductValue;
  orders: number | string;
  unit_price_cents_sum: number | string | null;
}

/** Completed live orders completed within [start, end) (ISO bounds) read from the orders. */
function completedOrdersIn(
  db: Kysely<Database>,
  bounds: IsoRange,
  filter: OrdersFilter,
): Promise<SumRow[]> {
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

/** The same, summed from a table kept by triggers over whole periods (or months) `[from, to)`. */
async function completedOrdersOf(
  db: Kysely<Database>,
  table: 'completed_order_prices' | 'completed_order_months',
  keys: KeyRange,
  filter: OrdersFilter,
): Promise<SumRow[]> {
  const key = sql.ref(table === 'completed_order_months' ? 'month' : 'period');
  const conditions = [sql`${key} >= ${keys.from}`, sql`${key} < ${keys.to}`];
  if (filter.zone_id !== undefined) conditions.push(sql`zone_id = ${filter.zone_id}`);
  if (filter.product !== undefined) conditions.push(sql`product = ${filter.product}`);
  const result = await sql<SumRow>`
    select zone_id, product, sum(orders_count) as orders,
      sum(unit_price_cents_sum) as unit_price_cents_sum
    from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}
    group by zone_id, product`.execute(db);
  return result.rows;
}

/**
 * Completed live orders completed within [start, end) (ISO bounds), per zone and product: the
 * whole months and periods of the range from the tables kept by triggers, the ends that cut a
 * period from the orders.
 */
export async function completedOrdersByZoneProduct(
  db: Kysely<Database>,
  bounds: IsoRange,
  filter: OrdersFilter,
): Promise<OrdersAverage[]> {
  const split = splitIntoPeriods(bounds);
  const parts = await Promise.all([
    ...(split.months === null
      ? []
      : [completedOrdersOf(db, 'completed_order_months', split.months, filter)]),
    ...split.periods.map((periods) =>
      completedOrdersOf(db, 'completed_order_prices', periods, filter),
    ),
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
