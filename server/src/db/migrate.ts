import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './tables';

/** Applies every pending migration; throws the first failure. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // With a schema, Kysely keeps its bookkeeping tables there (otherwise it may see another
  // schema's kysely_migration table in information_schema and skip creating its own).
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined)
    throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((r) => r.migrationName);
}
