import type { Insertable, Kysely } from 'kysely';
import { folioOf } from '../../domain/order-folio';
import { orderSearchText } from '../../domain/search-texts';
import { businessToday, businessWallClockDate, startOfBusinessDay } from '../../lib/business-time';
import { isoAt } from '../../lib/clock';
import type {
  Database,
  OrderStatusChangesTable,
  OrderStatusValue,
  OrdersTable,
  PaymentMethodValue,
  ProductValue,
} from '../tables';
import { insertInBatches } from './batches';
import { deliveryPlanner, type DeliveredOrder, type SeededDelivery } from './deliveries';
import { cancellationReasons, orderNotes } from './catalog';
import { randomAddress, randomFullName, randomPhone, type SeededPerson } from './people';
import { priceOn, type PriceBook, type SeededZone } from './places';
import type { SeededRandom } from './random';

const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export interface SeededOrder {
  id: number;
  customerId: number | null;
  customerName: string;
  folio: string;
  status: OrderStatusValue;
  paymentMethod: PaymentMethodValue;
  totalCents: number;
  completedAt: number | null;
}

interface PlannedOrder {
  row: Insertable<OrdersTable>;
  changes: Omit<Insertable<OrderStatusChangesTable>, 'order_id'>[];
  createdAt: number;
  completedAt: number | null;
}

const productWeights: readonly (readonly [ProductValue, number])[] = [
  ['cylinder_20kg', 40],
  ['cylinder_30kg', 25],
  ['cylinder_10kg', 12],
  ['cylinder_45kg', 10],
  ['stationary_litre', 13],
];

const paymentWeights: readonly (readonly [PaymentMethodValue, number])[] = [
  ['cash', 60],
  ['card', 25],
  ['wallet', 15],
];

/**
 * The last orders taken before the seed's moment that are still open, whatever the draws: the
 * demo's day always has orders due and waiting (its route out, its planned routes and its free
 * orders on the dispatch board take them), at any hour and on a quiet day too (a Sunday seeded at
 * six in the evening once had every order of the day delivered).
 */
export const QUEUED_ORDERS = 8;

/** A few of a day's orders are cancelled, never a pile of them (about one a day on average). */
export const CANCELLED_PER_DAY = 3;

/**
 * Where an order stands now. Orders are delivered within hours: what is still open was taken in
 * the last day (a few from the day before), as a day's work leaves it; a few of every day's orders
 * are cancelled (at most CANCELLED_PER_DAY). An order `queued` (one of the last taken before now,
 * see QUEUED_ORDERS) is still open whatever the draws: the same draws are made either way, so the
 * data before it does not change.
 */
function planStatus(
  random: SeededRandom,
  createdAt: number,
  now: number,
  { queued, mayCancel }: { queued: boolean; mayCancel: boolean },
): { status: OrderStatusValue; inProcessAt: number | null; doneAt: number | null } {
  const inProcessAt = createdAt + random.int(10, 60) * MINUTE;
  const completedAt = inProcessAt + random.int(20, 120) * MINUTE;
  const age = now - createdAt;
  if (random.chance(0.06)) {
    const cancelledAt = createdAt + random.int(5, 90) * MINUTE;
    if (cancelledAt <= now && mayCancel && !queued)
      return { status: 'cancelled', inProcessAt: null, doneAt: cancelledAt };
  }
  const leftOpen = random.chance(age < DAY ? 0.3 : age < 2 * DAY ? 0.06 : 0) || queued;
  if (!leftOpen && completedAt <= now)
    return { status: 'completed', inProcessAt, doneAt: completedAt };
  // a queued order taken long enough ago is on its way (the demo's route out takes such orders)
  if (inProcessAt <= now && (random.chance(0.5) || queued))
    return { status: 'in_process', inProcessAt, doneAt: null };
  return { status: 'new', inProcessAt: null, doneAt: null };
}

/** The hours (business time) orders are taken at, by weight: a morning peak, a quiet evening. */
const hourWeights: readonly (readonly [number, number])[] = [
  [7, 4],
  [8, 8],
  [9, 10],
  [10, 10],
  [11, 9],
  [12, 8],
  [13, 7],
  [14, 7],
  [15, 7],
  [16, 7],
  [17, 6],
  [18, 5],
  [19, 4],
  [20, 3],
];

