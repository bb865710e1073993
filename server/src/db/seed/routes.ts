import type { Kysely } from 'kysely';
import { businessToday, startOfBusinessDay } from '../../lib/business-time';
import { addDays } from '../../lib/calendar-days';
import { isoAt } from '../../lib/clock';
import type { Database, OrderStatusValue, PaymentMethodValue, ProductValue } from '../tables';
import { SeededRandom } from './random';

// The demo's delivery days, as the routes service would have left them: each of the last 14 days,
// every zone's trucks carried a load of its orders delivered (and some cancelled at the door) that
// day and were closed with their cash count (a few with a difference); today one route is out with
// some outcomes recorded (driven by the demo employee), a few are planned with stops, and the rest
// of the due orders wait on the board. The service's rules hold: one route per vehicle and per
// driver a day, the vehicle's kind and capacity, one live stop per order, a delivered stop's order
// completed (and a cancelled one's cancelled), a route departed after its orders were taken and
// before its first outcome (the demo's orders are delivered within hours of being taken, so a
// truck's load is the orders taken before the first of them was delivered; the others of the day
// were delivered without a route, as before the delivery day existed).

const MINUTE = 60_000;
/** Past days with routes. */
const PAST_DAYS = 14;
/** Orders a planned route of today takes at most (the rest of the due orders stay free). */
const PLANNED_STOPS = 4;

type Kind = 'cylinder_truck' | 'tank_truck';

