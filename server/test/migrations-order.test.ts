// Migration names are dated slots handed out ahead of time, so one may land after others whose
// names sort later. A database migrated before it landed must still take it on its next start,
// not refuse to start ("corrupted migrations").
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations';
import { freshDatabase } from './helper';

/** A migration with a name that sorts before another's, independent of it (audit_refusals). */
const LATE = '2026_11_27_1200_create_audit_refusals';

test('a database migrated before a migration with an earlier name landed takes it on the next start', async () => {
  const { handle, dispose } = await freshDatabase();
  try {
    const all = await migrationProvider.getMigrations();
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name !== LATE));
    expect(Object.keys(before).some((name) => name > LATE)).toBe(true);
    await migrateToLatest(handle.db, {
      getMigrations: () => Promise.resolve(before),
    });

    expect(await migrateToLatest(handle.db)).toEqual([LATE]);
    expect(await handle.db.selectFrom('audit_refusals').select('count').execute()).toEqual([]);
    // and nothing is left to run
    expect(await migrateToLatest(handle.db)).toEqual([]);
  } finally {
    await dispose();
  }
});
