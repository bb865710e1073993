// A durable SQLite database sends the reads that walk many index entries (`offLoopRows`) to a
// read thread with its own read-only connection (db/read-threads.ts), so they do not hold up the
// event loop: such a read must see every commit made before it, report SQL errors as the
// connection would, and fall back to the connection when the thread cannot serve.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { ReadThread, attachReadThread, offLoopRows } from '../src/db/read-threads';

let folder: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'gaslp-read-threads-'));
  // a throwaway file (no flushes) with the read thread a durable database has
  handle = createDatabase({
    url: '',
    file: join(folder, 'test.db'),
    durable: false,
    readThreads: 1,
  });
  await sql`create table numbers (n integer not null)`.execute(handle.db);
});

afterAll(async () => {
  await handle.db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

const total = async (database: DatabaseHandle) =>
  (await offLoopRows(database.db, sql<{ total: number }>`select count(*) as total from numbers`))[0]
    ?.total;

it('reads every commit made before the read, on a connection other than the server’s', async () => {
  for (let n = 1; n <= 3; n++) {
    await sql`insert into numbers (n) values (${n})`.execute(handle.db);
    expect(await total(handle)).toBe(n);
  }
  // a temporary table lives on the server's connection only: the thread does not see it
  await sql`create temp table here_only (n integer)`.execute(handle.db);
  const failure = await offLoopRows(handle.db, sql`select count(*) as total from here_only`).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Error);
  expect(failure).toMatchObject({ code: 'SQLITE_ERROR' });
  expect((failure as Error).message).toContain('here_only');
  await sql`drop table here_only`.execute(handle.db);
});

it('answers reads sent together, each with its own rows', async () => {
  const answers = await Promise.all(
    [1, 2, 3].map((n) =>
      offLoopRows(handle.db, sql<{ n: number }>`select n from numbers where n = ${n}`),
    ),
  );
  expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
});

it('leaves the reads to the connection when the thread cannot open the file', async () => {
  const other = createDatabase({ url: '', file: join(folder, 'other.db'), durable: false });
  try {
    await sql`create table numbers (n integer not null)`.execute(other.db);
    await sql`insert into numbers (n) values (7), (8)`.execute(other.db);
    attachReadThread(other.db, new ReadThread(join(folder, 'missing.db')));
    expect(await total(other)).toBe(2);
    expect(await total(other)).toBe(2);
  } finally {
    await other.db.destroy();
  }
});
