import { hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const SETTING = 'jwt_secret';

/** The shortest JWT_SECRET accepted: 32 bytes, the length of the HS256 key. */
export const MIN_SECRET_BYTES = 32;

/**
 * The master secret: JWT_SECRET when set; otherwise a random secret stored once in app_settings
 * (insert-if-absent, then read back, so concurrent processes agree on the same one). A database
 * back-up therefore holds the secret: treat back-ups as secrets.
 */
export async function resolveMasterSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) {
    const bytes = new TextEncoder().encode(configured);
    if (bytes.length < MIN_SECRET_BYTES)
      throw new Error(`JWT_SECRET must be at least ${String(MIN_SECRET_BYTES)} bytes long`);
    return bytes;
  }
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

export interface DerivedKeys {
  /** Signs and verifies the bearer tokens (HS256). */
  tokens: Uint8Array;
  /** The HMAC that protects stored reset codes. */
  resetCodes: Uint8Array;
}

const derive = (secret: Uint8Array, purpose: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'gas-lp-backoffice', purpose, 32));

/** One key per purpose, derived from the master secret with HKDF-SHA256 (RFC 5869). */
export const deriveKeys = (secret: Uint8Array): DerivedKeys => ({
  tokens: derive(secret, 'jwt-hs256'),
  resetCodes: derive(secret, 'reset-code-hmac'),
});
