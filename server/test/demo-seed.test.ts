// The demo data looks like a real month of one business: on a fresh start the dashboard's orders
// per day are of the same order every day (no pile of open orders on the last days), and the open
// orders are today's and yesterday's, in numbers a day's work leaves open; the last two weeks'
// delivery routes are closed with their cash counts, and today's board is half planned.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import { seedDatabase } from '../src/db/seed';
import type { Database } from '../src/db/tables';
import { businessToday, startOfBusinessDay } from '../src/lib/business-time';
import { addDays } from '../src/lib/calendar-days';
import { demoAccounts, freshDatabase, JWT_SECRET } from './helper';

const HOUR = 3_600_000;

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let app: FastifyInstance;
let base: string;
let token: string;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  ({ handle: database, dispose } = await freshDatabase());
  await prepareDatabase(database, 'demo');
  app = await buildApp({
    database,
    logger: false,
    config: { jwtSecret: JWT_SECRET, smtpUrl: undefined },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  await app.close();
  await dispose();
});

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('the demo data', () => {
  test('the dashboard’s orders per day: every whole day of the month is near the median, and today is no pile', async () => {
    const stats = await get<{ per_day: { day: string; orders: number }[] }>('/api/orders/stats/30');
    expect(stats.per_day).toHaveLength(30);
    const today = stats.per_day.at(-1);
    const wholeDays = stats.per_day.slice(0, -1).map((day) => day.orders);
    const typical = median(wholeDays);
    expect(typical).toBeGreaterThanOrEqual(8);
    for (const [index, orders] of wholeDays.entries()) {
      const day = stats.per_day[index]?.day;
      expect({ day, orders, ok: orders >= typical * 0.5 && orders <= typical * 1.5 }).toEqual({
        day,
        orders,
        ok: true,
      });
    }
    // today is under way: no more than a whole day
    expect(today?.orders ?? 0).toBeLessThanOrEqual(typical * 1.5);
  });

  test('open orders are of the last two days and about a day’s work; finished ones are spread over the month', async () => {
    const now = Date.now();
    const open = await database.db
      .selectFrom('orders')
      .select(['created_at', 'status'])
      .where('status', 'in', ['new', 'in_process'])
      .where('deleted_at', 'is', null)
      .execute();
    const stats = await get<{
      per_day: { orders: number; completed: number; cancelled: number }[];
    }>('/api/orders/stats/30');
    const typical = median(stats.per_day.slice(0, -1).map((day) => day.orders));
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThanOrEqual(typical * 1.5);
    for (const order of open) expect(now - Date.parse(order.created_at)).toBeLessThan(48 * HOUR);
    // every whole day has finished orders, and cancellations are not piled on any day
    const wholeDays = stats.per_day.slice(0, -2);
    for (const day of wholeDays) expect(day.completed + day.cancelled).toBeGreaterThan(0);
    const cancelled = wholeDays.map((day) => day.cancelled);
    expect(Math.max(...cancelled)).toBeLessThanOrEqual(Math.max(4, median(cancelled) * 4));
  });
});

