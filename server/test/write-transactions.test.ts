// The server's connection begins its transactions IMMEDIATE (db/database.ts). Another connection
// may hold SQLite's write lock for a moment (a read thread takes it for an
// instant when it reads the WAL index while a commit rewrites it): a transaction that reads before
// it writes must wait for the lock then, not fail with "database is locked", which is what a
// deferred transaction's upgrade from reading to writing does (SQLite calls no busy handler there).
import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';
import { temporaryFolder } from './temporary-folder';

const folder = temporaryFolder('gaslp-write-transactions-');

/** Milliseconds the other connection holds the write lock. */
const HELD_MS = 300;

/** A thread whose connection takes the write lock, says so, holds it HELD_MS, then commits. */
const lockHolder = (file: string): Worker =>
  new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require('better-sqlite3');
     const connection = new Database(workerData.file);
     connection.exec('begin immediate');
     parentPort.postMessage('locked');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.heldMs);
     connection.exec('commit');
     connection.close();`,
    { eval: true, workerData: { file, heldMs: HELD_MS } },
  );

it('a transaction that reads and then writes waits for a write lock another connection holds', async () => {
  const file = join(folder(), 'test.db');
  const handle = createDatabase({ url: '', file, durable: false });
  try {
    await sql`create table numbers (n integer not null)`.execute(handle.db);
    const holder = lockHolder(file);
    const exited = once(holder, 'exit');
    await once(holder, 'message');
    const started = Date.now();
    await handle.db.transaction().execute(async (transaction) => {
      const { rows } = await sql<{ total: number }>`
        select count(*) as total from numbers`.execute(transaction);
      await sql`insert into numbers (n) values (${(rows[0]?.total ?? 0) + 1})`.execute(transaction);
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HELD_MS / 2);
    const { rows } = await sql<{ n: number }>`select n from numbers`.execute(handle.db);
    expect(rows).toEqual([{ n: 1 }]);
    await exited;
  } finally {
    await handle.db.destroy();
  }
});
