// Migration names are dated slots handed out ahead of time, so one may land after others whose
// names sort later. A database migrated before it landed must still take it on its next start,
// not refuse to start ("corrupted migrations").
import { isCatalogRace, migrateToLatest } from '../src/db/migrate';
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
    await migrateToLatest(handle.db, schema, {
      getMigrations: () => Promise.resolve(before),
    });

    expect(await migrateToLatest(handle.db, schema)).toEqual([LATE]);
    expect(await handle.db.selectFrom('audit_refusals').select('count').execute()).toEqual([]);
    // and nothing is left to run
    expect(await migrateToLatest(handle.db, schema)).toEqual([]);
  } finally {
    await dispose();
  }
});

test('a migration that meets another schema changing under its listing of tables is listed again, and nothing else is', () => {
  const missing = Object.assign(new Error('relation "t_1.audit_refusals" does not exist'), {
    code: '42P01',
  });
  expect(isCatalogRace(missing)).toBe(true);
  expect(isCatalogRace(new Error('migration failed', { cause: missing }))).toBe(true);
  const renamed = Object.assign(
    new Error('column "stripe" of relation "order_status_counts" does not exist'),
    { code: '42703' },
  );
  expect(isCatalogRace(renamed)).toBe(true);
  expect(isCatalogRace(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
  expect(isCatalogRace('relation does not exist')).toBe(false);
});