/** The columns the demo fills (the tables are declared with their resource). */
interface DemoRoute {
  id?: number;
  route_date: string;
  vehicle_id: number;
  driver_id: number;
  helper_id: number | null;
  status: 'planned' | 'out' | 'closed';
  departed_at: string | null;
  closed_at: string | null;
  closed_by: number | null;
  cash_expected_cents: number | null;
  cash_counted_cents: number | null;
  cash_difference_cents: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

interface DemoStop {
  route_id: number;
  order_id: number;
  position: number;
  outcome: 'delivered' | 'not_delivered' | null;
  reason: 'nobody_home' | 'refused' | 'wrong_address' | 'no_access' | null;
  dispensed_litres: number | null;
  recorded_at: string | null;
  recorded_by: number | null;
  created_at: string;
  removed_at: string | null;
}

type DemoTables = { delivery_routes: DemoRoute; delivery_stops: DemoStop };

interface Vehicle {
  id: number;
  kind: Kind;
  capacity: number;
  zone_id: number;
}

interface Candidate {
  id: number;
  zone_id: number;
  product: ProductValue;
  quantity: number;
  total_cents: number;
  payment_method: PaymentMethodValue;
  status: OrderStatusValue;
  created: number;
  /** When it was completed or cancelled (null while open). */
  done: number | null;
}

const kindOf = (product: ProductValue): Kind =>
  product === 'stationary_litre' ? 'tank_truck' : 'cylinder_truck';

const reasons = ['nobody_home', 'refused', 'wrong_address', 'no_access'] as const;

/** A route's stops and its departure; outcomes follow the orders' status. */
interface PlannedRoute {
  day: string;
  vehicle: Vehicle;
  driverId: number;
  status: DemoRoute['status'];
  departed: number | null;
  orders: Candidate[];
}

/** When a route left: a minute after its last order was taken (see `loadOf`). */
const departureOf = (orders: readonly Candidate[]): number =>
  Math.max(...orders.map((order) => order.created)) + MINUTE;

/**
 * A truck's load, from orders in the order they were taken: those that fit the capacity (at most
 * `limit`) and that were all taken before any of them was delivered or cancelled, so that the
 * route leaves after the last was taken and before the first outcome.
 */
function loadOf(orders: readonly Candidate[], capacity: number, limit = Infinity): Candidate[] {
  const kept: Candidate[] = [];
  let load = 0;
  let lastTaken = -Infinity;
  let firstDone = Infinity;
  for (const order of orders) {
    if (kept.length >= limit) break;
    if (load + order.quantity > capacity) continue;
    const taken = Math.max(lastTaken, order.created);
    const done = Math.min(firstDone, order.done ?? Infinity);
    if (taken + MINUTE > done - MINUTE) continue;
    kept.push(order);
    load += order.quantity;
    lastTaken = taken;
    firstDone = done;
  }
  return kept;
}

export async function insertDeliveryRoutes(
  db: Kysely<Database>,
  context: { now: number; employeeIds: readonly number[]; demoEmployeeId: number },
): Promise<void> {
  const random = new SeededRandom(20261128);
  const { now } = context;
  const today = businessToday(now);
  const firstDay = addDays(today, -PAST_DAYS);
  const vehicles = (await db
    .withTables<{ vehicles: Vehicle & { active: number; deleted_at: string | null } }>()
    .selectFrom('vehicles')
    .select(['id', 'kind', 'capacity', 'zone_id'])
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()) as Vehicle[];
  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'zone_id',
      'product',
      'quantity',
      'total_cents',
      'payment_method',
      'status',
      'created_at',
      'completed_at',
      'cancelled_at',
      'delivery_date',
    ])
    .where('delivery_date', '>=', firstDay)
    .where('delivery_date', '<=', today)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byDay = new Map<string, Candidate[]>();
  for (const row of rows) {
    const done = row.completed_at ?? row.cancelled_at;
    const list = byDay.get(row.delivery_date) ?? [];
    list.push({
      id: row.id,
      zone_id: row.zone_id,
      product: row.product,
      quantity: row.quantity,
      total_cents: row.total_cents,
      payment_method: row.payment_method,
      status: row.status,
      created: Date.parse(row.created_at),
      done: done === null ? null : Date.parse(done),
    });
    byDay.set(row.delivery_date, list);
  }

  const planned: PlannedRoute[] = [];
  const zones = [...new Set(vehicles.map((vehicle) => vehicle.zone_id))];

  // the past days: each zone's trucks carry its delivered and cancelled orders of the day
  for (let offset = PAST_DAYS; offset >= 1; offset -= 1) {
    const day = addDays(today, -offset);
    const drivers = [...context.employeeIds];
    const finished = (byDay.get(day) ?? []).filter(
      (order) => order.status === 'completed' || order.status === 'cancelled',
    );
    for (const zone of zones)
      for (const kind of ['cylinder_truck', 'tank_truck'] as const) {
        const fleet = vehicles.filter(
          (vehicle) => vehicle.zone_id === zone && vehicle.kind === kind,
        );
        const orders = finished.filter(
          (order) => order.zone_id === zone && kindOf(order.product) === kind,
        );
        let left = orders;
        for (const vehicle of fleet) {
          const stops = loadOf(left, vehicle.capacity);
          const driverId = drivers.shift();
          if (stops.length === 0 || driverId === undefined) break;
          left = left.filter((order) => !stops.includes(order));
          planned.push({
            day,
            vehicle,
            driverId,
            status: 'closed',
            departed: departureOf(stops),
            orders: stops,
          });
        }
      }
  }

  // today: the demo employee's route is out (the orders taken before it left: delivered since,
  // or still open), two more are planned with some of the due orders, the rest stay free
  const due = (byDay.get(today) ?? [])
    .concat(
      [...byDay.entries()]
        .filter(([day]) => day < today)
        .flatMap(([, orders]) => orders)
        .filter((order) => order.status === 'new' || order.status === 'in_process'),
    )
    .sort((a, b) => a.created - b.created || a.id - b.id);
  const taken = new Set<number>();
  const truck = (zone: number | undefined, kind: Kind, used: ReadonlySet<number>) =>
    vehicles.find(
      (vehicle) =>
        vehicle.kind === kind &&
        !used.has(vehicle.id) &&
        (zone === undefined || vehicle.zone_id === zone),
    );
  const usedVehicles = new Set<number>();
  const outTruck = truck(undefined, 'cylinder_truck', usedVehicles);
  if (outTruck !== undefined) {
    const delivered = due.filter(
      (order) => kindOf(order.product) === 'cylinder_truck' && order.status === 'completed',
    );
    const open = due.filter(
      (order) => kindOf(order.product) === 'cylinder_truck' && order.status === 'in_process',
    );
    // at least two open due orders are left for the board, whatever the hour of the seed
    const openDue = due.filter((order) => order.status === 'new' || order.status === 'in_process');
    const openOnTheWay = Math.min(3, Math.max(0, openDue.length - 2));
    const stops = loadOf(
      [...delivered.slice(0, 3), ...open.slice(0, openOnTheWay)].sort(
        (a, b) => a.created - b.created || a.id - b.id,
      ),
      outTruck.capacity,
    );
    if (stops.length > 0) {
      usedVehicles.add(outTruck.id);
      for (const order of stops) taken.add(order.id);
      planned.push({
        day: today,
        vehicle: outTruck,
        driverId: context.demoEmployeeId,
        status: 'out',
        // left once its last order was taken (before its first outcome), and not in the future
        departed: Math.min(now, departureOf(stops)),
        orders: stops,
      });
    }
  }
  const freeDrivers = context.employeeIds.filter((id) => id !== context.demoEmployeeId);
  const isOpen = (order: Candidate) =>
    (order.status === 'new' || order.status === 'in_process') && !taken.has(order.id);
  // half of the open due orders go on planned routes, at least one stays free on the board
  const waitingCount = due.filter(isOpen).length;
  let budget = Math.min(Math.ceil(waitingCount / 2), waitingCount - 1);
  const perRoute = Math.min(PLANNED_STOPS, Math.max(1, Math.floor(budget / 2)));
  for (const kind of ['cylinder_truck', 'tank_truck', 'cylinder_truck'] as const) {
    const waiting = due.filter((order) => isOpen(order) && kindOf(order.product) === kind);
    const first = waiting[0];
    if (first === undefined || budget <= 0) continue;
    // a truck of the first waiting order's zone, or any free one of the kind
    const vehicle =
      truck(first.zone_id, kind, usedVehicles) ?? truck(undefined, kind, usedVehicles);
    const driverId = freeDrivers[0];
    if (vehicle === undefined || driverId === undefined) continue;
    const stops = loadOf(waiting, vehicle.capacity, Math.min(perRoute, budget));
    if (stops.length === 0) continue;
    freeDrivers.shift();
    budget -= stops.length;
    usedVehicles.add(vehicle.id);
    for (const order of stops) taken.add(order.id);
    planned.push({
      day: today,
      vehicle,
      driverId,
      status: 'planned',
      departed: null,
      orders: stops,
    });
  }

  await writeRoutes(db, random, planned, now);
}

