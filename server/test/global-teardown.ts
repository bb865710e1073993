// After the server suites on PostgreSQL: drops the schemas the test files made (helper.ts,
// freshDatabase). They are not dropped by the files themselves: Kysely's migrator lists the tables
// of every schema (has_schema_privilege by name), so a schema dropped by one test file while
// another file migrates fails that migration with "schema … does not exist".
import pg from 'pg';

export default async function dropTestSchemas(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || !/^postgres(ql)?:\/\//.test(url)) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname ~ '^t_[0-9a-f]{12}$'",
    );
    for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
  } finally {
    await client.end();
  }
}
