// A durable SQLite database's WAL is checkpointed by a thread of its own (db/checkpoints.ts), not
// inside a commit on the event loop: the server's connection never checkpoints while the thread
// runs, and the pages written still reach the database file.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';
import { CHECKPOINT_EVERY_MS } from '../src/db/checkpoints';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'gaslp-checkpoints-'));
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const BLOB_BYTES = 3_000_000;

it('copies the WAL into the database file from its own thread', async () => {
  const file = join(folder, 'durable.db');
  const handle = createDatabase({ url: '', file, durable: true, readThreads: 0 });
  try {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      handle.db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(0);
    await sql`create table blobs (data blob not null)`.execute(handle.db);
    await sql`insert into blobs (data) values (randomblob(${BLOB_BYTES}))`.execute(handle.db);
    // written to the WAL; the server's connection leaves it there
    expect(statSync(file).size).toBeLessThan(BLOB_BYTES);
    const deadline = Date.now() + 20 * CHECKPOINT_EVERY_MS;
    while (statSync(file).size < BLOB_BYTES && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_EVERY_MS / 5));
    expect(statSync(file).size).toBeGreaterThanOrEqual(BLOB_BYTES);
  } finally {
    await handle.db.destroy();
  }
});

it('leaves a throwaway database to checkpoint itself', async () => {
  const handle = createDatabase({ url: '', file: join(folder, 'throwaway.db'), durable: false });
  try {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      handle.db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(1000);
  } finally {
    await handle.db.destroy();
  }
});
