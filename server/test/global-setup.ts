// Before the server suites on PostgreSQL: one database migrated to the latest migration, the
// template that each test file's migrated database is copied from (test-databases.ts). Its name
// goes to the test files in TEST_TEMPLATE_DATABASE (jest starts its workers after this).
import { createDatabase, isPostgresUrl } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, TEMPLATE_VARIABLE } from './test-databases';

export default async function migrateTemplateDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) return;
  const templateUrl = await createTestDatabase(url);
  const handle = createDatabase({ url: templateUrl });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // a template takes no connection while it is copied
    await handle.db.destroy();
  }
  process.env[TEMPLATE_VARIABLE] = new URL(templateUrl).pathname.slice(1);
}
