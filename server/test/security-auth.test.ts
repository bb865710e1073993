// The account-takeover paths of the security issue, each proven closed: reset codes, secrets in
// logs and on disk, sessions that end, e-mail changes, throttling, CORS and XSRF, keys.
import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { deriveKeys } from '../src/auth/jwt-secret';
import { signHs256 } from '../src/auth/hs256';
import type { Mail } from '../src/auth/mailer';
import { PasswordCheckQueue } from '../src/auth/password-checks';
import {
  RESET_CODE_ALPHABET,
  RESET_CODE_MAX_FAILURES,
  normalizeResetCode,
} from '../src/auth/reset-codes';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { createTestApp, decodeToken, demoAccounts, JWT_SECRET, type TestApp } from './helper';

const CODE = /: ([0-9A-Z]{5}-[0-9A-Z]{5})/;
const codeIn = (mail: string): string => {
  const code = CODE.exec(mail)?.[1];
  if (code === undefined) throw new Error(`no code in ${mail}`);
  return code;
};

/** A code of the right shape that is not `code`. */
const otherCode = (code: string): string => {
  const first = code.charAt(0) === '2' ? '3' : '2';
  return `${first}${code.slice(1)}`;
};

const newPassword = 'OtraClave123!';

async function requestCode(t: TestApp, account: 'admin' | 'employee' = 'employee') {
  const { email, number } = demoAccounts[account];
  const response = await t.call({
    method: 'POST',
    url: '/auth/sendEmail',
    payload: { email, number },
  });
  expect(response.statusCode).toBe(200);
  return codeIn(t.lastMail());
}

const resetWith = (t: TestApp, token: string, email: string = demoAccounts.employee.email) =>
  t.call({
    method: 'POST',
    url: '/auth/resetPassword',
    payload: { email, token, password: newPassword, password_confirmation: newPassword },
  });

