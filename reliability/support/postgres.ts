// The PostgreSQL the reliability specs run on: the one TEST_DATABASE_URL names, next to which each
// run creates a fresh database (bench/fresh-postgres.ts; the role must be allowed to create
// databases) and drops it at the end.
export { createFreshPostgres, type FreshPostgres } from '../../bench/fresh-postgres';

/** TEST_DATABASE_URL when it names a PostgreSQL database; undefined otherwise. */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url !== undefined && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

export const NO_POSTGRES =
  'TEST_DATABASE_URL is not set (e.g. postgres://gas:gas@127.0.0.1:5432/gas_test): the PostgreSQL run is skipped';
