import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export async function isTokenRevoked(db: Kysely<Database>, jti: string): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_tokens')
    .select('jti')
    .where('jti', '=', jti)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes a token until its expiry, and forgets revocations that have expired. */
export async function revokeToken(
  db: Kysely<Database>,
  jti: string,
  expiresAt: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}
