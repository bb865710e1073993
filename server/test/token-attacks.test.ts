// The bearer token under attack: a customer holding one valid token (or none) tries to make the
// server accept a token it did not issue, or one it has ended. Every attempt must be a 401 JSON
// error, and none may be answered with a fresh token in the rotation header.
import { createHmac } from 'node:crypto';
import { signHs256 } from '../src/auth/hs256';
import { deriveKeys } from '../src/auth/jwt-secret';
import { createTestApp, decodeToken, JWT_SECRET, type CallResult, type TestApp } from './helper';

const TTL = 100;
const SESSION_MAX_AGE = 250;
const tokenKey = deriveKeys(new TextEncoder().encode(JWT_SECRET)).tokens;

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS with any header, signed with HMAC-`hash` over header.payload (or not at all). */
function jws(
  header: object,
  payload: object,
  sign: { hash: 'sha256' | 'sha384' | 'sha512'; key: Uint8Array } | null,
): string {
  const input = `${encode(header)}.${encode(payload)}`;
  const signature =
    sign === null ? '' : createHmac(sign.hash, sign.key).update(input).digest('base64url');
  return `${input}.${signature}`;
}

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ jwtTtlSeconds: TTL, sessionMaxAgeSeconds: SESSION_MAX_AGE });
});
afterEach(() => t.close());

/** The call every attack tries: a staff-only list, which a customer's own token gets 403 on. */
const staffList = (token: string) =>
  t.call({ method: 'GET', url: '/api/users/paginated/1/10', token });

function expectRefused(response: CallResult): void {
  expect(response.statusCode).toBe(401);
  expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  expect(response.headers.authorization).toBeUndefined();
}

/** A customer's real token, and its claims raised to an administrator's. */
async function escalatedClaims(): Promise<{ token: string; claims: Record<string, unknown> }> {
  const token = await t.login('customer');
  expect((await staffList(token)).statusCode).toBe(403);
  const claims = {
    ...decodeToken(token),
    roles: [{ name: 'admin' }],
    type_user: 'administrador',
  };
  return { token, claims };
}

describe('tokens the server did not issue', () => {
  it('refuses alg "none", with or without a signature', async () => {
    const { token, claims } = await escalatedClaims();
    const signature = token.split('.')[2] ?? '';
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = jws({ alg, typ: 'JWT' }, claims, null);
      expectRefused(await staffList(unsigned));
      expectRefused(await staffList(`${unsigned}${signature}`));
    }
  });

  it('refuses another algorithm, even signed with the real key', async () => {
    const { claims } = await escalatedClaims();
    const forged = [
      jws({ alg: 'HS384', typ: 'JWT' }, claims, { hash: 'sha384', key: tokenKey }),
      jws({ alg: 'HS512', typ: 'JWT' }, claims, { hash: 'sha512', key: tokenKey }),
      // algorithm confusion: an RS256 header over an HMAC made with the key as if it were public
      jws({ alg: 'RS256', typ: 'JWT' }, claims, { hash: 'sha256', key: tokenKey }),
      // a header with no alg at all
      jws({ typ: 'JWT' }, claims, { hash: 'sha256', key: tokenKey }),
    ];
    for (const token of forged) expectRefused(await staffList(token));
  });

  it('refuses a token signed with a wrong key: another secret, the master secret itself, empty', async () => {
    const { claims } = await escalatedClaims();
    for (const key of [
      new TextEncoder().encode('another-secret-of-at-least-thirty-two-bytes'),
      new TextEncoder().encode(JWT_SECRET),
      new Uint8Array(0),
    ])
      expectRefused(await staffList(signHs256(claims, key)));
  });

  it('refuses a tampered payload carrying the original signature', async () => {
    const { token, claims } = await escalatedClaims();
    const [header, , signature] = token.split('.') as [string, string, string];
    const original = decodeToken(token);
    const tampered = [
      claims,
      { ...original, sub: '1' },
      { ...original, exp: Number(original.exp) + 365 * 86_400 },
      { ...original, sid: 'another-session' },
    ];
    for (const payload of tampered)
      expectRefused(await staffList(`${header}.${encode(payload)}.${signature}`));
    // the genuine token still works: the refusals above are about the changes, nothing else
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
  });

  it('refuses a well-signed token of a session that never existed', async () => {
    const { claims } = await escalatedClaims();
    expectRefused(await staffList(signHs256({ ...claims, sid: 'no-such-session' }, tokenKey)));
  });
});

