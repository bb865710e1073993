import type { Static } from '@sinclair/typebox';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import { loadOf } from './load';
import type { DeliveryRoute, DeliveryStop } from './schemas';

// The routes as the API shows them: each with its vehicle, crew, cash count, and its stops in
// order with their order's folio, customer, address, product, quantity, total and payment.

export type DeliveryRouteView = Static<typeof DeliveryRoute>;
export type DeliveryStopView = Static<typeof DeliveryStop>;

const fullName = (table: string) =>
  sql<string>`${sql.ref(`${table}.name`)} || ' ' || ${sql.ref(`${table}.last_name`)}`;

const pesos = (cents: number | null): number | null => (cents === null ? null : cents / 100);

const selectRoutes = (db: Kysely<Database>) =>
  db
    .selectFrom('delivery_routes as r')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('users as d', 'd.id', 'r.driver_id')
    .leftJoin('users as h', 'h.id', 'r.helper_id')
    .leftJoin('users as c', 'c.id', 'r.closed_by')
    .select([
      'r.id',
      'r.route_date',
      'r.status',
      'r.vehicle_id',
      'v.plate as vehicle_plate',
      'v.kind as vehicle_kind',
      'v.capacity',
      'r.driver_id',
      fullName('d').as('driver_name'),
      'r.helper_id',
      sql<string | null>`${sql.ref('h.name')} || ' ' || ${sql.ref('h.last_name')}`.as(
        'helper_name',
      ),
      'r.departed_at',
      'r.closed_at',
      'r.closed_by',
      sql<string | null>`${sql.ref('c.name')} || ' ' || ${sql.ref('c.last_name')}`.as(
        'closed_by_name',
      ),
      'r.cash_expected_cents',
      'r.cash_counted_cents',
      'r.cash_difference_cents',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.deleted_at', 'is', null);

const isIdList = (routes: readonly number[] | RawBuilder<boolean>): routes is readonly number[] =>
  Array.isArray(routes);

/** The live stops of the routes `routes` names (their ids, or a condition on `s.route_id`). */
const selectStops = (db: Kysely<Database>, routes: readonly number[] | RawBuilder<boolean>) =>
  db
    .selectFrom('delivery_stops as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select([
      's.id',
      's.route_id',
      's.position',
      's.order_id',
      'o.folio',
      'o.customer_name',
      'o.customer_phone',
      'o.address',
      'o.product',
      'o.quantity',
      'o.total_cents',
      'o.payment_method',
      'o.status as order_status',
      'o.delivery_date',
      'o.delivery_window_start',
      'o.delivery_window_end',
      's.outcome',
      's.reason',
      's.dispensed_litres',
      's.recorded_at',
      's.recorded_by',
    ])
    .where((eb) => (isIdList(routes) ? eb('s.route_id', 'in', routes) : routes))
    .where('s.removed_at', 'is', null)
    .orderBy('s.route_id')
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();

type RouteSelection = Awaited<ReturnType<ReturnType<typeof selectRoutes>['execute']>>[number];

type StopSelection = Awaited<ReturnType<typeof selectStops>>[number];

async function viewsOf(
  db: Kysely<Database>,
  routes: readonly RouteSelection[],
): Promise<DeliveryRouteView[]> {
  if (routes.length === 0) return [];
  const stops = await selectStops(
    db,
    routes.map((route) => route.id),
  );
  return withStops(routes, stops);
}

/** The routes as the API shows them, each with its stops among `stops` (others left out). */
function withStops(
  routes: readonly RouteSelection[],
  stops: readonly StopSelection[],
): DeliveryRouteView[] {
  return routes.map((route) => {
    const own = stops.filter((stop) => stop.route_id === route.id);
    const { cash_expected_cents, cash_counted_cents, cash_difference_cents, ...rest } = route;
    return {
      ...rest,
      load: loadOf(own),
      cash_expected: pesos(cash_expected_cents),
      cash_counted: pesos(cash_counted_cents),
      cash_difference: pesos(cash_difference_cents),
      stops: own.map(({ route_id: _route, total_cents, ...stop }) => ({
        ...stop,
        total: total_cents / 100,
      })),
    };
  });
}

/** One route as the API shows it; undefined when missing or deleted. */
export async function routeView(
  db: Kysely<Database>,
  id: number,
): Promise<DeliveryRouteView | undefined> {
  const routes = await selectRoutes(db).where('r.id', '=', id).execute();
  return (await viewsOf(db, routes))[0];
}

/**
 * The routes of a day, by id, and their stops read beside them (by the day, not by the ids the
 * routes' read answers: one round trip less; a route written between the two reads shows as the
 * later read has it, as between two reads one after the other). PostgreSQL is handed the day's
 * route ids as an array, for delivery_stops_route_index (a join reads every day's stops).
 */
export async function routesOfDay(
  db: Kysely<Database>,
  dialect: DialectName,
  day: string,
): Promise<DeliveryRouteView[]> {
  const ids = sql`select r.id from delivery_routes as r
    where r.route_date = ${day} and r.deleted_at is null`;
  const [routes, stops] = await Promise.all([
    selectRoutes(db).where('r.route_date', '=', day).orderBy('r.id').execute(),
    selectStops(
      db,
      dialect === 'postgres'
        ? sql<boolean>`s.route_id = any(array(${ids}))`
        : sql<boolean>`s.route_id in (${ids})`,
    ),
  ]);
  return withStops(routes, stops);
}

/** The routes of a day where the user drives or helps, by id. */
export async function routesOfDayFor(
  db: Kysely<Database>,
  day: string,
  userId: number,
): Promise<DeliveryRouteView[]> {
  return viewsOf(
    db,
    await selectRoutes(db)
      .where('r.route_date', '=', day)
      .where((eb) => eb.or([eb('r.driver_id', '=', userId), eb('r.helper_id', '=', userId)]))
      .orderBy('r.id')
      .execute(),
  );
}
