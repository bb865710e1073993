import { createHmac, timingSafeEqual } from 'node:crypto';

// Compact JWS (RFC 7515) with HS256 only, on node:crypto. (jose 6 is ESM-only, which the jest
// server project cannot load.) The header must say alg HS256: no "none", no algorithm confusion.

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (input: string, key: Uint8Array): Buffer =>
  createHmac('sha256', key).update(input).digest();

export function signHs256(payload: object, key: Uint8Array): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${HEADER}.${body}.${signature(`${HEADER}.${body}`, key).toString('base64url')}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload of a token whose HS256 signature is valid; null otherwise. Claims are not checked. */
export function verifyHs256(token: string, key: Uint8Array): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, given] = parts as [string, string, string];
  const headerJson = parseJson(header);
  if (!isObject(headerJson) || headerJson.alg !== 'HS256') return null;
  const expected = signature(`${header}.${body}`, key);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const payload = parseJson(body);
  return isObject(payload) ? payload : null;
}
