// A SQLite WAL starts over only once a checkpoint has copied all of it and no reader still reads
// it; another connection that is always reading (a read thread, another process) keeps the
// automatic checkpoints from ever copying all of it, and the WAL then grows with every commit.
// The server's connection checks its length every so many commits and waits briefly for the
// readers to start it over (db/wal-restart.ts).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';
import { walRestartPolicy } from '../src/db/wal-restart';
import { temporaryFolder } from './temporary-folder';

const folder = temporaryFolder('gaslp-wal-restart-');

/**
 * Another connection that reads the file nearly all the time, as a busy read thread does: each
 * read transaction lasts 5 ms, with 1 ms between two. The automatic checkpoints, which run right
 * after a commit and do not wait, nearly always find a read holding the WAL.
 */
function busyReader(file: string): { stop: () => Promise<void> } {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const db = new Database(workerData.file, { readonly: true });
     const read = db.prepare('select count(*) from pages');
     const pause = new Int32Array(new SharedArrayBuffer(4));
     while (Atomics.load(workerData.stop, 0) === 0) {
       db.exec('begin');
       read.get();
       Atomics.wait(pause, 0, 0, 5);
       db.exec('commit');
       Atomics.wait(pause, 0, 0, 1);
     }
     db.close();`,
    { eval: true, workerData: { file, driver: require.resolve('better-sqlite3'), stop } },
  );
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  return {
    stop: async () => {
      Atomics.store(stop, 0, 1);
      await exited;
    },
  };
}

it('starts the WAL over while another connection reads nearly all the time', async () => {
  // checked more often than the server's (so that a few thousand commits show it)
  const policy = { ...walRestartPolicy };
  Object.assign(walRestartPolicy, { everyCommits: 100, restartFrames: 1000, retryCommits: 10 });
  const file = join(folder(), 'busy.db');
  const handle = createDatabase({ url: '', file, readThreads: 0 });
  try {
    await sql`create table pages (body text not null)`.execute(handle.db);
    const reader = busyReader(file);
    const body = 'x'.repeat(2000);
    // 3,000 commits of a row each: about 24 MB of WAL if it never starts over
    for (let n = 0; n < 3000; n++)
      await sql`insert into pages (body) values (${body})`.execute(handle.db);
    await reader.stop();
    expect(statSync(`${file}-wal`).size).toBeLessThan(8 * 1024 * 1024);
  } finally {
    Object.assign(walRestartPolicy, policy);
    await handle.db.destroy();
  }
});