describe('1. password reset cannot be brute-forced', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('mails a 10-symbol code from an unambiguous 32-symbol alphabet; case and dashes do not matter', async () => {
    const code = await requestCode(t);
    expect(RESET_CODE_ALPHABET).toHaveLength(32);
    expect(RESET_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const symbols = code.replace('-', '');
    expect(symbols).toHaveLength(10);
    for (const symbol of symbols) expect(RESET_CODE_ALPHABET).toContain(symbol);
    expect(normalizeResetCode(' abcde fghjo ')).toBe('ABCDEFGHJ0');
    expect((await resetWith(t, code.toLowerCase().replace('-', ' '))).statusCode).toBe(200);
  });

  it('keeps one live code per account: a new request voids the previous code', async () => {
    const first = await requestCode(t);
    const second = await requestCode(t);
    expect(second).not.toBe(first);
    expect((await resetWith(t, first)).statusCode).toBe(422);
    expect((await resetWith(t, second)).statusCode).toBe(200);
  });

  it(`voids the code after ${String(RESET_CODE_MAX_FAILURES)} wrong tries`, async () => {
    const code = await requestCode(t);
    for (let attempt = 0; attempt < RESET_CODE_MAX_FAILURES; attempt += 1)
      expect((await resetWith(t, otherCode(code))).statusCode).toBe(422);
    const right = await resetWith(t, code);
    expect(right.statusCode).toBe(422);
    expect(right.json<{ errors: object }>().errors).toHaveProperty('token');
  });

  it('answers sendEmail with the same status and body whether the pair matched or not, before the mail goes', async () => {
    const mails: Mail[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await createTestApp();
    // a mail server that holds every mail until released: the answer must not wait for it
    const app = await buildApp({
      database: slow.database,
      logger: false,
      config: { jwtSecret: JWT_SECRET, mailOutbox: slow.outbox },
      sendMail: async (mail) => {
        await held;
        mails.push(mail);
      },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const send = (payload: object) =>
        fetch(`${base}/auth/sendEmail`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
      const matched = await send({ email: 'admin@gaslp.mx', number: '1000' });
      const unmatched = await send({ email: 'admin@gaslp.mx', number: '9999' });
      const unknown = await send({ email: 'nadie@gaslp.mx', number: '1000' });
      expect(mails).toHaveLength(0);
      const bodies = await Promise.all([matched, unmatched, unknown].map((r) => r.text()));
      expect([matched.status, unmatched.status, unknown.status]).toEqual([200, 200, 200]);
      expect(new Set(bodies).size).toBe(1);
      release();
      await app.background.idle();
      expect(mails.map((mail) => mail.to)).toEqual(['admin@gaslp.mx']);
    } finally {
      release();
      await app.close();
      await slow.close();
    }
  });

  it('limits reset tries per account whatever the address', async () => {
    const limited = await createTestApp({
      trustProxy: true,
      rateLimits: { resetPassword: { max: 3, windowSeconds: 900 } },
    });
    try {
      const statuses: number[] = [];
      for (let index = 1; index <= 4; index += 1) {
        const response = await limited.call({
          method: 'POST',
          url: '/auth/resetPassword',
          headers: { 'x-forwarded-for': `203.0.113.${String(index)}` },
          payload: {
            email: 'admin@gaslp.mx',
            token: 'AAAAA-AAAAA',
            password: newPassword,
            password_confirmation: newPassword,
          },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('2. no secret in logs or on disk', () => {
  it('never logs a reset code', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString('utf8');
        done();
      },
    });
    const t = await createTestApp({ production: false });
    const app = await buildApp({
      database: t.database,
      logger: { level: 'trace', stream: sink },
      config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, production: false },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      await fetch(`${base}/auth/sendEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@gaslp.mx', number: '1000' }),
      });
      await app.background.idle();
      const code = codeIn(t.lastMail());
      expect(logged).toContain('mail written to the outbox');
      expect(logged).not.toContain(code);
      expect(logged).not.toContain(code.replace('-', ''));
    } finally {
      await app.close();
      await t.close();
    }
  });

  it('in production, has no outbox unless MAIL_OUTBOX says so, and refuses to start without SMTP_URL', async () => {
    const saved = { ...process.env };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.MAIL_OUTBOX;
      delete process.env.SMTP_URL;
      expect(configFromEnv().mailOutbox).toBeUndefined();
      await expect(buildApp({ config: { jwtSecret: JWT_SECRET } })).rejects.toThrow(/SMTP_URL/);
      process.env.MAIL_OUTBOX = 'tmp/outbox';
      expect(configFromEnv().mailOutbox).toMatch(/tmp\/outbox$/);
      delete process.env.NODE_ENV;
      delete process.env.MAIL_OUTBOX;
      expect(configFromEnv().mailOutbox).toMatch(/data\/outbox$/);
    } finally {
      process.env = saved;
    }
  });
});

describe('4. sessions end for real', () => {
  let t: TestApp;
  const ttl = 100;
  beforeEach(async () => {
    t = await createTestApp({ jwtTtlSeconds: ttl, sessionMaxAgeSeconds: 250 });
  });
  afterEach(() => t.close());

  const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
  const rotatedFrom = (headers: Record<string, string>): string | undefined =>
    /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];

  it('carries a session id through rotations; the replaced token lives 30 s more, then is refused', async () => {
    const first = await t.login('employee');
    t.advanceClock(60_000);
    const rotation = await me(first);
    const second = rotatedFrom(rotation.headers);
    expect(second).toBeDefined();
    expect(decodeToken(second ?? '').sid).toBe(decodeToken(first).sid);
    // the old token is not rotated a second time, and works for the grace only
    const inGrace = await me(first);
    expect(inGrace.statusCode).toBe(200);
    expect(rotatedFrom(inGrace.headers)).toBeUndefined();
    t.advanceClock(31_000);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second ?? '')).statusCode).toBe(200);
  });

  it('logout ends every token of the session, the rotated-away one included', async () => {
    const first = await t.login('employee');
    const other = await t.login('employee');
    t.advanceClock(60_000);
    const second = rotatedFrom((await me(first)).headers) ?? '';
    const logout = await t.call({ method: 'POST', url: '/auth/logout', token: second });
    expect(logout.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    // another sign-in of the same user is another session
    expect((await me(other)).statusCode).toBe(200);
  });

  it(`stops rotating at SESSION_MAX_AGE, and then refuses the session's last token`, async () => {
    let token = await t.login('customer');
    const signedInAt = decodeToken(token).iat as number;
    for (let step = 0; step < 4; step += 1) {
      t.advanceClock(60_000);
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      token = rotatedFrom(response.headers) ?? token;
      expect(decodeToken(token).exp).toBeLessThanOrEqual(signedInAt + 250 + 1);
    }
    expect(decodeToken(token).exp).toBeGreaterThan(signedInAt + 200);
    t.advanceClock(15_000); // 255 s after sign-in
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a password change ends every session of the user; the caller gets a new one', async () => {
    const here = await t.login('employee');
    const elsewhere = await t.login('employee');
    const change = await t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token: here,
      payload: { username: 'empleado', password: 'Empleado123!', new_password: newPassword },
    });
    expect(change.statusCode).toBe(200);
    const fresh = rotatedFrom(change.headers) ?? '';
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the user', async () => {
    const before = await t.login('employee');
    const code = await requestCode(t);
    expect((await resetWith(t, code)).statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
  });

  it('deleting a user ends their sessions: restoring them does not bring a token back', async () => {
    const admin = await t.login('admin');
    const customer = await t.login('customer');
    const { id } = (await me(customer)).json<{ id: number }>();
    expect(
      (await t.call({ method: 'DELETE', url: `/api/users/${String(id)}`, token: admin }))
        .statusCode,
    ).toBe(200);
    const restore = await t.call({
      method: 'GET',
      url: `/api/users/${String(id)}/restore`,
      token: admin,
    });
    expect(restore.statusCode).toBe(200);
    expect((await me(customer)).statusCode).toBe(401);
  });
});

describe('5. changing one’s own e-mail needs the current password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses without or with a wrong password, then changes it and tells the old address', async () => {
    const token = await t.login('customer');
    const self = (await t.call({ method: 'GET', url: '/api/auth/me', token })).json<{
      id: number;
      name: string;
      last_name: string;
      type_user: string;
    }>();
    const update = (extra: object) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${String(self.id)}`,
        token,
        payload: {
          name: self.name,
          last_name: self.last_name,
          type_user: self.type_user,
          email: 'nuevo.correo@example.mx',
          ...extra,
        },
      });
    const missing = await update({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: object }>().errors).toHaveProperty('current_password');
    const wrong = await update({ current_password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(422);
    const right = await update({ current_password: demoAccounts.customer.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: 'nuevo.correo@example.mx' });
    const notice = t.lastMail();
    expect(notice).toContain(`To: ${demoAccounts.customer.email}`);
    expect(notice).toContain('nuevo.correo@example.mx');
  });
});

describe('6. throttling', () => {
  it('counts login attempts per account: e-mail and employee number are one account', async () => {
    const t = await createTestApp({ rateLimits: { login: { max: 3, windowSeconds: 900 } } });
    try {
      const statuses: number[] = [];
      for (const attempt of [0, 1, 2, 3]) {
        const response =
          attempt % 2 === 0
            ? await t.call({
                method: 'POST',
                url: '/api/auth/login',
                payload: { email: 'empleado@gaslp.mx', password: 'wrong-one' },
              })
            : await t.call({
                method: 'POST',
                url: '/auth/login',
                payload: { number: '2000', password: 'wrong-one' },
              });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('counts per address too; X-Forwarded-For is believed only from TRUST_PROXY', async () => {
    const attempts = async (t: TestApp, forwardedFor: (index: number) => string) => {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await t.call({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': forwardedFor(index) },
          payload: { email: `nadie${String(index)}@gaslp.mx`, password: 'wrong-one' },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    const rules = { loginAddress: { max: 3, windowSeconds: 900 } };
    const untrusting = await createTestApp({ rateLimits: rules });
    const trusting = await createTestApp({ rateLimits: rules, trustProxy: ['127.0.0.1'] });
    try {
      // a forged header does not spread one client over many addresses
      expect(await attempts(untrusting, (index) => `198.51.100.${String(index)}`)).toEqual([
        401, 401, 401, 429,
      ]);
      // behind a trusted proxy, each client address has its own count
      expect(await attempts(trusting, () => '198.51.100.7')).toEqual([401, 401, 401, 429]);
      expect(await attempts(trusting, (index) => `198.51.100.${String(20 + index)}`)).toEqual([
        401, 401, 401, 401,
      ]);
    } finally {
      await untrusting.close();
      await trusting.close();
    }
  });

  it('runs at most `concurrency` password checks at once and refuses beyond the queue', async () => {
    const queue = new PasswordCheckQueue({ concurrency: 2, queue: 1 });
    const releases: (() => void)[] = [];
    let peak = 0;
    const check = () =>
      queue.run(async () => {
        peak = Math.max(peak, queue.load.running);
        await new Promise<void>((resolve) => releases.push(resolve));
        return true;
      });
    const running = [check(), check(), check()];
    await expect(check()).rejects.toMatchObject({ status: 429 });
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    while (releases.length > 0 || queue.load.running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(Promise.all(running)).resolves.toEqual([true, true, true]);
    expect(peak).toBe(2);
  });

  it('purges expired counters from rate_limits', async () => {
    const t = await createTestApp();
    try {
      await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nadie@gaslp.mx', password: 'wrong-one' },
      });
      const count = async () =>
        (await t.database.db.selectFrom('rate_limits').select('key').execute()).length;
      expect(await count()).toBeGreaterThan(0);
      t.advanceClock(16 * 60 * 1000);
      await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'otro@gaslp.mx', password: 'wrong-one' },
      });
      const keys = (await t.database.db.selectFrom('rate_limits').select('key').execute()).map(
        (row) => row.key,
      );
      expect(keys.some((key) => key.includes('nadie@gaslp.mx'))).toBe(false);
      expect(keys.some((key) => key.includes('otro@gaslp.mx'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('8. CORS and XSRF', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.call({
      method: 'OPTIONS',
      url: '/api/zones/all',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('allows no other origin by default', async () => {
    const t = await createTestApp();
    try {
      const response = await t.call({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(
        (await preflight(t, 'https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('allows the origins of CORS_ORIGINS, exposing the rotation header; `*` without credentials', async () => {
    const listed = await createTestApp({ corsOrigins: ['https://app.gaslp.mx'] });
    const any = await createTestApp({ corsOrigins: '*' });
    try {
      const allowed = await listed.call({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://app.gaslp.mx' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.gaslp.mx');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(allowed.headers['access-control-expose-headers']).toContain('Authorization');
      const other = await listed.call({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const wildcard = await any.call({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(wildcard.headers['access-control-allow-origin']).toBe('*');
      expect(wildcard.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await listed.close();
      await any.close();
    }
  });

  it('refuses a state-changing call that carries the XSRF cookie without echoing it', async () => {
    const t = await createTestApp();
    try {
      const token = await t.login('admin');
      const create = (headers: Record<string, string>) =>
        t.call({
          method: 'POST',
          url: '/api/zones',
          token,
          headers,
          payload: {
            name: `Zona ${String(Math.random())}`,
            phone: '3312345678',
            description: null,
          },
        });
      const missing = await create({ cookie: 'XSRF-TOKEN=abc123' });
      expect(missing.statusCode).toBe(403);
      expect(missing.json<{ message: string }>().message).toMatch(/X-XSRF-TOKEN/);
      const wrong = await create({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc124' });
      expect(wrong.statusCode).toBe(403);
      const echoed = await create({ cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc123' });
      expect(echoed.statusCode).toBe(201);
      // a bearer client without the cookie is not cookie-authenticated: not checked
      expect((await create({})).statusCode).toBe(201);
      // reads are never checked
      const read = await t.call({
        method: 'GET',
        url: '/api/zones/all',
        token,
        headers: { cookie: 'XSRF-TOKEN=abc123' },
      });
      expect(read.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('9. keys', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes', async () => {
    const t = await createTestApp();
    try {
      await expect(
        buildApp({ database: t.database, logger: false, config: { jwtSecret: 'short-secret' } }),
      ).rejects.toThrow(/32 bytes/);
    } finally {
      await t.close();
    }
  });

  it('signs tokens with a key derived for tokens alone (HKDF), not with the secret itself', async () => {
    const t = await createTestApp();
    try {
      const keys = deriveKeys(new TextEncoder().encode(JWT_SECRET));
      expect(Buffer.from(keys.tokens).equals(Buffer.from(keys.resetCodes))).toBe(false);
      expect(Buffer.from(keys.tokens).toString()).not.toContain(JWT_SECRET);
      const token = await t.login('admin');
      const claims = decodeToken(token);
      const withSecret = signHs256(claims, new TextEncoder().encode(JWT_SECRET));
      const withTokenKey = signHs256(claims, keys.tokens);
      expect(withTokenKey).toBe(token);
      const me = (bearer: string) => t.call({ method: 'GET', url: '/api/auth/me', token: bearer });
      expect((await me(withSecret)).statusCode).toBe(401);
      expect((await me(withTokenKey)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('10. re-authentication cannot be guessed', () => {
  const me = (t: TestApp, token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
  const changeOwn = (t: TestApp, token: string, password: string) =>
    t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token,
      payload: { username: demoAccounts.employee.username, password, new_password: newPassword },
    });
  const changeEmail = async (t: TestApp, token: string, currentPassword: string) => {
    const self = (await me(t, token)).json<{
      id: number;
      name: string;
      last_name: string;
      type_user: string;
    }>();
    return t.call({
      method: 'PUT',
      url: `/api/users/${String(self.id)}`,
      token,
      payload: {
        name: self.name,
        last_name: self.last_name,
        type_user: self.type_user,
        email: 'otro.correo@example.mx',
        current_password: currentPassword,
      },
    });
  };
  const reauthEntries = (t: TestApp) =>
    t.database.db
      .selectFrom('audit_events')
      .select(['actor_email', 'entity_type', 'entity_id', 'after_state'])
      .where('action', '=', 'reauth_failed')
      .orderBy('id')
      .execute();

  it('counts wrong current passwords against the account’s sign-in limit (429, sign-in included)', async () => {
    const t = await createTestApp({ rateLimits: { login: { max: 3, windowSeconds: 900 } } });
    try {
      const token = await t.login('employee');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        statuses.push((await changeOwn(t, token, `wrong-${String(attempt)}`)).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429]);
      const signIn = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoAccounts.employee.email, password: demoAccounts.employee.password },
      });
      expect(signIn.statusCode).toBe(429);
      expect(signIn.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await t.close();
    }
  });

  it('ends the session after 5 wrong current passwords in a row, e-mail change and password change alike, each on the audit trail', async () => {
    const t = await createTestApp();
    try {
      const token = await t.login('employee');
      const other = await t.login('employee');
      expect((await changeOwn(t, token, 'wrong-1')).statusCode).toBe(422);
      expect((await changeEmail(t, token, 'wrong-2')).statusCode).toBe(422);
      expect((await changeOwn(t, token, 'wrong-3')).statusCode).toBe(422);
      expect((await changeEmail(t, token, 'wrong-4')).statusCode).toBe(422);
      const fifth = await changeOwn(t, token, 'wrong-5');
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json<{ message: string }>().message).toMatch(/sesión se cerró/);
      expect((await me(t, token)).statusCode).toBe(401);
      // the session of the guesses ends; the account's other sessions are not the guesser's
      expect((await me(t, other)).statusCode).toBe(200);
      const entries = await reauthEntries(t);
      expect(entries).toHaveLength(5);
      for (const entry of entries)
        expect(entry).toMatchObject({
          actor_email: demoAccounts.employee.email,
          entity_type: 'session',
          entity_id: decodeToken(token).sid,
        });
      expect(entries.map((entry) => JSON.parse(entry.after_state ?? '{}') as unknown)).toEqual([
        { operation: 'password_change', failures: 1, session_ended: false },
        { operation: 'email_change', failures: 2, session_ended: false },
        { operation: 'password_change', failures: 3, session_ended: false },
        { operation: 'email_change', failures: 4, session_ended: false },
        { operation: 'password_change', failures: 5, session_ended: true },
      ]);
      for (const entry of entries) expect(entry.after_state).not.toContain('wrong-');
    } finally {
      await t.close();
    }
  });

  it('counts only consecutive failures: the right password starts the count again', async () => {
    const t = await createTestApp();
    try {
      const token = await t.login('employee');
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await changeEmail(t, token, 'wrong-one')).statusCode).toBe(422);
      expect((await changeEmail(t, token, demoAccounts.employee.password)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await changeOwn(t, token, 'wrong-one')).statusCode).toBe(422);
      expect((await me(t, token)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('an administrator setting another user’s password proves their own: the target’s old password tells nothing', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.login('admin');
      const setEmployee = (password: string) =>
        t.call({
          method: 'POST',
          url: '/api/users/changePassword',
          token: admin,
          payload: {
            username: demoAccounts.employee.username,
            password,
            new_password: newPassword,
          },
        });
      const rightOld = await setEmployee(demoAccounts.employee.password);
      const wrongOld = await setEmployee('not-their-password');
      expect(rightOld.statusCode).toBe(422);
      expect({ status: rightOld.statusCode, body: rightOld.body }).toEqual({
        status: wrongOld.statusCode,
        body: wrongOld.body,
      });
      const own = await setEmployee(demoAccounts.admin.password);
      expect(own.statusCode).toBe(200);
      const signIn = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoAccounts.employee.email, password: newPassword },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('11. staff cannot redirect a customer’s reset', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  interface UserBody {
    id: number;
    name: string;
    last_name: string;
    email: string;
    number: string | null;
    phone: string | null;
    type_user: string;
  }
  const customerRecord = async (token: string): Promise<UserBody> => {
    const self = await t.login('customer');
    const { id } = (await t.call({ method: 'GET', url: '/api/auth/me', token: self })).json<{
      id: number;
    }>();
    return (
      await t.call({ method: 'GET', url: `/api/users/${String(id)}`, token })
    ).json<UserBody>();
  };
  const update = (token: string, user: UserBody, changes: Partial<UserBody>) =>
    t.call({
      method: 'PUT',
      url: `/api/users/${String(user.id)}`,
      token,
      payload: {
        name: user.name,
        last_name: user.last_name,
        email: user.email,
        number: user.number,
        phone: user.phone,
        type_user: user.type_user,
        ...changes,
      },
    });
  const customerCode = async (): Promise<string> => {
    const send = await t.call({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: demoAccounts.customer.email },
    });
    expect(send.statusCode).toBe(200);
    return codeIn(t.lastMail());
  };

  it('an employee cannot change a customer’s e-mail or number, so cannot send their reset code elsewhere', async () => {
    const employee = await t.login('employee');
    const customer = await customerRecord(employee);
    const email = await update(employee, customer, { email: 'empleado.otro@example.mx' });
    expect(email.statusCode).toBe(403);
    expect(email.json<{ errors: object }>().errors).toHaveProperty('email');
    const number = await update(employee, customer, { number: '7777' });
    expect(number.statusCode).toBe(403);
    expect(number.json<{ errors: object }>().errors).toHaveProperty('number');
    // the rest of the customer's data stays theirs to keep up to date
    expect((await update(employee, customer, { phone: '3311112222' })).statusCode).toBe(200);
    // the takeover of the issue: a reset code asked for the new address goes nowhere
    const mails = readdirSync(t.outbox).length;
    await t.call({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: 'empleado.otro@example.mx' },
    });
    expect(readdirSync(t.outbox)).toHaveLength(mails);
    expect(await customerRecord(employee)).toMatchObject({
      email: demoAccounts.customer.email,
      number: null,
      phone: '3311112222',
    });
  });

  it('an administrator’s change of the e-mail voids the live reset code and tells the old address', async () => {
    const admin = await t.login('admin');
    const customer = await customerRecord(admin);
    const code = await customerCode();
    const changed = await update(admin, customer, { email: 'maria.nueva@example.mx' });
    expect(changed.statusCode).toBe(200);
    const notice = t.lastMail();
    expect(notice).toContain(`To: ${demoAccounts.customer.email}`);
    expect(notice).toContain('maria.nueva@example.mx');
    expect((await resetWith(t, code, 'maria.nueva@example.mx')).statusCode).toBe(422);
  });

  it('an administrator’s change of the number voids the live reset code and tells the address', async () => {
    const admin = await t.login('admin');
    const customer = await customerRecord(admin);
    const code = await customerCode();
    const changed = await update(admin, customer, { number: '8123' });
    expect(changed.statusCode).toBe(200);
    const notice = t.lastMail();
    expect(notice).toContain(`To: ${demoAccounts.customer.email}`);
    expect(notice).toContain('8123');
    expect((await resetWith(t, code, demoAccounts.customer.email)).statusCode).toBe(422);
  });
});
