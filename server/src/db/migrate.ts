import { Migrator, sql, type Kysely } from 'kysely';
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
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // With a schema, Kysely keeps its bookkeeping tables there (otherwise it may see another
  // schema's kysely_migration table in information_schema and skip creating its own).
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // the dated names are slots handed out ahead of time: one may land after others whose names
    // sort later, and a database migrated meanwhile takes it on its next start (so a migration
    // never depends on one whose name sorts after its own)
    allowUnorderedMigrations: true,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const migrate = async () => {
    const { error, results } = await migrator.migrateToLatest();
    if (error !== undefined)
      throw error instanceof Error ? error : new Error('migration failed', { cause: error });
    return (results ?? [])
      .filter((result) => result.status === 'Success')
      .map((r) => r.migrationName);
  };
  // a schema is only named on PostgreSQL
  if (schema === undefined) return migrate();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_MIGRATION_LOCK})`.execute(connection);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_MIGRATION_LOCK})`.execute(connection);
    }
  });
}
