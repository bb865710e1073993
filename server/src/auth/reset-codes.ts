import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;

/** Wrong tries after which a live code is voided (per code and per account). */
export const RESET_CODE_MAX_FAILURES = 5;

/** Crockford's base 32: no I, L, O or U, so nothing reads as another symbol. */
export const RESET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Symbols per code: 10 × 5 bits = 50 bits. */
export const RESET_CODE_LENGTH = 10;

/** A fresh code, shown to the user in two groups of five: `7KQ2M-XW9DT`. */
export function newResetCode(): string {
  let code = '';
  for (let index = 0; index < RESET_CODE_LENGTH; index += 1)
    code += RESET_CODE_ALPHABET.charAt(randomInt(RESET_CODE_ALPHABET.length));
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * The code as typed, in canonical form: case, spaces and dashes do not matter, and the letters
 * people confuse with digits (O, I, L) read as the digits (Crockford's decoding rule).
 */
export const normalizeResetCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** Only this HMAC of the canonical code is stored. */
export const hashResetCode = (key: Uint8Array, userId: number, code: string): string =>
  createHmac('sha256', key)
    .update(`${String(userId)}:${normalizeResetCode(code)}`)
    .digest('hex');

export function resetCodeMatches(expectedHash: string, actualHash: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const actual = Buffer.from(actualHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
