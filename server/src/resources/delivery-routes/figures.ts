import type { Static } from '@sinclair/typebox';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import {
  BUSINESS_TIME_ZONE,
  businessToday,
  businessWallClockDate,
  startOfBusinessDay,
} from '../../lib/business-time';
import { addDays } from '../../lib/calendar-days';
import type { DeliveryFigures } from './sheet-operations';

// The dashboard's delivery figures. Every query starts from the routes of a few days (an index on
// route_date) and their stops (an index on route_id), and reaches the orders by their key: a
// thousand routes a month, never a scan of a million orders; the database adds the delivered
// stops up per zone, so the server holds a row per zone, not one per stop.

export type DeliveryFiguresView = Static<typeof DeliveryFigures>;

/** Days of the on-time and per-zone figures, today included. */
const MONTH_DAYS = 30;
/** Days of the cash differences, today included. */
const WEEK_DAYS = 7;

const HOUR_MS = 3_600_000;

/** Milliseconds the business wall clock is ahead of UTC at an instant (negative in Mexico). */
const offsetAt = (milliseconds: number): number =>
  businessWallClockDate(milliseconds).getTime() - milliseconds;

/**
 * SQLite knows no time zones: the business wall clock of an ISO instant column, `YYYY-MM-DD HH:MM`,
 * as a CASE over the stretches of constant offset from `from` to `to` (epoch ms; offsets change
 * on the hour), the first stretch before them and the last after. PostgreSQL converts by itself.
 */
function businessClockSql(
  dialect: DialectName,
  column: RawBuilder<unknown>,
  from: number,
  to: number,
): RawBuilder<string> {
  if (dialect === 'postgres')
    return sql<string>`to_char(cast(${column} as timestamptz) at time zone ${BUSINESS_TIME_ZONE},
      'YYYY-MM-DD HH24:MI')`;
  const shifted = (offset: number) =>
    sql<string>`strftime('%Y-%m-%d %H:%M', ${column}, ${sql.lit(`${String(offset / 60_000)} minutes`)})`;
  const branches: RawBuilder<unknown>[] = [];
  let offset = offsetAt(from);
  for (let hour = Math.floor(from / HOUR_MS) * HOUR_MS; hour <= to; hour += HOUR_MS) {
    const next = offsetAt(hour);
    if (next === offset) continue;
    branches.push(sql`when ${column} < ${new Date(hour).toISOString()} then ${shifted(offset)}`);
    offset = next;
  }
  if (branches.length === 0) return shifted(offset);
  return sql<string>`case ${sql.join(branches, sql` `)} else ${shifted(offset)} end`;
}

/** Minutes from one ISO instant column to another. */
const minutesBetween = (
  dialect: DialectName,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
) =>
  dialect === 'postgres'
    ? sql<number>`extract(epoch from cast(${to} as timestamptz) - cast(${from} as timestamptz)) / 60`
    : sql<number>`(julianday(${to}) - julianday(${from})) * 1440.0`;

/**
 * The order of each stop `s`, as `o`, by its key. On PostgreSQL through a LATERAL subquery that
 * the planner may not flatten (OFFSET 0): joined plainly, it hashes the stops and scans the whole
 * orders table (a million rows, 0.9 s) rather than look up their ten thousand orders.
 */
const ordersOfStops = (dialect: DialectName) =>
  dialect === 'postgres'
    ? sql`cross join lateral (
        select o.zone_id, o.created_at, o.delivery_date, o.delivery_window_start,
          o.delivery_window_end
        from orders as o where o.id = s.order_id offset 0) as o`
    : sql`inner join orders as o on o.id = s.order_id`;

const liveRoutesFrom = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom('delivery_routes as r')
    .where('r.route_date', '>=', from)
    .where('r.route_date', '<=', to)
    .where('r.deleted_at', 'is', null);

