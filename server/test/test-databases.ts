// The server suites' databases. On SQLite, a throwaway file per test file. On PostgreSQL
// (DATABASE_URL), a database per test file, on the server and as the role of DATABASE_URL, named
// t_<12 hex digits> and dropped once every file is done (global-teardown.ts): a migrated one is
// copied from the template that global-setup.ts migrates once per run (about 0.1 s, where
// migrating took 0.4 s and more, one file at a time).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The names the suites give their databases on PostgreSQL (the template's too). */
export const TEST_DATABASE_NAME = /^t_[0-9a-f]{12}$/;

/** The environment variable global-setup.ts names the migrated template in. */
export const TEMPLATE_VARIABLE = 'TEST_TEMPLATE_DATABASE';

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

/** Runs one statement on the server of `url`, in the database the URL names. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a new database on the server of `url`, empty or a copy of `template` (a database no
 * one is connected to), and answers its URL.
 */
export async function createTestDatabase(url: string, template?: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !TEST_DATABASE_NAME.test(template))
    throw new Error(`not a test database: ${template}`);
  await onServer(
    url,
    template === undefined
      ? `create database ${name}`
      : `create database ${name} template ${template}`,
  );
  return databaseUrl(url, name);
}
