import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;

/** A 6-digit code, zero padded. */
export const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Only this HMAC of the code is stored. */
export const hashResetCode = (key: Uint8Array, userId: number, code: string): string =>
  createHmac('sha256', key).update(`${userId}:${code.trim()}`).digest('hex');

export function resetCodeMatches(expectedHash: string, actualHash: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const actual = Buffer.from(actualHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
