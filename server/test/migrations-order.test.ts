// Migration names are dated slots handed out ahead of time, so one may land after others whose
// names sort later. A database migrated before it landed must still take it on its next start,
// not refuse to start ("corrupted migrations").
import { Migrator } from 'kysely';
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
    const schema = handle.schema;
    const { error } = await new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(before) },
      ...(schema === undefined ? {} : { migrationTableSchema: schema }),
    }).migrateToLatest();
    expect(error).toBeUndefined();

    expect(await migrateToLatest(handle.db, schema)).toEqual([LATE]);
    expect(await handle.db.selectFrom('audit_refusals').select('count').execute()).toEqual([]);
    // and nothing is left to run
    expect(await migrateToLatest(handle.db, schema)).toEqual([]);
  } finally {
    await dispose();
  }
});
