// The demo data looks like a real month of one business: on a fresh start the dashboard's orders
// per day are of the same order every day (no pile of open orders on the last days), and the open
// orders are today's and yesterday's, in numbers a day's work leaves open.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
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
