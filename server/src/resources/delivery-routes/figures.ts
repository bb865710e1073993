import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { businessToday, businessWallClockDate } from '../../lib/business-time';
import { addDays } from '../../lib/calendar-days';
import type { DeliveryFigures } from './sheet-operations';

// The dashboard's delivery figures. Every query starts from the routes of a few days (an index on
// route_date) and their stops (an index on route_id), and reaches the orders by their key: a
// thousand routes a month, never a scan of a million orders.

export type DeliveryFiguresView = Static<typeof DeliveryFigures>;

/** Days of the on-time and per-zone figures, today included. */
const MONTH_DAYS = 30;
/** Days of the cash differences, today included. */
const WEEK_DAYS = 7;

/** `HH:MM` of an instant in Mexico City, and its day. */
function businessClock(iso: string): { day: string; time: string } {
  const local = businessWallClockDate(Date.parse(iso)).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

interface DeliveredStop {
  recorded_at: string | null;
  created_at: string;
  delivery_date: string;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
}

/** Delivered on its day and, with a window, within it (minutes; the end's minute included). */
export function deliveredOnTime(stop: DeliveredStop): boolean {
  if (stop.recorded_at === null) return false;
  const { day, time } = businessClock(stop.recorded_at);
  if (day !== stop.delivery_date) return false;
  if (stop.delivery_window_start === null || stop.delivery_window_end === null) return true;
  return time >= stop.delivery_window_start && time <= stop.delivery_window_end;
}

const liveRoutesFrom = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom('delivery_routes as r')
    .where('r.route_date', '>=', from)
    .where('r.route_date', '<=', to)
    .where('r.deleted_at', 'is', null);

export async function deliveryFigures(
  db: Kysely<Database>,
  now: number,
): Promise<DeliveryFiguresView> {
  const today = businessToday(now);
  const delivered = await liveRoutesFrom(db, addDays(today, 1 - MONTH_DAYS), today)
    .innerJoin('delivery_stops as s', 's.route_id', 'r.id')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('zones as z', 'z.id', 'o.zone_id')
    .select([
      's.recorded_at',
      'o.created_at',
      'o.delivery_date',
      'o.delivery_window_start',
      'o.delivery_window_end',
      'o.zone_id',
      'z.name as zone_name',
    ])
    .where('s.removed_at', 'is', null)
    .where('s.outcome', '=', 'delivered')
    .execute();

  const zones = new Map<number, { zone_name: string; minutes: number; count: number }>();
  let onTime = 0;
  for (const stop of delivered) {
    if (deliveredOnTime(stop)) onTime += 1;
    if (stop.recorded_at === null) continue;
    const minutes = (Date.parse(stop.recorded_at) - Date.parse(stop.created_at)) / 60_000;
    const zone = zones.get(stop.zone_id) ?? { zone_name: stop.zone_name, minutes: 0, count: 0 };
    zone.minutes += minutes;
    zone.count += 1;
    zones.set(stop.zone_id, zone);
  }

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
    on_time: { delivered: delivered.length, on_time: onTime },
    zones: [...zones.entries()]
      .map(([zone_id, zone]) => ({
        zone_id,
        zone_name: zone.zone_name,
        average_minutes: Math.round((zone.minutes / zone.count) * 10) / 10,
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