export async function deliveryFigures(
  db: Kysely<Database>,
  dialect: DialectName,
  now: number,
): Promise<DeliveryFiguresView> {
  const today = businessToday(now);
  const from = addDays(today, 1 - MONTH_DAYS);
  // added up by the database per zone: what is read does not grow with the stops delivered.
  // On time: delivered on its delivery day (business time) and, with a window, within it (the
  // end's minute included)
  const clock = businessClockSql(
    dialect,
    sql.ref('s.recorded_at'),
    startOfBusinessDay(from) - 2 * 86_400_000,
    now + 86_400_000,
  );
  const onTime = sql<number>`case when substr(${clock}, 1, 10) = o.delivery_date
    and (o.delivery_window_start is null or o.delivery_window_end is null
      or substr(${clock}, 12, 5) between o.delivery_window_start and o.delivery_window_end)
    then 1 else 0 end`;
  const { rows: zoneRows } = await sql<{
    zone_id: number;
    zone_name: string;
    delivered: number | string;
    recorded: number | string;
    minutes: number | string | null;
    on_time: number | string | null;
  }>`
    select o.zone_id, z.name as zone_name, count(*) as delivered,
      count(s.recorded_at) as recorded,
      sum(${minutesBetween(dialect, sql.ref('o.created_at'), sql.ref('s.recorded_at'))}) as minutes,
      sum(${onTime}) as on_time
    from delivery_routes as r
    inner join delivery_stops as s on s.route_id = r.id
    ${ordersOfStops(dialect)}
    inner join zones as z on z.id = o.zone_id
    where r.route_date >= ${from} and r.route_date <= ${today} and r.deleted_at is null
      and s.removed_at is null and s.outcome = 'delivered'
    group by o.zone_id, z.name`.execute(db);
  const zones = zoneRows.map((row) => ({
    ...row,
    delivered: Number(row.delivered),
    recorded: Number(row.recorded),
    minutes: Number(row.minutes ?? 0),
    on_time: Number(row.on_time ?? 0),
  }));

  const todayRoutes = await liveRoutesFrom(db, today, today)
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('users as d', 'd.id', 'r.driver_id')
    .leftJoin('delivery_stops as s', (join) =>
      join.onRef('s.route_id', '=', 'r.id').on('s.removed_at', 'is', null),
    )
    .select((eb) => [
      'r.id',
      'v.plate as vehicle_plate',
      sql<string>`${sql.ref('d.name')} || ' ' || ${sql.ref('d.last_name')}`.as('driver_name'),
      'r.status',
      eb.fn.count<number | string>('s.id').as('stops'),
      eb.fn.count<number | string>('s.outcome').as('done'),
    ])
    .groupBy(['r.id', 'v.plate', 'd.name', 'd.last_name', 'r.status'])
    .orderBy('v.plate')
    .execute();

  const weekStart = addDays(today, 1 - WEEK_DAYS);
  const cash = await liveRoutesFrom(db, weekStart, today)
    .select((eb) => [
      'r.route_date',
      eb.fn.sum<number | string | null>('r.cash_difference_cents').as('difference'),
    ])
    .where('r.status', '=', 'closed')
    .groupBy('r.route_date')
    .execute();
  const cashByDay = new Map(cash.map((row) => [row.route_date, Number(row.difference ?? 0)]));

  return {
    on_time: {
      delivered: zones.reduce((sum, zone) => sum + zone.delivered, 0),
      on_time: zones.reduce((sum, zone) => sum + zone.on_time, 0),
    },
    zones: zones
      .filter((zone) => zone.recorded > 0)
      .map((zone) => ({
        zone_id: zone.zone_id,
        zone_name: zone.zone_name,
        average_minutes: Math.round((zone.minutes / zone.recorded) * 10) / 10,
      }))
      .sort((a, b) => a.zone_name.localeCompare(b.zone_name, 'es')),
    today_routes: todayRoutes.map((route) => ({
      ...route,
      stops: Number(route.stops),
      done: Number(route.done),
    })),
    cash_differences: Array.from({ length: WEEK_DAYS }, (_, index) => {
      const date = addDays(weekStart, index);
      return { date, difference: (cashByDay.get(date) ?? 0) / 100 };
    }),
  };
}
