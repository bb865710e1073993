// Migrates, then fills an empty database with the demo data (SEED_SIZE=minimal for the light set).
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { isDatabaseEmpty, seedDatabase } from '../src/db/seed';

async function main(): Promise<void> {
  const { db, dialect } = createDatabase();
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      console.log(`${dialect}: the database already holds data; nothing seeded`);
      return;
    }
    const size = process.env.SEED_SIZE === 'minimal' ? 'minimal' : 'demo';
    const started = Date.now();
    await seedDatabase(db, { size });
    console.log(`${dialect}: ${size} seed done in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
