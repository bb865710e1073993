import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import type {
  DeliveryRouteRow,
  DeliveryRoutesTable,
  DeliveryStopRow,
  DeliveryStopsTable,
} from './table';

// The routes' queries. A stop "holds" its order while it is not removed and pending or delivered
// (the partial unique index of the migration); the load of a route counts those stops.

const fullName = (table: string) =>
  sql<string>`${sql.ref(`${table}.name`)} || ' ' || ${sql.ref(`${table}.last_name`)}`;

export const findRouteRow = (
  db: Kysely<Database>,
  id: number,
): Promise<DeliveryRouteRow | undefined> =>
  db
    .selectFrom('delivery_routes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** The route, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export function lockRouteRow(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
): Promise<DeliveryRouteRow | undefined> {
  const query = db
    .selectFrom('delivery_routes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The stops not removed of a route, in order. */
export const liveStopRows = (db: Kysely<Database>, routeId: number): Promise<DeliveryStopRow[]> =>
  db
    .selectFrom('delivery_stops')
    .selectAll()
    .where('route_id', '=', routeId)
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();

/** What the audit trail keeps of a route: its row and its stops. */
export async function routeRecord(db: Kysely<Database>, id: number): Promise<object | undefined> {
  const route = await db
    .selectFrom('delivery_routes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (route === undefined) return undefined;
  return { ...route, stops: await liveStopRows(db, id) };
}

export async function insertRoute(
  db: Kysely<Database>,
  route: Insertable<DeliveryRoutesTable>,
): Promise<number> {
  const row = await db
    .insertInto('delivery_routes')
    .values(route)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRouteRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<DeliveryRoutesTable>,
): Promise<void> {
  await db.updateTable('delivery_routes').set(changes).where('id', '=', id).execute();
}

export async function insertStop(
  db: Kysely<Database>,
  stop: Insertable<DeliveryStopsTable>,
): Promise<void> {
  await db.insertInto('delivery_stops').values(stop).execute();
}

export async function updateStopRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<DeliveryStopsTable>,
): Promise<void> {
  await db.updateTable('delivery_stops').set(changes).where('id', '=', id).execute();
}

/** Takes every live stop of a route off it. */
export async function removeStopsOf(db: Kysely<Database>, routeId: number, at: string) {
  await db
    .updateTable('delivery_stops')
    .set({ removed_at: at })
    .where('route_id', '=', routeId)
    .where('removed_at', 'is', null)
    .execute();
}

/** The route whose stop holds the order (pending or delivered), with its day and plate, if any. */
export const routeHoldingOrder = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom('delivery_stops as s')
    .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .select(['r.id', 'r.route_date', 'v.plate'])
    .where('s.order_id', '=', orderId)
    .where('s.removed_at', 'is', null)
    .where((eb) => eb.or([eb('s.outcome', 'is', null), eb('s.outcome', '=', 'delivered')]))
    .executeTakeFirst();

/** What the rules need of an order. */
export const orderFacts = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'folio', 'product', 'quantity', 'status', 'deleted_at', 'delivery_date'])
    .where('id', '=', id)
    .executeTakeFirst();

export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/** The orders of a route's live stops, in order, with what the rules need. */
export const stopOrders = (db: Kysely<Database>, routeId: number) =>
  db
    .selectFrom('delivery_stops')
    .innerJoin('orders', 'orders.id', 'delivery_stops.order_id')
    .select([
      'delivery_stops.id as stop_id',
      'delivery_stops.outcome',
      'orders.id',
      'orders.folio',
      'orders.product',
      'orders.quantity',
      'orders.status',
      'orders.deleted_at',
      'orders.delivery_date',
    ])
    .where('delivery_stops.route_id', '=', routeId)
    .where('delivery_stops.removed_at', 'is', null)
    .orderBy('delivery_stops.position')
    .orderBy('delivery_stops.id')
    .execute();

/** A vehicle as a route needs it: null when missing, deleted or out of service. */
export const usableVehicle = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'kind', 'capacity'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .executeTakeFirst();

export type UsableVehicle = NonNullable<Awaited<ReturnType<typeof usableVehicle>>>;

/** The vehicle of a route, as it is now (in service or not). */
export const routeVehicle = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'kind', 'capacity'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A vehicle's plate, deleted or not (the exports' filter line). */
export const routeVehicleOrNone = (db: Kysely<Database>, id: number) =>
  db.selectFrom('vehicles').select(['id', 'plate']).where('id', '=', id).executeTakeFirst();

/** A staff user not deleted (a driver or a helper), with their full name. */
export const activeStaff = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('users')
    .select(['id', fullName('users').as('name')])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('type_user', 'in', ['empleado', 'administrador'])
    .executeTakeFirst();

/** Another route of the day (not deleted) with this vehicle, driver, or person as driver or helper. */
export const routeOfDay = (
  db: Kysely<Database>,
  day: string,
  exceptId: number,
  who: { vehicle_id: number } | { driver_id: number } | { person_id: number },
) =>
  db
    .selectFrom('delivery_routes')
    .select('id')
    .where('route_date', '=', day)
    .where('deleted_at', 'is', null)
    .where('id', '!=', exceptId)
    .where((eb) =>
      'vehicle_id' in who
        ? eb('vehicle_id', '=', who.vehicle_id)
        : 'driver_id' in who
          ? eb('driver_id', '=', who.driver_id)
          : eb.or([eb('driver_id', '=', who.person_id), eb('helper_id', '=', who.person_id)]),
    )
    .executeTakeFirst();

/** The whole order as its edit takes it (PUT /api/orders/{id}), for a delivery's litres. */
export const orderForEdit = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('orders')
    .select([
      'customer_id',
      'customer_name',
      'customer_phone',
      'address',
      'zone_id',
      'location_id',
      'employee_id',
      'product',
      'quantity',
      'payment_method',
      'notes',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The cash a route should bring back: the totals of its delivered cash orders (cents). */
export async function cashExpectedCents(db: Kysely<Database>, routeId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_stops as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(sql<number | string>`coalesce(sum(${sql.ref('o.total_cents')}), 0)`.as('cents'))
    .where('s.route_id', '=', routeId)
    .where('s.removed_at', 'is', null)
    .where('s.outcome', '=', 'delivered')
    .where('o.payment_method', '=', 'cash')
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sum(bigint) as numeric, which pg hands over as text
  return Number(row.cents);
}