/** Inserts the routes and their stops. */
async function writeRoutes(
  db: Kysely<Database>,
  random: SeededRandom,
  planned: readonly PlannedRoute[],
  now: number,
): Promise<void> {
  const demo = db.withTables<DemoTables>();
  const stops: DemoStop[] = [];
  let closedCount = 0;
  for (const route of planned) {
    const created = Math.min(
      startOfBusinessDay(route.day) + 6 * 60 * MINUTE,
      ...route.orders.map((order) => order.created),
    );
    const delivered = route.orders.filter((order) => order.status === 'completed');
    const closed = route.status === 'closed';
    const lastOutcome = Math.max(0, ...route.orders.map((order) => order.done ?? 0));
    const expected = delivered
      .filter((order) => order.payment_method === 'cash')
      .reduce((sum, order) => sum + order.total_cents, 0);
    let difference = 0;
    if (closed) {
      closedCount += 1;
      // a few cash counts fall short or come out over
      if (closedCount % 7 === 3) difference = -random.int(1, 12) * 1_000;
      else if (closedCount % 11 === 5) difference = random.int(1, 5) * 1_000;
      // no more missing than was to be collected: a route without cash comes out over
      if (expected + difference < 0) difference = -difference;
    }
    const closedAt = closed ? lastOutcome + random.int(20, 60) * MINUTE : null;
    const row = await demo
      .insertInto('delivery_routes')
      .values({
        route_date: route.day,
        vehicle_id: route.vehicle.id,
        driver_id: route.driverId,
        helper_id: null,
        status: route.status,
        departed_at: route.departed === null ? null : isoAt(route.departed),
        closed_at: closedAt === null ? null : isoAt(closedAt),
        closed_by: closed ? route.driverId : null,
        cash_expected_cents: closed ? expected : null,
        cash_counted_cents: closed ? expected + difference : null,
        cash_difference_cents: closed ? difference : null,
        created_at: isoAt(created),
        updated_at: isoAt(closedAt ?? route.departed ?? created),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const routeId = row.id;
    route.orders.forEach((order, index) => {
      const recorded = route.departed !== null && order.done !== null && order.done <= now;
      stops.push({
        route_id: routeId,
        order_id: order.id,
        position: index + 1,
        outcome: recorded ? (order.status === 'completed' ? 'delivered' : 'not_delivered') : null,
        reason: recorded && order.status === 'cancelled' ? random.pick(reasons) : null,
        dispensed_litres: null,
        recorded_at: recorded && order.done !== null ? isoAt(order.done) : null,
        recorded_by: recorded ? route.driverId : null,
        // put on the route once both existed
        created_at: isoAt(Math.max(created, order.created)),
        removed_at: null,
      });
    });
    if (route.departed !== null) await cancelledAtTheDoor(db, route.orders);
  }
  for (let start = 0; start < stops.length; start += 400)
    await demo
      .insertInto('delivery_stops')
      .values(stops.slice(start, start + 400))
      .execute();
}

/**
 * A cancelled order of a route was cancelled at the door: in process on its way (half-way between
 * it was taken and cancelled), then cancelled, as the routes service would have written it.
 */
async function cancelledAtTheDoor(
  db: Kysely<Database>,
  orders: readonly Candidate[],
): Promise<void> {
  for (const order of orders) {
    if (order.status !== 'cancelled' || order.done === null) continue;
    const at = isoAt(Math.round((order.created + order.done) / 2));
    await db.updateTable('orders').set({ in_process_at: at }).where('id', '=', order.id).execute();
    const cancel = await db
      .selectFrom('order_status_changes')
      .select(['id', 'user_id'])
      .where('order_id', '=', order.id)
      .where('to_status', '=', 'cancelled')
      .executeTakeFirst();
    if (cancel === undefined) continue;
    await db
      .updateTable('order_status_changes')
      .set({ from_status: 'in_process' })
      .where('id', '=', cancel.id)
      .execute();
    await db
      .insertInto('order_status_changes')
      .values({
        order_id: order.id,
        from_status: 'new',
        to_status: 'in_process',
        reason: null,
        user_id: cancel.user_id,
        created_at: at,
      })
      .execute();
  }
}
