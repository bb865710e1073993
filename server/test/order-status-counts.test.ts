// The orders per status kept in stripes (migration 2026_11_29_1000_stripe_order_status_counts):
// the migration carries the counts over, the stripes sum to the orders after concurrent writes,
// and on PostgreSQL two connections adding orders do not wait for each other on the counter.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { checkConsistency } from '../src/db/consistency';
import type { DialectName } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import type { Insertable } from 'kysely';
import type { Database, OrdersTable, OrderStatusValue } from '../src/db/tables';
import { countedOrders, statusCounts } from '../src/resources/orders/status-counts';
import { freshDatabase, migrateToBefore, testDatabaseUrl } from './helper';

const MIGRATION = '2026_11_29_1000_stripe_order_status_counts';
const STATUSES: readonly OrderStatusValue[] = ['new', 'in_process', 'completed', 'cancelled'];

let db: Kysely<Database>;
let dialect: DialectName;
let databaseUrl = '';
let dispose: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  ({ db, dialect } = fresh.handle);
  if (dialect === 'postgres') databaseUrl = testDatabaseUrl(fresh.handle);
  dispose = fresh.dispose;
  await prepareDatabase(fresh.handle, 'demo');
}, 120_000);
afterAll(() => dispose());

/** `<status>/<deleted>` -> orders, counted in the orders table. */
async function truth(): Promise<Record<string, number>> {
  const rows = await db.selectFrom('orders').select(['status', 'deleted_at']).execute();
  const counts: Record<string, number> = {};
  for (const status of STATUSES) for (const deleted of [0, 1]) counts[`${status}/${deleted}`] = 0;
  for (const row of rows) {
    const key = `${row.status}/${row.deleted_at === null ? 0 : 1}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** `<status>/<deleted>` -> the counters' sum over their stripes, and the rows per pair. */
async function stored(): Promise<{ sums: Record<string, number>; rows: Record<string, number> }> {
  const found = await sql<{
    status: string;
    deleted: number;
    n: number | string;
    rows: number | string;
  }>`
    select status, deleted, sum(orders_count) as n, count(*) as rows
    from order_status_counts group by status, deleted`.execute(db);
  const sums: Record<string, number> = {};
  const rows: Record<string, number> = {};
  for (const row of found.rows) {
    sums[`${row.status}/${String(row.deleted)}`] = Number(row.n);
    rows[`${row.status}/${String(row.deleted)}`] = Number(row.rows);
  }
  return { sums, rows };
}

/** A copy of a demo order under a new folio: `insert into orders` with every column given. */
async function orderValues(): Promise<Insertable<OrdersTable>> {
  const template = await db
    .selectFrom('orders')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: _id, revision: _revision, ...values } = template;
  return {
    ...values,
    status: 'new',
    completed_at: null,
    cancelled_at: null,
    in_process_at: null,
  };
}

const folio = () => `T-${randomBytes(5).toString('hex')}`;

it('the migration carries the counts over to stripe 0, and comes undone to one row per pair', async () => {
  await migrateToBefore(db, MIGRATION);
  const expected = await truth();
  expect(expected['completed/0']).toBeGreaterThan(100);
  // one row per pair before (the undone migration summed the stripes back)
  const before = await stored();
  expect(before.sums).toEqual(expected);
  expect(Object.values(before.rows).every((rows) => rows === 1)).toBe(true);

  expect(await migrateToLatest(db)).toContain(MIGRATION);
  const after = await stored();
  expect(after.sums).toEqual(expected);
  // PostgreSQL: 32 stripes per pair, made by the migration; SQLite: stripe 0 only
  const stripes = dialect === 'postgres' ? 32 : 1;
  expect(Object.values(after.rows)).toEqual(Array.from({ length: 8 }, () => stripes));
  expect((await checkConsistency(db, dialect)).countMismatches).toEqual([]);
  // the readers sum the stripes
  const live = await statusCounts(db);
  expect(live).toEqual({
    new: expected['new/0'],
    in_process: expected['in_process/0'],
    completed: expected['completed/0'],
    cancelled: expected['cancelled/0'],
    total:
      (expected['new/0'] ?? 0) +
      (expected['in_process/0'] ?? 0) +
      (expected['completed/0'] ?? 0) +
      (expected['cancelled/0'] ?? 0),
  });
  expect(
    await countedOrders(db, [
      { status: 'completed', deleted: false },
      { status: 'cancelled', deleted: true },
    ]),
  ).toBe((expected['completed/0'] ?? 0) + (expected['cancelled/1'] ?? 0));
}, 120_000);

it('the stripes sum to the orders after concurrent inserts, status changes, deletes and restores on several connections', async () => {
  const values = await orderValues();
  const ids = (
    await Promise.all(
      Array.from({ length: 24 }, () =>
        db
          .insertInto('orders')
          .values({ ...values, folio: folio() })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    )
  ).map((row) => row.id);
  const now = new Date().toISOString();
  // each order on its own path, all at once over the pool's connections, each in a transaction
  await Promise.all(
    ids.map((id, index) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({ status: 'in_process' })
          .where('id', '=', id)
          .execute();
        if (index % 3 === 0)
          await trx
            .updateTable('orders')
            .set({ status: 'completed', completed_at: now })
            .where('id', '=', id)
            .execute();
        if (index % 3 === 1)
          await trx
            .updateTable('orders')
            .set({ status: 'cancelled' })
            .where('id', '=', id)
            .execute();
        if (index % 4 === 0)
          await trx.updateTable('orders').set({ deleted_at: now }).where('id', '=', id).execute();
      }),
    ),
  );
  await Promise.all(
    ids
      .filter((_id, index) => index % 8 === 0)
      .map((id) =>
        db.updateTable('orders').set({ deleted_at: null }).where('id', '=', id).execute(),
      ),
  );
  expect((await stored()).sums).toEqual(await truth());
  expect((await checkConsistency(db, dialect)).countMismatches).toEqual([]);
}, 60_000);

it('two connections adding orders do not wait for each other on the counters (PostgreSQL; SQLite has one writer and stripe 0)', async () => {
  if (dialect !== 'postgres') {
    const values = await orderValues();
    await db
      .insertInto('orders')
      .values({ ...values, folio: folio() })
      .execute();
    const stripes = await db
      .selectFrom('order_status_counts')
      .select('stripe')
      .distinct()
      .execute();
    expect(stripes).toEqual([{ stripe: 0 }]);
    return;
  }
  // connections until two write different stripes (pid % 32): a pool's are told apart the same way
  const clients: pg.Client[] = [];
  const stripeOf = async (client: pg.Client) =>
    (await client.query<{ stripe: number }>('select pg_backend_pid() % 32 as stripe')).rows[0]
      ?.stripe;
  try {
    let pair: [pg.Client, pg.Client] | undefined;
    while (pair === undefined && clients.length < 40) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      clients.push(client);
      const mine = await stripeOf(client);
      for (const other of clients.slice(0, -1))
        if ((await stripeOf(other)) !== mine) pair = [other, client];
    }
    if (pair === undefined) throw new Error('no two connections on different stripes');
    const [first, second] = pair;
    const values = await orderValues();
    const insert = async (client: pg.Client) => {
      const row = { ...values, folio: folio() };
      const columns = Object.keys(row);
      await client.query(
        `insert into orders (${columns.join(', ')}) values (${columns.map((_c, i) => `$${String(i + 1)}`).join(', ')})`,
        Object.values(row),
      );
    };
    const before = (await stored()).sums['new/0'] ?? 0;
    await first.query('begin');
    await insert(first);
    // the first transaction is still open, its counter row locked: the second must not wait
    await second.query(`set lock_timeout = '3s'`);
    await second.query('begin');
    await insert(second);
    await second.query('commit');
    await first.query('commit');
    expect((await stored()).sums['new/0']).toBe(before + 2);
    expect((await stored()).sums).toEqual(await truth());
  } finally {
    for (const client of clients) await client.end();
  }
}, 60_000);
