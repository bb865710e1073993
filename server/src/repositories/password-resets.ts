import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: { user_id: number; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...reset, used_at: null })
    .execute();
}

/** Unused, unexpired codes of a user. */
export const findUsableResets = (db: Kysely<Database>, userId: number, now: string) =>
  db
    .selectFrom('password_resets')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();

/** Marks a code used; false when another request used it first (single use). */
export async function markResetUsed(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Invalidates every other outstanding code of the user. */
export async function expireUserResets(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
