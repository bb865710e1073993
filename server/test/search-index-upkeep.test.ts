// A durable SQLite database merges its search indexes into one segment when the server is idle
// (db/search-index-upkeep.ts): a merge must keep every match, run only on ticks without writes,
// go on where it stopped, and not start again before there were writes and the interval passed.
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import {
  SearchIndexUpkeep,
  mergeSearchIndexes,
  segmentsOf,
  type UpkeepPolicy,
} from '../src/db/search-index-upkeep';
import { temporaryFolder } from './temporary-folder';

const folder = temporaryFolder('gaslp-search-upkeep-');
let handle: DatabaseHandle;

const NEEDLES = ['555', '1234', 'garc', 'ez 55', 'xyz'];
/** An order's text, with an address long enough that the index spans a few pages. */
const texts = (n: number) => [
  `garcia lopez 55512${String(n).padStart(4, '0')} calle ${(n * 7919).toString(36)} ${(n * 104729).toString(36)} col ${(n * 31).toString(36)}`,
  `perez martinez 55${String(n * 7).padStart(6, '0')} avenida ${(n * 6007).toString(36)} ${(n * 3571).toString(36)}`,
];

/** Rows written one transaction each, as the server's commits do: a segment each. */
async function writeRows(from: number, count: number): Promise<void> {
  for (let n = from; n < from + count; n++) {
    const [text] = texts(n);
    await handle.db
      .transaction()
      .execute((trx) =>
        sql`insert into orders_search (rowid, search_text) values (${n}, ${text})`.execute(trx),
      );
    // a status change: the order leaves its key for another one
    if (n % 3 === 0)
      await handle.db.transaction().execute(async (trx) => {
        await sql`delete from orders_search where rowid = ${n}`.execute(trx);
        await sql`insert into orders_search (rowid, search_text) values (${n + 1_000_000}, ${texts(n)[1]})`.execute(
          trx,
        );
      });
  }
}

/** Every needle's matches, in key order. */
async function matches(): Promise<Record<string, number[]>> {
  const found: Record<string, number[]> = {};
  for (const needle of NEEDLES) {
    const { rows } = await sql<{ rowid: number }>`
      select rowid from orders_search where orders_search match ${`"${needle}"`} order by rowid`.execute(
      handle.db,
    );
    found[needle] = rows.map((row) => row.rowid);
  }
  return found;
}

beforeEach(async () => {
  // a throwaway file: no upkeep of its own, the tests drive one
  handle = createDatabase({
    url: '',
    file: join(folder(), `${String(Date.now())}-${String(Math.random()).slice(2)}.db`),
    durable: false,
  });
  await sql`create virtual table orders_search using fts5(
    search_text, content='', contentless_delete=1, tokenize='trigram')`.execute(handle.db);
  await writeRows(1, 150);
});

afterEach(async () => {
  await handle.db.destroy();
});

it('merges an index into one segment and keeps every match', async () => {
  const before = await matches();
  expect(before.garc?.length).toBeGreaterThan(0);
  expect(await segmentsOf(handle.db, 'orders_search')).toBeGreaterThan(1);
  expect(await mergeSearchIndexes(handle.db)).toBeGreaterThan(0);
  expect(await segmentsOf(handle.db, 'orders_search')).toBe(1);
  expect(await matches()).toEqual(before);
  // one segment: nothing more to merge
  expect(await mergeSearchIndexes(handle.db)).toBe(0);
});

describe('the idle-time upkeep', () => {
  let writes: number;
  let clock: number;
  // steps of one page: a few dozen rows' index takes several
  const policy = (stepBudgetMs: number): UpkeepPolicy => ({
    tickMs: 1000,
    stepBudgetMs,
    intervalMs: 60_000,
    stepPages: 1,
  });
  const upkeepWith = (stepBudgetMs: number) =>
    new SearchIndexUpkeep(
      handle.db,
      () => writes,
      policy(stepBudgetMs),
      () => clock,
    );
  const segments = () => segmentsOf(handle.db, 'orders_search');

  beforeEach(() => {
    writes = 0;
    clock = 0;
  });

  it('merges only on a tick with no writes since the tick before', async () => {
    const upkeep = upkeepWith(10_000);
    const before = await segments();
    await upkeep.tick(); // the first look: nothing to compare with yet
    writes += 1;
    await upkeep.tick(); // written since
    expect(upkeep.figures).toMatchObject({ steps: 0, merges: 0 });
    expect(await segments()).toBe(before);
    await upkeep.tick(); // idle
    expect(upkeep.figures.merges).toBe(1);
    expect(upkeep.figures.steps).toBeGreaterThan(0);
    expect(await segments()).toBe(1);
  });

  it('goes on at the next idle tick with a merge it could not finish in one', async () => {
    // a budget of 0 ms: one step per tick (the clock does not move)
    const upkeep = upkeepWith(0);
    await upkeep.tick();
    await upkeep.tick();
    expect(upkeep.figures).toMatchObject({ steps: 1, merges: 0 });
    writes += 1;
    await upkeep.tick(); // busy again: the merge waits
    expect(upkeep.figures.steps).toBe(1);
    for (let tick = 0; tick < 100 && upkeep.figures.merges === 0; tick++) await upkeep.tick();
    expect(upkeep.figures.merges).toBe(1);
    expect(upkeep.figures.steps).toBeGreaterThan(1);
    expect(await segments()).toBe(1);
  });

  it('does not merge again before there were writes and the interval passed', async () => {
    const upkeep = upkeepWith(10_000);
    await upkeep.tick();
    await upkeep.tick();
    expect(upkeep.figures.merges).toBe(1);
    await writeRows(100, 20);
    const written = await segments();
    expect(written).toBeGreaterThan(1);

    writes += 1;
    await upkeep.tick();
    clock += 30_000;
    await upkeep.tick(); // idle, but half the interval
    expect(upkeep.figures.merges).toBe(1);
    expect(await segments()).toBe(written);

    clock += 30_000;
    await upkeep.tick(); // idle, the interval passed, and written since the last merge
    expect(upkeep.figures.merges).toBe(2);
    expect(await segments()).toBe(1);

    clock += 60_000;
    await upkeep.tick(); // no writes since: nothing to do
    expect(upkeep.figures.merges).toBe(2);
  });
});

it('is started for a durable database only', async () => {
  const durable = createDatabase({ url: '', file: join(folder(), 'durable.db') });
  try {
    expect(durable.upkeep).toBeInstanceOf(SearchIndexUpkeep);
    expect(handle.upkeep).toBeUndefined();
  } finally {
    await durable.db.destroy();
  }
});