describe('the demo delivery days', () => {
  interface Stop {
    order_id: number;
    product: string;
    quantity: number;
    total: number;
    payment_method: string;
    order_status: string;
    outcome: string | null;
  }
  interface Route {
    id: number;
    status: string;
    vehicle_kind: string;
    capacity: number;
    load: number;
    departed_at: string | null;
    cash_expected: number | null;
    cash_counted: number | null;
    cash_difference: number | null;
    stops: Stop[];
  }
  const today = () => businessToday(Date.now());
  const routesOf = async (day: string) =>
    (await get<{ data: Route[] }>(`/api/delivery-routes?date=${day}`)).data;

  /** The stops fit the vehicle's kind and capacity, as the routes service requires. */
  const fitsItsVehicle = (route: Route) =>
    route.load <= route.capacity &&
    route.stops.every(
      (stop) => (stop.product === 'stationary_litre') === (route.vehicle_kind === 'tank_truck'),
    );

  test('the last two weeks have closed routes whose outcomes match their orders, with cash counts (a few with a difference)', async () => {
    const counts = await get<{ total: number; data: { cash_difference: number }[] }>(
      `/api/cash-counts/paginated/1/100?from=${addDays(today(), -14)}&to=${addDays(today(), -1)}`,
    );
    expect(counts.total).toBeGreaterThanOrEqual(14);
    const differences = counts.data.filter((count) => count.cash_difference !== 0);
    expect(differences.length).toBeGreaterThan(0);
    expect(differences.length).toBeLessThan(counts.data.length / 2);
    for (let offset = 1; offset <= 14; offset += 1) {
      const routes = await routesOf(addDays(today(), -offset));
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        expect(route.status).toBe('closed');
        expect(fitsItsVehicle(route)).toBe(true);
        for (const stop of route.stops)
          expect([stop.outcome, stop.order_status]).toEqual(
            stop.outcome === 'delivered'
              ? ['delivered', 'completed']
              : ['not_delivered', 'cancelled'],
          );
        const cash = route.stops
          .filter((stop) => stop.outcome === 'delivered' && stop.payment_method === 'cash')
          .reduce((sum, stop) => sum + Math.round(stop.total * 100), 0);
        expect(Math.round((route.cash_expected ?? -1) * 100)).toBe(cash);
        expect(Math.round(((route.cash_counted ?? 0) - (route.cash_expected ?? 0)) * 100)).toBe(
          Math.round((route.cash_difference ?? NaN) * 100),
        );
      }
    }
    const figures = await get<{
      on_time: { delivered: number };
      cash_differences: { difference: number }[];
    }>('/api/dashboard/deliveries');
    expect(figures.on_time.delivered).toBeGreaterThan(0);
    expect(figures.cash_differences.some((day) => day.difference !== 0)).toBe(true);
  });

  test('today is half planned: planned routes with stops, and due orders still free on the board', async () => {
    const routes = await routesOf(today());
    const planned = routes.filter((route) => route.status === 'planned');
    expect(planned.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.stops.length).toBeGreaterThan(0);
      expect(fitsItsVehicle(route)).toBe(true);
    }
    for (const route of routes.filter((one) => one.status === 'out'))
      for (const stop of route.stops)
        expect(stop.outcome === 'delivered').toBe(stop.order_status === 'completed');
    const onRoutes = new Set(routes.flatMap((route) => route.stops.map((stop) => stop.order_id)));
    const due = await database.db
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', ['new', 'in_process'])
      .where('delivery_date', '<=', today())
      .where('deleted_at', 'is', null)
      .execute();
    const free = due.filter((order) => !onRoutes.has(order.id));
    expect(free.length).toBeGreaterThan(0);
  });

  /** Stops whose order was taken after its route left, or recorded before it left. */
  const stopsOutOfTime = async (db: Kysely<Database>) =>
    (
      await sql<{ order_id: number }>`
        select s.order_id from delivery_stops as s
        inner join delivery_routes as r on r.id = s.route_id
        inner join orders as o on o.id = s.order_id
        where r.departed_at is not null
          and (o.created_at >= r.departed_at or s.recorded_at < r.departed_at
            or s.created_at < o.created_at)`.execute(db)
    ).rows;

  test('every route that left carried orders taken before it left, and recorded outcomes after', async () => {
    const left = await sql<{ n: number | string }>`
      select count(*) as n from delivery_routes where departed_at is not null`.execute(database.db);
    expect(Number(left.rows[0]?.n)).toBeGreaterThan(14);
    expect(await stopsOutOfTime(database.db)).toEqual([]);
  });

  test.each([
    ['midnight', 0],
    ['six in the evening', 18 * 60],
    ['six minutes to midnight', 24 * 60 - 6],
  ])(
    'seeded at %s (business time), today has a route out, a planned one and free due orders, and the demo customer 2,000 pesos or more in her wallet',
    async (_hour, minutes) => {
      const { handle, dispose } = await freshDatabase();
      try {
        const now = startOfBusinessDay(today()) + minutes * 60_000;
        const day = businessToday(now);
        await migrateToLatest(handle.db);
        await seedDatabase(handle.db, { size: 'demo', now });
        const { rows: routes } = await sql<{ status: string }>`
          select status from delivery_routes where route_date = ${day}`.execute(handle.db);
        expect(routes.map((route) => route.status)).toEqual(
          expect.arrayContaining(['out', 'planned']),
        );
        const free = await sql<{ n: number | string }>`
          select count(*) as n from orders as o
          where o.status in ('new', 'in_process') and o.delivery_date <= ${day}
            and o.deleted_at is null and not exists (
              select 1 from delivery_stops as s where s.order_id = o.id and s.removed_at is null)`.execute(
          handle.db,
        );
        expect(Number(free.rows[0]?.n)).toBeGreaterThan(0);
        expect(await stopsOutOfTime(handle.db)).toEqual([]);
        // she can pay a few cylinders from her wallet (seeded at 18:00 she once held 48 pesos), and
        // her balance is the sum of her movements, the last of them no later than now
        const { rows: wallets } = await sql<{
          balance: number | string;
          total: number | string;
          last: string;
        }>`
          select w.balance_cents as balance,
            (select sum(case when h.type_movement = 'credit' then h.amount_cents else -h.amount_cents end)
              from historicals as h where h.wallet_id = w.id) as total,
            (select max(h.created_at) from historicals as h where h.wallet_id = w.id) as last
          from wallets as w join users as u on u.id = w.user_id
          where u.email = ${demoAccounts.customer.email}`.execute(handle.db);
        const [wallet] = wallets;
        expect(Number(wallet?.balance)).toBeGreaterThanOrEqual(200_000);
        expect(Number(wallet?.total)).toBe(Number(wallet?.balance));
        expect(Date.parse(String(wallet?.last))).toBeLessThanOrEqual(now);
      } finally {
        await dispose();
      }
    },
    60_000,
  );
});
