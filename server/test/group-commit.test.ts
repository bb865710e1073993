// On SQLite the write transactions that run in one turn of the event loop share one commit
// (db/group-commit.ts): each is a savepoint of the group's transaction. What callers rely on:
// a transaction that fails undoes its own writes alone; once `settled()` (what every answer waits
// for) has settled, every write of the group is committed, visible to any other connection; a group
// whose commit fails keeps none of its writes, tells whoever waits for it, and moves the change
// stamp; another connection of the same process that writes does not wait on an open group; a
// connection closed with a group open commits it first.
// An SQLite file whatever DATABASE_URL says (`url: ''`), so both CI runs check it.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { temporaryFolder } from './temporary-folder';

const folder = temporaryFolder('gaslp-group-commit-');
let files = 0;

async function freshHandle(): Promise<{ handle: DatabaseHandle; file: string }> {
  files += 1;
  const file = join(folder(), `test-${String(files)}.db`);
  const handle = createDatabase({ url: '', file, durable: false });
  await sql`create table numbers (n integer not null unique)`.execute(handle.db);
  return { handle, file };
}

/** The numbers as another connection (another process) sees them. */
function numbersSeenElsewhere(file: string): number[] {
  const other = new SqliteDatabase(file, { readonly: true });
  try {
    return other.prepare<[], number>('select n from numbers order by n').pluck().all();
  } finally {
    other.close();
  }
}

const insert = (handle: DatabaseHandle, ...numbers: number[]) =>
  handle.db.transaction().execute(async (transaction) => {
    for (const n of numbers) await sql`insert into numbers (n) values (${n})`.execute(transaction);
  });

test('transactions of one turn commit together, and a failing one undoes only its own writes', async () => {
  const { handle, file } = await freshHandle();
  try {
    const before = { ...handle.commits?.figures };
    const results = await Promise.allSettled([
      insert(handle, 1, 2),
      insert(handle, 3, 1), // 1 is taken: this transaction fails whole, 3 included
      insert(handle, 4),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await handle.settled?.();
    expect(numbersSeenElsewhere(file)).toEqual([1, 2, 4]);
    const figures = handle.commits?.figures;
    expect((figures?.transactions ?? 0) - (before.transactions ?? 0)).toBe(3);
    expect((figures?.groups ?? 0) - (before.groups ?? 0)).toBe(1);
  } finally {
    await handle.db.destroy();
  }
});

test('a group whose commit fails keeps none of its writes, tells who waits and moves the stamp', async () => {
  const { handle, file } = await freshHandle();
  try {
    // a deferred foreign key is checked at the commit: the one failure a savepoint cannot catch
    await sql`create table parents (id integer primary key)`.execute(handle.db);
    await sql`create table children (parent_id integer not null
      references parents (id) deferrable initially deferred)`.execute(handle.db);
    const stamp = handle.changeStamp?.();
    let settled: Promise<void> | null | undefined;
    await handle.db.transaction().execute(async (transaction) => {
      await sql`insert into numbers (n) values (7)`.execute(transaction);
      await sql`insert into children (parent_id) values (99)`.execute(transaction);
      settled = handle.settled?.(); // what an answer waits for: the group is open here
    });
    expect(settled).toBeInstanceOf(Promise);
    // SQLite's error, matched by its message: better-sqlite3's error class may come from another
    // test file's realm of this worker, which `toThrow` does not take for an error
    await expect(settled).rejects.toHaveProperty('message', expect.stringMatching(/FOREIGN KEY/));
    expect(numbersSeenElsewhere(file)).toEqual([]);
    expect(handle.changeStamp?.()).not.toBe(stamp);
    // the connection goes on: the next group commits
    await insert(handle, 8);
    await handle.settled?.();
    expect(numbersSeenElsewhere(file)).toEqual([8]);
  } finally {
    await handle.db.destroy();
  }
});

test("another connection of the process writes at once, while a group is open, and the group's writes stay", async () => {
  const { handle, file } = await freshHandle();
  const other = createDatabase({ url: '', file, durable: false });
  try {
    await insert(handle, 1); // the group stays open until the loop has run what is ready
    expect(handle.settled?.()).not.toBeNull();
    const started = Date.now();
    await sql`insert into numbers (n) values (2)`.execute(other.db);
    expect(Date.now() - started).toBeLessThan(1000); // not the 5 s busy timeout
    await handle.settled?.();
    expect(numbersSeenElsewhere(file)).toEqual([1, 2]);
  } finally {
    await other.db.destroy();
    await handle.db.destroy();
  }
});

test('a connection closed with a group open commits it first', async () => {
  const { handle, file } = await freshHandle();
  await insert(handle, 5);
  expect(handle.settled?.()).not.toBeNull();
  await handle.db.destroy();
  expect(numbersSeenElsewhere(file)).toEqual([5]);
});
