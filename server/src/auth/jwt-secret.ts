import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const SETTING = 'jwt_secret';

/**
 * The HS256 key: JWT_SECRET when set; otherwise a random secret stored once in app_settings
 * (insert-if-absent, then read back, so concurrent processes agree on the same one).
 */
export async function resolveJwtSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  await db
    .insertInto('app_settings')
    .values({ key: SETTING, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SETTING)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
