// The product's SQLite database waits for the disk on every commit (synchronous = FULL: what the
// crash-safety proof relies on); only a test file's throwaway database may skip the flushes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';

const FULL = 2;
const OFF = 0;

async function synchronousOf(durable: boolean | undefined): Promise<number | undefined> {
  const folder = mkdtempSync(join(tmpdir(), 'gaslp-durability-'));
  const handle = createDatabase({ url: '', file: join(folder, 'gas.db'), durable });
  try {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(handle.db);
    return rows[0]?.synchronous;
  } finally {
    await handle.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

// an SQLite file whatever DATABASE_URL says (`url: ''`), so both CI runs check it
describe('the SQLite database', () => {
  test('flushes every commit to the disk unless asked otherwise', async () => {
    expect(await synchronousOf(undefined)).toBe(FULL);
    expect(await synchronousOf(true)).toBe(FULL);
  });

  test('skips the flushes only when opened as a throwaway', async () => {
    expect(await synchronousOf(false)).toBe(OFF);
  });
});
