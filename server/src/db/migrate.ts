import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './tables';

/**
 * Migrations of the schemas of one PostgreSQL database run one at a time (the test suites give
 * every test file a schema): Kysely's migrator first lists the tables of every schema, by name,
 * and fails with "relation … does not exist" when another schema's migration drops a table under
 * it. A session advisory lock held on one connection while the migrator uses the others.
 */
const SCHEMA_MIGRATION_LOCK = 4_771_022_002;

/** Applies every pending migration; throws the first failure. */
export async function migrateToLatest(
  db: Kysely<Database>,
  schema?: string,
  /** the migrations to apply: all of them (a test applies fewer first) */
  provider: MigrationProvider = migrationProvider,
): Promise<string[]> {
  const migrator = migratorFor(db, schema, provider);
  return oneAtATime(db, schema, async () => {
    const { error, results } = await migrator.migrateToLatest();
    if (error !== undefined) throw asError(error);
    return (results ?? [])
      .filter((result) => result.status === 'Success')
      .map((r) => r.migrationName);
  });
}

/**
 * Migrates up or down to `target` (a test undoes the migrations after one it checks); answers the
 * names of the migrations applied afterwards. Throws the first failure.
 */
export async function migrateTo(
  db: Kysely<Database>,
  schema: string | undefined,
  target: string,
): Promise<string[]> {
  const migrator = migratorFor(db, schema, migrationProvider);
  return oneAtATime(db, schema, async () => {
    const { error } = await migrator.migrateTo(target);
    if (error !== undefined) throw asError(error);
    return (await migrator.getMigrations())
      .filter((applied) => applied.executedAt !== undefined)
      .map((applied) => applied.name);
  });
}

/** The migrator's failure as an Error (it answers whatever a migration threw). */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error('migration failed', { cause: error });
}

function migratorFor(
  db: Kysely<Database>,
  schema: string | undefined,
  provider: MigrationProvider,
): Migrator {
  // With a schema, Kysely keeps its bookkeeping tables there (otherwise it may see another
  // schema's kysely_migration table in information_schema and skip creating its own).
  return new Migrator({
    db,
    provider,
    // the dated names are slots handed out ahead of time: one may land after others whose names
    // sort later, and a database migrated meanwhile takes it on its next start (so a migration
    // never depends on one whose name sorts after its own)
    allowUnorderedMigrations: true,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
}

/** Runs `migrate` under the schemas' lock, again after a catalog race (only with a schema). */
async function oneAtATime<T>(
  db: Kysely<Database>,
  schema: string | undefined,
  migrate: () => Promise<T>,
): Promise<T> {
  // a schema is only named on PostgreSQL
  if (schema === undefined) return migrate();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_MIGRATION_LOCK})`.execute(connection);
    try {
      return await retryCatalogRaces(migrate);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_MIGRATION_LOCK})`.execute(connection);
    }
  });
}

/**
 * "relation … does not exist", "schema … does not exist" and "column … of relation … does not
 * exist": the listing resolves each column by its table's name (pg_get_serial_sequence), so a
 * table another schema's migration rebuilds and renames meanwhile (the striped status counts)
 * fails it with the last one.
 */
const CATALOG_RACE_CODES = new Set(['42P01', '3F000', '42703']);
const CATALOG_RACE_ATTEMPTS = 5;

/**
 * Kysely's migrator lists the tables of every schema before it runs anything (outside the
 * migrations' transaction), resolving each by name; a table of another schema that changes during
 * that listing fails it with "relation … does not exist" even under the lock above (a CI run on
 * PostgreSQL saw it once). Nothing has been applied at that point, so it is simply listed again.
 */
async function retryCatalogRaces<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= CATALOG_RACE_ATTEMPTS || !isCatalogRace(error)) throw error;
    }
  }
}

export function isCatalogRace(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as Error & { code?: unknown }).code;
    if (typeof code === 'string' && CATALOG_RACE_CODES.has(code)) return true;
  }
  return false;
}
