import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './tables';

// Processes starting together on one database migrate one at a time (prepareForStart, in
// initial-data.ts, under an advisory lock); Kysely's migrator holds a lock of its own besides.

/** Applies every pending migration; throws the first failure. */
export async function migrateToLatest(
  db: Kysely<Database>,
  /** the migrations to apply: all of them (a test applies fewer first) */
  provider: MigrationProvider = migrationProvider,
): Promise<string[]> {
  const { error, results } = await migratorFor(db, provider).migrateToLatest();
  if (error !== undefined) throw asError(error);
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/**
 * Migrates up or down to `target` (a test undoes the migrations after one it checks); answers the
 * names of the migrations applied afterwards. Throws the first failure.
 */
export async function migrateTo(db: Kysely<Database>, target: string): Promise<string[]> {
  const migrator = migratorFor(db, migrationProvider);
  const { error } = await migrator.migrateTo(target);
  if (error !== undefined) throw asError(error);
  return (await migrator.getMigrations())
    .filter((applied) => applied.executedAt !== undefined)
    .map((applied) => applied.name);
}

/** The migrator's failure as an Error (it answers whatever a migration threw). */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error('migration failed', { cause: error });
}

function migratorFor(db: Kysely<Database>, provider: MigrationProvider): Migrator {
  return new Migrator({
    db,
    provider,
    // the dated names are slots handed out ahead of time: one may land after others whose names
    // sort later, and a database migrated meanwhile takes it on its next start (so a migration
    // never depends on one whose name sorts after its own)
    allowUnorderedMigrations: true,
  });
}
