import { migrateToLatest } from './migrate';
import { isDatabaseEmpty, seedDatabase, type SeedSize } from './seed';
import type { DatabaseHandle } from './database';

/** Migrates, then seeds when no user exists yet. Returns true when it seeded. */
export async function prepareDatabase(
  { db }: DatabaseHandle,
  seedSize: SeedSize,
): Promise<boolean> {
  await migrateToLatest(db);
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db, { size: seedSize });
  return true;
}
