// Applies pending migrations to the database chosen by DATABASE_URL / DATABASE_FILE.
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

async function main(): Promise<void> {
  const { db, dialect } = createDatabase();
  try {
    const applied = await migrateToLatest(db);
    console.log(`${dialect}: ${applied.length} migration(s) applied`, applied);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
