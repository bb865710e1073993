// The product's SQLite database commits without waiting for the disk (synchronous = NORMAL) and
// flushes its WAL off the event loop before any answer shows a commit (wal-flushes.test.ts); only a
// test file's throwaway database skips the flushes altogether (synchronous = OFF, no flusher).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';

const NORMAL = 1;
const OFF = 0;

async function synchronousOf(
  durable: boolean | undefined,
): Promise<{ synchronous: number | undefined; flushes: boolean }> {
  const folder = mkdtempSync(join(tmpdir(), 'gaslp-durability-'));
  const handle = createDatabase({ url: '', file: join(folder, 'gas.db'), durable });
  try {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(handle.db);
    return { synchronous: rows[0]?.synchronous, flushes: handle.flushes !== undefined };
  } finally {
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

// an SQLite file whatever DATABASE_URL says (`url: ''`), so both CI runs check it
describe('the SQLite database', () => {
  test('flushes its WAL before answers unless asked otherwise', async () => {
    expect(await synchronousOf(undefined)).toEqual({ synchronous: NORMAL, flushes: true });
    expect(await synchronousOf(true)).toEqual({ synchronous: NORMAL, flushes: true });
  });

  test('skips the flushes only when opened as a throwaway', async () => {
    expect(await synchronousOf(false)).toEqual({ synchronous: OFF, flushes: false });
  });
});
