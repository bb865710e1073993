import { createHash } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import type {
  DispatchBoard,
  DispatchBoardQuery,
  DueOrder,
  FreeDriver,
  FreeVehicle,
} from './board-operations';
import { routesOfDay } from './views';

// The dispatch board of a day: the orders due on it or before (overdue) that no planned or out
// route holds, the day's routes, and the vehicles and employees without a route that day.
// The due orders are read from the partial index orders_due_index (delivery_date, id) of the
// orders new or in process (migration 2026_11_27_1400_add_order_delivery_schedule), whose
// predicate the query repeats so that both engines see the index holds every row; a stop holds
// its order per the partial unique index delivery_stops_order_live_unique.
//
// The board's version is read from the data itself, so that every process answers the same one
// and it moves with any change the board shows: the orders due by their status and day (their
// count, ids, latest update and the sum of their revisions: an order that enters or leaves the
// set moves it, and so does every edit of one, even two within the same millisecond, since each
// update adds one to the row's revision, migration 2026_11_28_0200_add_order_revision), the day's
// routes (every write of a route stamps its updated_at, deleting one too), the orders on the
// day's routes by the sum of their revisions (an order the due set no longer holds, delivered or
// cancelled, still shows on its stop: an edit or a deletion of it moves the version; read through
// delivery_routes_route_date_index, delivery_stops_route_index and the orders' primary key, the
// day's stops alone), the vehicles and the staff (the free drivers, and the names of the crews
// and of who closed a route: administrators drive too) and the zones (their names show on the
// board).
// Since the version is the data's, the board's answer is kept per day, filter and version
// (board-routes.ts).

type DueOrderView = Static<typeof DueOrder>;
type BoardView = Static<typeof DispatchBoard>;
type BoardFilter = Static<typeof DispatchBoardQuery>;

const DUE_STATUSES = sql`('new', 'in_process')`;

/** `indexed by` on SQLite: its planner may prefer another index of orders for `<=` on a day. */
const dueIndex = (dialect: DialectName) =>
  dialect === 'sqlite' ? sql.raw(' indexed by orders_due_index') : sql``;

/**
 * Not deleted. PostgreSQL sizes `delivery_date <= day` from every order (nearly all of them
 * past), not from the open ones, so with `deleted_at is null` it reads every open order through
 * orders_active_id_index (whose predicate that implies, with its rows in table order) and sorts
 * them; written so, the test implies only orders_due_index's predicate and the plan walks that
 * index from its first day to the board's: the due orders alone (EXPLAIN at 1,000,000 orders, 30,000
 * of them open and due later: 2,480 rows read instead of 32,480).
 */
const notDeleted = (dialect: DialectName) =>
  dialect === 'postgres' ? sql`coalesce(o.deleted_at, '') = ''` : sql`o.deleted_at is null`;

/**
 * Not held by a stop of a route still planned or out: the orders such stops hold are read once
 * (the routes through delivery_routes_open_index, their stops through delivery_stops_route_index,
 * to which PostgreSQL is handed the routes' ids as an array: a few hundred stops) for `not in`
 * (order_id is never null), not looked up per due order as PostgreSQL, misjudging how many are
 * due, did (pgbench at 1,000,000 orders, 2,480 due: 1.8 ms against 3.5; SQLite 1.9 against 2.2).
 */
const notOnLiveRoute = (dialect: DialectName) => {
  const open = sql`select r.id from delivery_routes as r where r.status in ('planned', 'out')`;
  return sql`o.id not in (
    select s.order_id from delivery_stops as s
    where s.route_id ${dialect === 'postgres' ? sql`= any(array(${open}))` : sql`in (${open})`}
      and s.removed_at is null and (s.outcome is null or s.outcome = 'delivered'))`;
};

type DueDetails = Omit<DueOrderView, 'zone_name' | 'overdue'>;

interface DueDetailsRow extends Omit<DueDetails, 'total'> {
  total_cents: number | string;
  revision: number;
}

/**
 * A due order kept: its details at the revision they were read at, and the board's row of it as
 * last shown on a day where it was overdue and on one where it was not (frozen: the same object
 * while its revision and zone name hold, so that its text is written once, board-routes.ts).
 */
interface KeptDueOrder {
  revision: number;
  details: DueDetails;
  shown: { onTime?: DueOrderView; overdue?: DueOrderView };
}

/** Details of due orders kept per database, by order id, with the revision they were read at. */
const KEPT_DUE_ORDERS = 20_000;
const keptDueOrders = new WeakMap<Kysely<Database>, Map<number, KeptDueOrder>>();

