import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Stores the account's one live code: every earlier code of the user is voided in the same
 * transaction (the caller's), so a new request never adds a second code to guess.
 */
export async function replacePasswordReset(
  trx: Transaction<Database>,
  reset: { user_id: number; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ used_at: reset.created_at })
    .where('user_id', '=', reset.user_id)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('password_resets')
    .values({ ...reset, used_at: null })
    .execute();
}

/** The user's live code: unused, unexpired (at most one, see replacePasswordReset). */
export const findLiveReset = (db: Kysely<Database>, userId: number, now: string) =>
  db
    .selectFrom('password_resets')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();

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

/**
 * Counts one wrong try against the live code, atomically; at `maxFailures` the code is voided.
 */
export async function recordResetFailure(
  db: Kysely<Database>,
  id: number,
  maxFailures: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({
      failed_attempts: sql<number>`failed_attempts + 1`,
      used_at: sql<
        string | null
      >`case when failed_attempts + 1 >= ${maxFailures} then ${now} else used_at end`,
    })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}

/** Invalidates every outstanding code of the user. */
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
