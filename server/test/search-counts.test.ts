// SQLite's own parts of a kept search total and of a search page (resources/orders/search-counts.ts,
// list-search.ts): the FTS5 walks, read whole forwards or newest first, the counts made on a read
// thread, which sees only what is committed, and a total kept in parts. What a kept total must follow on both engines is
// in kept-search-totals.test.ts. An SQLite file whatever DATABASE_URL says (`url: ''`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { attachReadThread } from '../src/db/read-threads';
import { prepareDatabase } from '../src/db/prepare';
import { listOrderPage } from '../src/resources/orders/list-repository';
import { SMALL_SEARCH_LIST } from '../src/resources/orders/list-search';
import type { OrderListName } from '../src/domain/order-search';
import { NEWEST_BLOCKS } from '../src/resources/orders/search-counts';
import {
  commonNeedle,
  copyOrder,
  expectTotals,
  idPastTheLast,
  listStatuses,
  oracle,
  oraclePage,
  orderMatching,
  searchTotal,
} from './order-search-oracle';

let folder: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'gaslp-search-counts-'));
  handle = createDatabase({
    url: '',
    file: join(folder, 'test.db'),
    durable: false,
    readThreads: 1, // the counts run where a durable database runs them
  });
  await prepareDatabase(handle, 'demo');
});

afterAll(async () => {
  await handle.db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

async function pageIds(
  database: DatabaseHandle,
  list: OrderListName,
  needle: string,
  page: number,
  size: number,
) {
  const answer = await listOrderPage(
    database.db,
    'sqlite',
    { list, search: needle },
    { page, size },
  );
  return answer.data.map((order) => order.id);
}

// with the read thread and on the connection alone
test('a search page is the newest matches, read whole forwards for a small list or walked newest first for a large one', async () => {
  const needle = await commonNeedle(handle);
  const alone = createDatabase({ url: '', file: join(folder, 'test.db'), durable: false });
  const check = async () => {
    const total = await oracle(handle, 'finished', needle);
    const last = Math.max(1, Math.ceil(total / 7));
    for (const database of [handle, alone]) {
      for (const page of [1, 2, last, last + 1])
        expect(await pageIds(database, 'finished', needle, page, 7)).toEqual(
          await oraclePage(handle, 'finished', needle, page, 7),
        );
      expect(await pageIds(database, 'active', needle, 1, 7)).toEqual(
        await oraclePage(handle, 'active', needle, 1, 7),
      );
    }
    return total;
  };
  expect(await check()).toBeLessThanOrEqual(SMALL_SEARCH_LIST);
  // copies of a matching finished order until the list is large
  const source = await orderMatching(handle, needle, ['completed']);
  const { rows: columns } = await sql<{ name: string }>`
    select name from pragma_table_info('orders') where name not in ('id', 'folio')`.execute(
    handle.db,
  );
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  const { rows } = await sql<{ id: number }>`select max(id) as id from orders`.execute(handle.db);
  const first = (rows[0]?.id ?? 0) + 1;
  await sql`with recursive n(value) as (
      select 0 union all select value + 1 from n where value < ${SMALL_SEARCH_LIST}
    )
    insert into orders (id, folio, ${names})
    select ${first} + n.value, 'COPY-' || n.value, ${names}
    from orders, n where orders.id = ${source}`.execute(handle.db);
  expect(await check()).toBeGreaterThan(SMALL_SEARCH_LIST);
  await alone.db.destroy();
});

// A read thread sees only what is committed, while the server's connection also sees the writes
// of its group not yet committed (db/group-commit.ts): a count made by a reader behind the
// connection must be kept under what that reader saw, or the next total would keep it.
test('a count made by a reader behind the connection is counted again once the reader catches up', async () => {
  const needle = await commonNeedle(handle);
  const { rows } = await sql<{ file: string }>`
    select file from pragma_database_list where name = 'main'`.execute(handle.db);
  const file = rows[0]?.file ?? '';
  const lagging = createDatabase({ url: '', file, durable: false });
  const reader = new SqliteDatabase(file, { readonly: true });
  try {
    attachReadThread(lagging.db, {
      all: (text, parameters) => Promise.resolve(reader.prepare(text).all(...parameters)),
      close: () => undefined,
    });
    reader.exec('begin');
    reader.prepare('select count(*) from orders').get(); // the reader's snapshot, from now on
    const before = await oracle(lagging, 'finished', needle);
    const active = await orderMatching(handle, needle, listStatuses.active);
    await sql`update orders set status = 'completed' where id = ${active}`.execute(lagging.db);
    // counted as the reader sees it: the order not yet finished
    expect(await searchTotal(lagging, 'finished', needle)).toBe(before);
    reader.exec('commit');
    expect(await searchTotal(lagging, 'finished', needle)).toBe(before + 1);
    await expectTotals(lagging, needle);
  } finally {
    reader.close();
    await lagging.db.destroy();
  }
});

/** `write` with the block versions' update trigger off: the versions do not move. */
async function behindTheVersionsBack(write: () => Promise<unknown>) {
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

test('a total is kept in parts: only the parts whose versions moved are counted again', async () => {
  // a needle not counted before, its first count made with a far block in place: the newest
  // blocks each on its own, and the blocks before them (every other order) as one part
  const needle = (await commonNeedle(handle)).slice(0, 3);
  const source = await orderMatching(handle, needle, ['completed']);
  const farId = (await idPastTheLast(handle, NEWEST_BLOCKS + 2)) + 3;
  await copyOrder(handle, source, farId);
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