describe('tokens the server has ended', () => {
  const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
  const rotatedFrom = (response: CallResult): string | undefined =>
    /^Bearer (\S+)$/.exec(response.headers.authorization ?? '')?.[1];

  it('refuses an expired token, though its session is live', async () => {
    const token = await t.login('employee');
    const other = await t.login('employee');
    t.advanceClock((TTL + 1) * 1000);
    expectRefused(await me(token));
    expectRefused(await me(other));
  });

  it('refuses a revoked token (logout), and does not rotate it', async () => {
    const token = await t.login('employee');
    t.advanceClock(60_000); // past half of the lifetime: a live token would be rotated now
    expect((await t.call({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(200);
    expectRefused(await me(token));
  });

  it('refuses a rotated-away token after its 30 s of grace', async () => {
    const first = await t.login('employee');
    t.advanceClock(60_000);
    const second = rotatedFrom(await me(first));
    expect(second).toBeDefined();
    t.advanceClock(31_000);
    expectRefused(await me(first));
  });

  it('refuses every token past the absolute session lifetime, however it was rotated', async () => {
    let token = await t.login('admin');
    const seen = [token];
    for (let step = 0; step < 4; step += 1) {
      t.advanceClock(60_000);
      token = rotatedFrom(await me(token)) ?? token;
      seen.push(token);
    }
    t.advanceClock(20_000); // 260 s after sign-in, past SESSION_MAX_AGE
    for (const old of new Set(seen)) expectRefused(await me(old));
    // and a re-signed copy of the last token with a later exp is no way around it
    const extended = signHs256(
      { ...decodeToken(token), exp: Number(decodeToken(token).exp) + 3600 },
      tokenKey,
    );
    expectRefused(await me(extended));
  });
});

describe('tokens read strictly', () => {
  const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });

  it('refuses a valid token with characters appended or changed outside base64url', async () => {
    const token = await t.login('customer');
    const [header, body, signature] = token.split('.') as [string, string, string];
    const inside = (text: string, at: number, extra: string) =>
      `${text.slice(0, at)}${extra}${text.slice(at)}`;
    const altered = [
      `${token}!`,
      `${token}~~~`,
      `${token}=`,
      `${token}==`,
      `${header}.${body}.${inside(signature, 10, '*')}`,
      `${header}.${inside(body, 5, '*')}.${signature}`,
      `${inside(header, 3, '!')}.${body}.${signature}`,
      // standard base64 instead of base64url, and padding
      `${header}.${body}.${Buffer.from(signature, 'base64url').toString('base64')}`,
      `${header}=.${body}.${signature}`,
      // segments: a fourth one, an empty one
      `${token}.`,
      `${token}.${signature}`,
      `.${token}`,
    ];
    for (const copy of altered) expectRefused(await me(copy));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a signature in a non-canonical encoding (the unused low bits set)', async () => {
    const token = await t.login('customer');
    const [header, body, signature] = token.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes are 43 characters: the last one carries 4 bits, its 2 low bits are unused
    const last = alphabet.indexOf(signature.slice(-1));
    const copies = [1, 2, 3].map(
      (bits) => `${header}.${body}.${signature.slice(0, -1)}${alphabet[last | bits] ?? ''}`,
    );
    for (const copy of copies) {
      expect(Buffer.from(copy.split('.')[2] ?? '', 'base64url')).toEqual(
        Buffer.from(signature, 'base64url'),
      );
      expectRefused(await me(copy));
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a token longer than 4 KiB, even well signed for a live session', async () => {
    const token = await t.login('customer');
    const claims = decodeToken(token);
    const padded = signHs256({ ...claims, pad: 'x'.repeat(4096) }, tokenKey);
    expect(padded.length).toBeGreaterThan(4096);
    expectRefused(await me(padded));
    // the same claims within the bound are accepted: the length is what is refused
    const modest = signHs256({ ...claims, pad: 'x'.repeat(100) }, tokenKey);
    expect((await me(modest)).statusCode).toBe(200);
  });
});
