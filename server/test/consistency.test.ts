// The after-check that fuzzing, load and crash runs (and `npm run db:check`) rely on: it must say
// "consistent" for a database the server wrote, and name what no longer adds up once a row is
// changed behind the server's back.
import { sql } from 'kysely';
import { checkConsistency } from '../src/db/consistency';
import { createTestApp, demoUserId, type TestApp } from './helper';

let t: TestApp;
let walletId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin');
  const customerId = await demoUserId(t.database, 'customer');
  const opened = await t.call({
    method: 'POST',
    url: '/api/wallets',
    token: admin,
    payload: { user_id: customerId, amount: 150.5 },
  });
  expect(opened.statusCode).toBe(201);
  walletId = opened.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
});

const report = () => checkConsistency(t.database.db, t.database.dialect);

it('finds a database the server wrote consistent', async () => {
  expect(await report()).toEqual({
    integrity: 'ok',
    unbalancedWallets: [],
    negativeWallets: [],
    countMismatches: [],
    ok: true,
  });
});

it('names a wallet whose balance is no longer the sum of its movements', async () => {
  await t.database.db
    .updateTable('wallets')
    .set({ balance_cents: sql`balance_cents + 1` })
    .where('id', '=', walletId)
    .execute();
  const found = await report();
  expect(found.ok).toBe(false);
  expect(found.unbalancedWallets).toEqual([
    { walletId, balanceCents: 15_051, movementsCents: 15_050 },
  ]);
  await t.database.db
    .updateTable('wallets')
    .set({ balance_cents: sql`balance_cents - 1` })
    .where('id', '=', walletId)
    .execute();
});

it('names an order counter that no longer matches the orders', async () => {
  await t.database.db
    .insertInto('order_status_counts')
    .values({ status: 'cancelled', deleted: 1, orders_count: 0 })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await t.database.db
    .updateTable('order_status_counts')
    .set({ orders_count: sql`orders_count + 2` })
    .where('status', '=', 'cancelled')
    .where('deleted', '=', 1)
    .where('stripe', '=', 0)
    .execute();
  const found = await report();
  expect(found.ok).toBe(false);
  expect(found.countMismatches).toContainEqual({
    key: 'cancelled/1',
    stored: expect.any(Number) as unknown,
    counted: expect.any(Number) as unknown,
  });
  const mismatch = found.countMismatches.find((m) => m.key === 'cancelled/1');
  expect((mismatch?.stored ?? 0) - (mismatch?.counted ?? 0)).toBe(2);
});

it('names, on PostgreSQL, an order whose searched copy no longer matches it', async () => {
  const zone = await t.database.db
    .selectFrom('zones')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: await t.login('admin'),
    payload: {
      customer_phone: '33 1234 5678',
      customer_name: 'Rosa Martínez',
      address: 'Calle Hidalgo 45, Centro',
      zone_id: zone.id,
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 420,
      payment_method: 'cash',
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const copyMismatches = async () =>
    (await report()).countMismatches.filter((m) => m.key === 'order_search_texts');
  expect(await copyMismatches()).toEqual([]);
  // on SQLite there is no copy: the orders' own search text changed stays consistent
  const table = t.database.dialect === 'postgres' ? 'order_search_texts' : 'orders';
  await sql`update ${sql.table(table)} set search_text = 'behind the back'
    where id = ${id}`.execute(t.database.db);
  if (t.database.dialect === 'postgres') {
    expect(await copyMismatches()).toEqual([{ key: 'order_search_texts', stored: 1, counted: 0 }]);
    await sql`update order_search_texts as c set search_text = o.search_text
      from orders as o where o.id = c.id and c.id = ${id}`.execute(t.database.db);
  }
  expect(await copyMismatches()).toEqual([]);
});

it('names a half day or a month of completed orders whose count or unit prices no longer match the orders', async () => {
  const zone = await t.database.db
    .selectFrom('zones')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('completed_order_prices')
    .values({
      period: '2026-01-15T06',
      zone_id: zone.id,
      product: 'cylinder_20kg',
      orders_count: 2,
      unit_price_cents_sum: 80_000,
    })
    .execute();
  const found = await report();
  expect(found.ok).toBe(false);
  const key = `2026-01-15T06/${String(zone.id)}/cylinder_20kg`;
  expect(found.countMismatches).toEqual(
    expect.arrayContaining([
      { key: `completed/${key}`, stored: 2, counted: 0 },
      { key: `completed_unit_price_cents/${key}`, stored: 80_000, counted: 0 },
    ]),
  );
  await t.database.db
    .deleteFrom('completed_order_prices')
    .where('period', '=', '2026-01-15T06')
    .execute();
  await t.database.db
    .insertInto('completed_order_months')
    .values({
      month: '2026-01',
      zone_id: zone.id,
      product: 'cylinder_20kg',
      orders_count: 0,
      unit_price_cents_sum: 500,
    })
    .execute();
  expect((await report()).countMismatches).toContainEqual({
    key: `completed_unit_price_cents/2026-01/${String(zone.id)}/cylinder_20kg`,
    stored: 500,
    counted: 0,
  });
  await t.database.db.deleteFrom('completed_order_months').where('month', '=', '2026-01').execute();
  expect(
    (await report()).countMismatches.filter((mismatch) => mismatch.key.startsWith('completed')),
  ).toEqual([]);
});