/** Sunday to Saturday: a quieter Sunday, a busier Friday. */
const weekdayWeights = [0.7, 1, 1, 1, 1, 1.05, 0.95] as const;

/**
 * When the orders were taken: every business day (America/Mexico_City) of the last year gets its
 * share of about `count` orders, by weekday and season (more gas in winter) with a little noise,
 * between 7:00 and 21:00; today only up to now. So every day of the dashboard's month looks like a
 * day of the same business.
 */
export function orderTimes(random: SeededRandom, now: number, count: number): number[] {
  const today = businessWallClockDate(now).toISOString().slice(0, 10);
  const todayAsUtc = Date.parse(`${today}T00:00:00Z`);
  const days: { day: string; weight: number }[] = [];
  for (let offset = 364; offset >= 0; offset -= 1) {
    const date = new Date(todayAsUtc - offset * DAY);
    const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
    const season = 1 + 0.12 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
    days.push({
      day: date.toISOString().slice(0, 10),
      weight: (weekdayWeights[date.getUTCDay()] ?? 1) * season,
    });
  }
  const perWeight = count / days.reduce((sum, { weight }) => sum + weight, 0);
  const times: number[] = [];
  for (const { day, weight } of days) {
    const start = startOfBusinessDay(day);
    const orders = Math.round(weight * perWeight * (0.9 + 0.2 * random.next()));
    for (let index = 0; index < orders; index += 1) {
      const at =
        start +
        random.weighted(hourWeights) * HOUR +
        random.int(0, 59) * MINUTE +
        random.int(0, 59) * SECOND;
      if (at <= now) times.push(at);
    }
  }
  return times;
}

function planOrder(
  random: SeededRandom,
  context: {
    customers: readonly SeededPerson[];
    employeesByZone: Map<number, SeededPerson[]>;
    zones: readonly SeededZone[];
    prices: PriceBook;
    adminId: number;
    now: number;
    /** Orders taken at or after this instant are still open (the day's queue). */
    queuedFrom?: number;
    /** The orders cancelled so far on each business day. */
    cancelledByDay?: Map<string, number>;
  },
  createdAt: number,
  deliveryOf: (order: DeliveredOrder) => SeededDelivery,
): PlannedOrder {
  const customer = random.chance(0.85) ? random.pick(context.customers) : null;
  const zone = customer?.zone ?? random.pick(context.zones);
  const walkIn = randomFullName(random);
  const customerName = customer
    ? `${customer.name} ${customer.last_name}`
    : `${walkIn.name} ${walkIn.last_name}`;
  const product = random.weighted(productWeights);
  const quantity = product === 'stationary_litre' ? random.int(80, 400) : random.int(1, 3);
  const unitPrice = priceOn(context.prices, zone.id, product, isoAt(createdAt).slice(0, 10));
  const day = businessToday(createdAt);
  const cancelledThatDay = context.cancelledByDay?.get(day) ?? 0;
  const plan = planStatus(random, createdAt, context.now, {
    queued: createdAt >= (context.queuedFrom ?? Infinity),
    mayCancel: cancelledThatDay < CANCELLED_PER_DAY,
  });
  if (plan.status === 'cancelled') context.cancelledByDay?.set(day, cancelledThatDay + 1);
  const employees = context.employeesByZone.get(zone.id) ?? [];
  const employee = plan.status === 'new' || employees.length === 0 ? null : random.pick(employees);
  const created = isoAt(createdAt);
  const changes: PlannedOrder['changes'] = [
    {
      from_status: null,
      to_status: 'new',
      reason: null,
      user_id: context.adminId,
      created_at: created,
    },
  ];
  let cancellationReason: string | null = null;
  if (plan.inProcessAt !== null) {
    changes.push({
      from_status: 'new',
      to_status: 'in_process',
      reason: null,
      user_id: employee?.id ?? null,
      created_at: isoAt(plan.inProcessAt),
    });
  }
  if (plan.status === 'completed' && plan.doneAt !== null) {
    changes.push({
      from_status: 'in_process',
      to_status: 'completed',
      reason: null,
      user_id: employee?.id ?? null,
      created_at: isoAt(plan.doneAt),
    });
  }
  if (plan.status === 'cancelled' && plan.doneAt !== null) {
    cancellationReason = random.pick(cancellationReasons);
    changes.push({
      from_status: 'new',
      to_status: 'cancelled',
      reason: cancellationReason,
      user_id: context.adminId,
      created_at: isoAt(plan.doneAt),
    });
  }
  const lastChange = changes[changes.length - 1]?.created_at ?? created;
  return {
    createdAt,
    completedAt: plan.status === 'completed' ? plan.doneAt : null,
    changes,
    row: {
      folio: '',
      customer_id: customer?.id ?? null,
      customer_name: customerName,
      customer_phone: customer?.phone ?? randomPhone(random, zone),
      address: customer?.address ?? randomAddress(random, zone),
      zone_id: zone.id,
      location_id: random.chance(0.7) ? random.pick(zone.locationIds) : null,
      employee_id: employee?.id ?? null,
      product,
      quantity,
      unit_price_cents: unitPrice,
      total_cents: unitPrice * quantity,
      payment_method: customer
        ? random.weighted(paymentWeights)
        : random.pick(['cash', 'card'] as const),
      status: plan.status,
      cancellation_reason: cancellationReason,
      notes: random.chance(0.2) ? random.pick(orderNotes) : null,
      created_by: context.adminId,
      search_text: '',
      created_at: created,
      updated_at: lastChange,
      in_process_at: plan.inProcessAt === null ? null : isoAt(plan.inProcessAt),
      completed_at: plan.status === 'completed' && plan.doneAt !== null ? isoAt(plan.doneAt) : null,
      cancelled_at: plan.status === 'cancelled' && plan.doneAt !== null ? isoAt(plan.doneAt) : null,
      deleted_at: null,
      ...deliveryOf({
        createdAt,
        completedAt: plan.status === 'completed' ? plan.doneAt : null,
        status: plan.status,
      }),
    },
  };
}

