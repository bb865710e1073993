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

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The bytes of a segment in canonical unpadded base64url; null for anything else. Node's decoder
 * skips characters outside the alphabet, takes padding and ignores the unused low bits of the last
 * character, so that many texts would decode to the same bytes: one token, many accepted copies.
 */
function decodeStrict(segment: string): Buffer | null {
  if (!BASE64URL.test(segment)) return null;
  const bytes = Buffer.from(segment, 'base64url');
  return bytes.toString('base64url') === segment ? bytes : null;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload of a token whose HS256 signature is valid; null otherwise. Claims are not checked.
 * Read strictly: exactly three segments, each in canonical base64url (no padding, no character
 * outside the alphabet), so that a valid token has one spelling only.
 */
export function verifyHs256(token: string, key: Uint8Array): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, given] = parts as [string, string, string];
  const headerBytes = decodeStrict(header);
  const bodyBytes = decodeStrict(body);
  const actual = decodeStrict(given);
  if (headerBytes === null || bodyBytes === null || actual === null) return null;
  const headerJson = parseJson(headerBytes);
  if (!isObject(headerJson) || headerJson.alg !== 'HS256') return null;
  const expected = signature(`${header}.${body}`, key);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const payload = parseJson(bodyBytes);
  return isObject(payload) ? payload : null;
}
