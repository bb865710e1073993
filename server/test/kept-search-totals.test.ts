// The total of a search in an order list is kept per slot and block of ids between calls, on both
// engines (resources/orders/search-counts.ts), and counted again only where a block's version moved
// (migrations 2026_11_29_1100_version_order_search_blocks and …_1200_…_on_postgres): every write
// that changes what a search finds (a new order, a status change, an edit of the searched text, a
// delete, another process's write) must show in the next total, checked here against a count of
// the orders table itself. SQLite's own parts (the read thread, the FTS5 walks) are in
// search-counts.test.ts.
import { sql } from 'kysely';
import { searchedCopyMismatches } from '../src/db/consistency';
import type { DatabaseHandle } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { SEARCH_BLOCK_BITS } from '../src/resources/orders/search-count-ranges';
import { NEWEST_BLOCKS } from '../src/resources/orders/search-counts';
import { freshDatabase, secondConnection } from './helper';
import {
  commonNeedle,
  expectTotals,
  listStatuses,
  oracle,
  orderMatching,
  searchTotal,
} from './order-search-oracle';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await freshDatabase());
  await prepareDatabase(handle, 'demo');
});

afterAll(() => dispose());

/** A copy of order `source` under `id`, as a new order in that block of ids would be. */
async function copyOrder(source: number, id: number) {
  // the columns are read off the row itself: Kysely's introspection lists every schema's tables
  // on PostgreSQL, where another test file's schema may change meanwhile
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from orders where id = ${source}`.execute(handle.db);
  const columns = Object.keys(rows[0] ?? {}).filter((name) => name !== 'id' && name !== 'folio');
  const names = sql.join(columns.map((name) => sql.ref(name)));
  await sql`insert into orders (id, folio, ${names})
    select ${id}, ${`FAR-${String(id)}`}, ${names} from orders where id = ${source}`.execute(
    handle.db,
  );
}

/** The first id of the block `blocks` past the last order's. */
async function idPastTheLast(blocks: number) {
  const { rows } = await sql<{ id: number }>`select max(id) as id from orders`.execute(handle.db);
  const bits = SEARCH_BLOCK_BITS[handle.dialect];
  return (Math.floor((rows[0]?.id ?? 0) / 2 ** bits) + blocks) * 2 ** bits;
}

/** `write` with the block versions' update trigger off: the versions do not move. */
async function behindTheVersionsBack(write: () => Promise<unknown>) {
  if (handle.dialect === 'postgres') {
    const trigger = sql.raw('orders_version_search_blocks_after_update');
    await sql`alter table orders disable trigger ${trigger}`.execute(handle.db);
    try {
      await write();
    } finally {
      await sql`alter table orders enable trigger ${trigger}`.execute(handle.db);
    }
    // the same trigger keeps the searched copy of the orders: copied again, versions unmoved
    await sql`update order_search_texts as t
      set status = o.status, deleted_at = o.deleted_at, search_text = o.search_text
      from orders as o where o.id = t.id`.execute(handle.db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where name = 'order_search_blocks_after_update'`.execute(
    handle.db,
  );
  const definition = rows[0]?.sql ?? '';
  await sql`drop trigger order_search_blocks_after_update`.execute(handle.db);
  try {
    await write();
  } finally {
    await sql.raw(definition).execute(handle.db);
  }
}

/**
 * PostgreSQL: order_search_texts (migration 2026_11_29_1400), where searches are counted, holds
 * every order's status, deletion and searched text as orders does. SQLite has no such copy.
 */
async function expectSearchedCopy() {
  expect(await searchedCopyMismatches(handle.db, handle.dialect)).toEqual([]);
}

test('a kept search total follows status changes, edits of the searched text, deletes and restores', async () => {
  const needle = await commonNeedle(handle);
  await expectTotals(handle, needle);
  expect(await oracle(handle, 'finished', needle)).toBeGreaterThan(0);

  const active = await orderMatching(handle, needle, listStatuses.active);
  await sql`update orders set status = 'completed' where id = ${active}`.execute(handle.db);
  await expectTotals(handle, needle);

  const finished = await orderMatching(handle, needle, listStatuses.finished);
  await sql`update orders set search_text = 'nothing to find here' where id = ${finished}`.execute(
    handle.db,
  );
  await expectTotals(handle, needle);

  const other = await orderMatching(handle, needle, listStatuses.finished);
  await sql`update orders set deleted_at = '2025-01-01 00:00:00' where id = ${other}`.execute(
    handle.db,
  );
  await expectTotals(handle, needle);
  await sql`update orders set deleted_at = '2025-02-01 00:00:00' where id = ${other}`.execute(
    handle.db,
  );
  await expectSearchedCopy();
  await sql`update orders set deleted_at = null where id = ${other}`.execute(handle.db);
  await expectTotals(handle, needle);
  await expectSearchedCopy();
});

test('a new order in a block of ids never counted before is found, and its delete too', async () => {
  const needle = await commonNeedle(handle);
  await expectTotals(handle, needle);
  const farId = (await idPastTheLast(5)) + 7;
  await copyOrder(await orderMatching(handle, needle, listStatuses.finished), farId);
  await expectTotals(handle, needle);
  await expectSearchedCopy();
  await sql`delete from orders where id = ${farId}`.execute(handle.db);
  await expectTotals(handle, needle);
  await expectSearchedCopy();
});

test("another connection's write (another process on the same database) shows in the next total", async () => {
  const needle = await commonNeedle(handle);
  await expectTotals(handle, needle);
  const other = await secondConnection(handle);
  try {
    const finished = await orderMatching(handle, needle, listStatuses.finished);
    await sql`update orders set status = 'in_process' where id = ${finished}`.execute(other.db);
    await expectTotals(handle, needle);
    await expectTotals(other, needle);
  } finally {
    await other.db.destroy();
  }
});

test('a total is kept in parts: only the parts whose versions moved are counted again', async () => {
  // a needle not counted before, its first count made with a far block in place: the newest
  // blocks each on its own, and the blocks before them (every other order) as one part
  const needle = (await commonNeedle(handle)).slice(0, 3);
  const source = await orderMatching(handle, needle, ['completed']);
  const farId = (await idPastTheLast(NEWEST_BLOCKS + 2)) + 3;
  await copyOrder(source, farId);
  const before = await searchTotal(handle, 'finished', needle);
  expect(before).toBe(await oracle(handle, 'finished', needle));

  // an order of the old part no longer matching, behind the versions' back: still counted
  await behindTheVersionsBack(() =>
    sql`update orders set search_text = 'nothing to find here' where id = ${source}`.execute(
      handle.db,
    ),
  );
  expect(await oracle(handle, 'finished', needle)).toBe(before - 1);
  expect(await searchTotal(handle, 'finished', needle)).toBe(before);
  // a write in the far block has that block alone counted again: the old part still holds
  await sql`update orders set status = 'cancelled' where id = ${farId}`.execute(handle.db);
  expect(await searchTotal(handle, 'finished', needle)).toBe(before);
  // a write in the old part has it counted again, without the order
  const other = await orderMatching(handle, needle, ['cancelled'], farId);
  await sql`update orders set status = 'completed' where id = ${other}`.execute(handle.db);
  expect(await searchTotal(handle, 'finished', needle)).toBe(before - 1);
  await expectTotals(handle, needle);
  await sql`delete from orders where id = ${farId}`.execute(handle.db);
  await expectTotals(handle, needle);
});
