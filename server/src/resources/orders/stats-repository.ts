import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { OrderStats } from './schemas';
import type { DialectName } from '../../db/database';
import type { Database, OrderStatusValue, ProductValue } from '../../db/tables';
import { businessDaysRange, businessWallClockDate } from '../../lib/business-time';
import { toPesos } from '../../lib/money';
import { indexHint } from './repository';
import { businessToday } from '../../lib/business-time';

// The dashboard's figures: orders taken in the last days, per business day, product and zone.
// The database groups by UTC hour (every Mexican offset is whole hours), here the hours become
// Mexico City days. Both reads walk the period of orders_live_stats_index, never the table.

export type OrderStatsView = Static<typeof OrderStats>;

const DAY_MS = 86_400_000;

interface HourRow {
  hour: string;
  status: OrderStatusValue;
  orders: number;
  /** PostgreSQL answers sum(bigint) as numeric, which pg hands over as text. */
  total_cents: number | string;
}

interface ShareRow {
  product: ProductValue;
  zone_id: number;
  orders: number;
  quantity: number;
  total_cents: number | string;
}

const dayBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const hourDay = (hour: string): string =>
  businessWallClockDate(Date.parse(`${hour}:00:00.000Z`))
    .toISOString()
    .slice(0, 10);

export async function orderStats(
  db: Kysely<Database>,
  dialect: DialectName,
  days: number,
  now: number,
): Promise<OrderStatsView> {
  const to = businessToday(now);
  const from = dayBefore(to, days - 1);
  const range = businessDaysRange(from, to);
  const period = sql`o.created_at >= ${range.start} and o.created_at < ${range.end}
    and o.deleted_at is null`;
  const index = indexHint(dialect, 'orders_live_stats_index');
  const hours = await sql<HourRow>`
    select substr(o.created_at, 1, 13) as hour, o.status, count(*) as orders,
      sum(o.total_cents) as total_cents
    from orders as o${index} where ${period}
    group by substr(o.created_at, 1, 13), o.status`.execute(db);
  const shares = await sql<ShareRow>`
    select o.product, o.zone_id, count(*) as orders, sum(o.quantity) as quantity,
      sum(o.total_cents) as total_cents
    from orders as o${index} where ${period} and o.status <> 'cancelled'
    group by o.product, o.zone_id`.execute(db);
  const zones = await db.selectFrom('zones').select(['id', 'name']).execute();
  const zoneNames = new Map(zones.map((zone) => [zone.id, zone.name]));

  const perDay = new Map<string, OrderStatsView['per_day'][number] & { cents: number }>();
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = dayBefore(to, offset);
    perDay.set(day, { day, orders: 0, completed: 0, cancelled: 0, total: 0, cents: 0 });
  }
  for (const row of hours.rows) {
    const entry = perDay.get(hourDay(row.hour));
    if (entry === undefined) continue;
    entry.orders += row.orders;
    if (row.status === 'completed') entry.completed += row.orders;
    if (row.status === 'cancelled') entry.cancelled += row.orders;
    else entry.cents += Number(row.total_cents);
  }
  const perProduct = new Map<ProductValue, { orders: number; quantity: number; cents: number }>();
  const perZone = new Map<number, { orders: number; cents: number }>();
  for (const row of shares.rows) {
    const cents = Number(row.total_cents);
    const product = perProduct.get(row.product) ?? { orders: 0, quantity: 0, cents: 0 };
    product.orders += row.orders;
    product.quantity += row.quantity;
    product.cents += cents;
    perProduct.set(row.product, product);
    const zone = perZone.get(row.zone_id) ?? { orders: 0, cents: 0 };
    zone.orders += row.orders;
    zone.cents += cents;
    perZone.set(row.zone_id, zone);
  }
  return {
    from,
    to,
    per_day: [...perDay.values()].map(({ cents, ...day }) => ({ ...day, total: toPesos(cents) })),
    per_product: [...perProduct]
      .map(([product, figures]) => ({
        product,
        orders: figures.orders,
        quantity: figures.quantity,
        total: toPesos(figures.cents),
      }))
      .sort((a, b) => b.orders - a.orders || a.product.localeCompare(b.product)),
    per_zone: [...perZone]
      .map(([zoneId, figures]) => ({
        zone_id: zoneId,
        zone_name: zoneNames.get(zoneId) ?? null,
        orders: figures.orders,
        total: toPesos(figures.cents),
      }))
      .sort((a, b) => b.orders - a.orders || a.zone_id - b.zone_id),
  };
}