/** Ids per statement of the details read (well under SQLite's limit of parameters). */
const DETAILS_BATCH = 1000;

/**
 * The details of the due orders: the kept ones at their revision, the others read by id and kept
 * (the oldest kept go past KEPT_DUE_ORDERS). Every
 * update of an order adds one to its revision (migration 2026_11_28_0200_add_order_revision, on
 * both engines, in every process), so details kept at an order's revision are its details while
 * that revision holds.
 */
async function keptDetails(
  db: Kysely<Database>,
  dialect: DialectName,
  due: readonly { order_id: number; revision: number }[],
): Promise<Map<number, KeptDueOrder>> {
  let kept = keptDueOrders.get(db);
  if (kept === undefined) {
    kept = new Map();
    keptDueOrders.set(db, kept);
  }
  const found = new Map<number, KeptDueOrder>();
  const missing: number[] = [];
  for (const { order_id, revision } of due) {
    const known = kept.get(order_id);
    if (known?.revision === revision) found.set(order_id, known);
    else missing.push(order_id);
  }
  for (let from = 0; from < missing.length; from += DETAILS_BATCH) {
    const ids = missing.slice(from, from + DETAILS_BATCH);
    const { rows } = await sql<DueDetailsRow>`
      select o.id as order_id, o.folio, o.customer_name, o.customer_phone, o.address, o.zone_id,
        o.product, o.quantity, o.total_cents, o.payment_method, o.status, o.delivery_date,
        o.delivery_window_start, o.delivery_window_end, o.revision
      from orders as o
      where ${dialect === 'postgres' ? sql`o.id = any(${ids})` : sql`o.id in (${sql.join(ids)})`}`.execute(
      db,
    );
    for (const { total_cents, revision, ...row } of rows) {
      const entry = { revision, details: { ...row, total: Number(total_cents) / 100 }, shown: {} };
      found.set(row.order_id, entry);
      kept.delete(row.order_id);
      kept.set(row.order_id, entry);
    }
  }
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_DUE_ORDERS) break;
    kept.delete(oldest);
  }
  return found;
}

/**
 * The due orders: which ones and their revision read by the due query (few bytes a row), their
 * details from those kept at that revision (keptDetails), their zone's name from the zones: after
 * a change the board reads the details of the orders that changed, not of the 2,000 of a busy day
 * (their transfer and parsing were most of the board's read on PostgreSQL), and its rows are the
 * objects shown before but for those (shownRow), whose text the answer keeps.
 */
async function dueOrders(
  db: Kysely<Database>,
  dialect: DialectName,
  day: string,
  filter: BoardFilter,
): Promise<DueOrderView[]> {
  const conditions: RawBuilder<unknown>[] = [
    sql`o.status in ${DUE_STATUSES}`,
    sql`o.delivery_date <= ${day}`,
    notDeleted(dialect),
  ];
  if (filter.zone_id !== undefined) conditions.push(sql`o.zone_id = ${filter.zone_id}`);
  if (filter.product !== undefined) conditions.push(sql`o.product = ${filter.product}`);
  conditions.push(notOnLiveRoute(dialect));
  // the zones' names from their own small table, not joined per due order: PostgreSQL, which
  // misjudges how many orders are due, looked the zone up once per order
  const [{ rows }, zones] = await Promise.all([
    sql<{ order_id: number; revision: number }>`
      select o.id as order_id, o.revision
      from orders as o${dueIndex(dialect)}
      where ${sql.join(conditions, sql` and `)}
      order by o.delivery_date, o.id`.execute(db),
    sql<{ id: number; name: string }>`select z.id, z.name from zones as z`.execute(db),
  ]);
  const zoneNames = new Map(zones.rows.map((zone) => [zone.id, zone.name]));
  const details = await keptDetails(db, dialect, rows);
  return rows.map(({ order_id }) => {
    const order = details.get(order_id);
    if (order === undefined) throw new Error(`due order ${String(order_id)} not read`);
    return shownRow(order, zoneNames.get(order.details.zone_id) ?? null, day);
  });
}

/**
 * The board's row of a kept due order on a day: the one shown before while its zone's name is
 * the same (its details are those of its revision), else a new one, frozen and kept.
 */
