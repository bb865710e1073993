// After the server suites on PostgreSQL: drops the databases the test files made and their
// template (test-databases.ts). They are dropped here, once every file is done, and not by each
// file: a drop waits for the database's last connection to end.
import pg from 'pg';
import { isPostgresUrl } from '../src/db/database';
import { TEST_DATABASE_NAME } from './test-databases';

export default async function dropTestDatabases(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where datname ~ $1',
      [TEST_DATABASE_NAME.source],
    );
    for (const { name } of rows)
      if (TEST_DATABASE_NAME.test(name))
        await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
