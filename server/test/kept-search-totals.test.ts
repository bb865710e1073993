// The total of a search in an order list, on both engines, checked against a count of the orders
// table itself: every write that changes what a search finds (a new order, a status change, an edit
// of the searched text, a delete, another process's write) must show in the next total. SQLite keeps
// a total per slot and block of ids between calls and counts again only where a block's version
// moved (resources/orders/search-counts.ts; its own parts are in search-counts.test.ts); PostgreSQL
// counts from the texts orders share, kept by triggers (resources/orders/phrase-counts.ts).
import { sql } from 'kysely';
import { searchedCopyMismatches } from '../src/db/consistency';
import type { DatabaseHandle } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { freshDatabase, secondConnection } from './helper';
import {
  commonNeedle,
  copyOrder,
  expectTotals,
  idPastTheLast,
  listStatuses,
  oracle,
  orderMatching,
} from './order-search-oracle';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await freshDatabase());
  await prepareDatabase(handle, 'demo');
});

afterAll(() => dispose());

/**
 * PostgreSQL: order_search_texts (migration 2026_11_29_1400) holds every order's status, deletion
 * and searched text as orders does, and order_phrase_counts (2026_11_29_1500) the orders of each
 * phrase in it. SQLite has no such copy.
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
  const farId = (await idPastTheLast(handle, 5)) + 7;
  await copyOrder(handle, await orderMatching(handle, needle, listStatuses.finished), farId);
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

test('a fragment of the folio, or one across the folio and the name, is counted as the search finds it', async () => {
  const { rows } = await sql<{ id: number; text: string }>`
    select id, search_text as text from orders
    where deleted_at is null and status in ('completed', 'cancelled')
    order by id desc limit 1`.execute(handle.db);
  const { id, text } = rows[0] ?? { id: 0, text: '' };
  const space = text.indexOf(' ');
  const folio = text.slice(0, space);
  const phrase = text.slice(space + 1);
  const needles = [
    folio.slice(-4), // digits of the folio (and of some phones)
    folio.slice(0, 6), // every folio's start
    `${folio.slice(-3)} ${phrase.slice(0, 3)}`, // across the space
    `${folio.slice(-2)} ${phrase.slice(0, 3)}`, // across, two characters before it
    phrase.split(' ').slice(0, 2).join(' '), // two words of the phrase
    `${folio.slice(-3)}% ${phrase.slice(0, 1)}_`, // LIKE's wildcards, read as text
  ];
  for (const needle of needles) await expectTotals(handle, needle);
  expect(await oracle(handle, 'finished', needles[2] ?? '')).toBeGreaterThan(0);
  // an order whose text is its folio alone
  await sql`update orders set search_text = ${folio} where id = ${id}`.execute(handle.db);
  for (const needle of needles) await expectTotals(handle, needle);
  await expectSearchedCopy();
});

test("an edit of many orders' texts at once (an employee renamed) is counted order by order", async () => {
  const needle = await commonNeedle(handle);
  const renamed = 'qzxw';
  await sql`update orders set search_text = replace(search_text, ${needle}, ${renamed})
    where status in ('completed', 'cancelled')`.execute(handle.db);
  await expectTotals(handle, needle);
  await expectTotals(handle, renamed);
  expect(await oracle(handle, 'finished', renamed)).toBeGreaterThan(0);
  await expectSearchedCopy();
});