function shownRow(order: KeptDueOrder, zone_name: string | null, day: string): DueOrderView {
  const overdue = order.details.delivery_date < day;
  const which = overdue ? 'overdue' : 'onTime';
  const shown = order.shown[which];
  if (shown?.zone_name === zone_name) return shown;
  const row = Object.freeze({ ...order.details, zone_name, overdue });
  order.shown[which] = row;
  return row;
}

const routeOfDayWith = (day: string, who: RawBuilder<unknown>) => sql`exists (
  select 1 from delivery_routes as r
  where r.route_date = ${day} and r.deleted_at is null and ${who})`;

async function freeVehicles(
  db: Kysely<Database>,
  day: string,
): Promise<Static<typeof FreeVehicle>[]> {
  const { rows } = await sql<Static<typeof FreeVehicle>>`
    select v.id, v.plate, v.kind, v.capacity, v.zone_id, z.name as zone_name
    from vehicles as v
    left join zones as z on z.id = v.zone_id
    where v.active = 1 and v.deleted_at is null
      and not ${routeOfDayWith(day, sql`r.vehicle_id = v.id`)}
    order by v.plate, v.id`.execute(db);
  return rows;
}

async function freeDrivers(
  db: Kysely<Database>,
  day: string,
): Promise<Static<typeof FreeDriver>[]> {
  const { rows } = await sql<Static<typeof FreeDriver>>`
    select u.id, u.name || ' ' || u.last_name as name, u.number
    from users as u
    where u.type_user = 'empleado' and u.deleted_at is null
      and not ${routeOfDayWith(day, sql`(r.driver_id = u.id or r.helper_id = u.id)`)}
    order by u.name, u.last_name, u.id`.execute(db);
  return rows;
}

/**
 * The day's live stops joined to their orders, from clause and condition. PostgreSQL, handed the
 * day's route ids as an array, reads delivery_stops_route_index for them; joined to the routes it
 * reads every stop of every day (a hash join, EXPLAIN at 13,500 stops: 3.1 ms against 1.2 ms,
 * and the stops of every past day add to it).
 */
const stopsOfDay = (dialect: DialectName, day: string) =>
  dialect === 'postgres'
    ? sql`from delivery_stops as s
        inner join orders as o on o.id = s.order_id
        where s.route_id = any(array(select r.id from delivery_routes as r
            where r.route_date = ${day} and r.deleted_at is null))
          and s.removed_at is null`
    : sql`from delivery_routes as r
        inner join delivery_stops as s on s.route_id = r.id and s.removed_at is null
        inner join orders as o on o.id = s.order_id
        where r.route_date = ${day} and r.deleted_at is null`;

/** The board's version for a day (see above): the same in every process, cheap to read. */
export async function boardVersion(
  db: Kysely<Database>,
  dialect: DialectName,
  day: string,
): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select count(*) || '.' || coalesce(sum(o.id), 0) || '.' || coalesce(max(o.updated_at), '')
          || '.' || coalesce(sum(o.revision), 0)
        from orders as o${dueIndex(dialect)}
        where o.status in ${DUE_STATUSES} and o.delivery_date <= ${day}
          and ${notDeleted(dialect)}) as due,
      (select count(*) || '.' || coalesce(sum(r.id), 0) || '.' || coalesce(max(r.updated_at), '')
        from delivery_routes as r where r.route_date = ${day}) as routes,
      (select count(*) || '.' || coalesce(sum(o.revision), 0)
        ${stopsOfDay(dialect, day)}) as stops,
      (select count(*) || '.' || coalesce(max(v.updated_at), '') from vehicles as v) as vehicles,
      (select count(*) || '.' || coalesce(max(u.updated_at), '')
        from users as u where u.type_user in ('empleado', 'administrador')) as staff,
      (select count(*) || '.' || coalesce(max(z.updated_at), '') from zones as z) as zones`.execute(
    db,
  );
  const text = JSON.stringify(rows[0] ?? {});
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** The board of a day, its due orders narrowed by zone and product. */
export async function dispatchBoard(
  db: Kysely<Database>,
  dialect: DialectName,
  day: string,
  filter: BoardFilter,
  // read first: a change while the board is read moves the next version read
  version?: string,
): Promise<BoardView> {
  version ??= await boardVersion(db, dialect, day);
  const [due, routes, vehicles, drivers] = await Promise.all([
    dueOrders(db, dialect, day, filter),
    routesOfDay(db, dialect, day),
    freeVehicles(db, day),
    freeDrivers(db, day),
  ]);
  return {
    date: day,
    version,
    due,
    routes,
    free_vehicles: vehicles,
    free_drivers: drivers,
  };
}