/**
 * About `count` orders over the last twelve months, every day of them (see orderTimes), with their
 * status changes.
 */
export async function insertOrders(
  db: Kysely<Database>,
  random: SeededRandom,
  context: Parameters<typeof planOrder>[1] & { count: number },
): Promise<SeededOrder[]> {
  const employeeNames = new Map<number, string>();
  for (const employees of context.employeesByZone.values())
    for (const employee of employees)
      employeeNames.set(employee.id, `${employee.name} ${employee.last_name}`);
  const planned: PlannedOrder[] = [];
  const deliveryOf = deliveryPlanner(context.now);
  const times = orderTimes(random, context.now, context.count);
  const planContext = {
    ...context,
    queuedFrom: [...times].sort((a, b) => b - a)[QUEUED_ORDERS - 1],
    cancelledByDay: new Map<string, number>(),
  };
  for (const createdAt of times)
    planned.push(planOrder(random, planContext, createdAt, deliveryOf));
  planned.sort((a, b) => a.createdAt - b.createdAt);
  planned.forEach((order, index) => {
    order.row.folio = folioOf(index + 1);
    order.row.search_text = orderSearchText({
      folio: order.row.folio,
      customer_name: order.row.customer_name,
      customer_phone: order.row.customer_phone,
      employee_name:
        order.row.employee_id == null ? null : (employeeNames.get(order.row.employee_id) ?? null),
    });
  });
  await insertInBatches(
    db,
    'orders',
    planned.map((order) => order.row),
  );
  const ids = await db.selectFrom('orders').select(['id', 'folio']).execute();
  const idByFolio = new Map(ids.map((row) => [row.folio, row.id]));
  const seeded: SeededOrder[] = [];
  const changes: Insertable<OrderStatusChangesTable>[] = [];
  for (const order of planned) {
    const id = idByFolio.get(order.row.folio);
    if (id === undefined) continue;
    for (const change of order.changes) changes.push({ ...change, order_id: id });
    seeded.push({
      id,
      customerId: order.row.customer_id ?? null,
      customerName: order.row.customer_name,
      folio: order.row.folio,
      status: order.row.status,
      paymentMethod: order.row.payment_method,
      totalCents: order.row.total_cents,
      completedAt: order.completedAt,
    });
  }
  await insertInBatches(db, 'order_status_changes', changes);
  return seeded;
}
