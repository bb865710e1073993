import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signHs256 } from '../src/auth/hs256';
import { findAuthRows, findSession } from '../src/auth/session-rows';
import { findUserRowById } from '../src/auth/user-rows';
import { createTestApp, decodeToken, demoAccounts, JWT_SECRET, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jwtTtlSeconds: 3600 });
});
afterAll(() => t.close());

const loginByEmail = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('login', () => {
  it('signs in by e-mail with a JWT carrying exp and roles', async () => {
    const response = await loginByEmail('admin@gaslp.mx', 'Admin123!');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      token: string;
      token_type: string;
      expires_in: number;
      user: { id: number };
    }>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id: 1, email: 'admin@gaslp.mx' },
    });
    const claims = decodeToken(body.token);
    expect(typeof claims.exp).toBe('number');
    expect(claims.roles).toEqual([{ name: 'admin' }]);
    expect(claims.sub).toBe('1');
  });

  it('signs in by employee number, as a string or a number', async () => {
    for (const number of ['2000', 2000]) {
      const response = await t.call({
        method: 'POST',
        url: '/auth/login',
        payload: { number, password: 'Empleado123!' },
      });
      expect(response.statusCode).toBe(200);
      expect(decodeToken(response.json<{ token: string }>().token).roles).toEqual([
        { name: 'employee' },
      ]);
    }
  });

  it('accepts the e-mail in any case', async () => {
    expect((await loginByEmail('Cliente@GasLP.mx', 'Cliente123!')).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await loginByEmail('admin@gaslp.mx', 'nope-nope');
    const unknownEmail = await loginByEmail('nadie@gaslp.mx', 'Admin123!');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Credenciales incorrectas' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers in English when asked', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: 'admin@gaslp.mx', password: 'wrong-one' },
    });
    expect(response.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('refuses bad input with 400 field errors', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(errors.email?.[0]).toBe('Correo electrónico no válido.');
  });
});

describe('tokens', () => {
  it('needs a token: none, malformed, badly signed and expired tokens are 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: '1',
      jti: 'x',
      roles: [{ name: 'admin' }],
      iat_ms: Date.now(),
      iat: now,
      exp: now + 3600,
    };
    const forged = signHs256(claims, new TextEncoder().encode('another-secret'));
    const expired = signHs256(
      { ...claims, iat: now - 7200, exp: now - 3600, iat_ms: (now - 7200) * 1000 },
      new TextEncoder().encode(JWT_SECRET),
    );
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer abc.def.ghi',
      `Bearer ${forged}`,
      `Bearer ${expired}`,
      'Basic xyz',
    ]) {
      const response = await t.call({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
  });

  it('answers the signed-in user', async () => {
    const token = await t.login('customer');
    const response = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: demoAccounts.customer.email,
      type_user: 'usuario',
    });
  });

  it('checks the token before the body: no token is 401 and a customer is 403, even with bad input', async () => {
    const anonymous = await t.call({ method: 'POST', url: '/api/users', payload: { name: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const token = await t.login('customer');
    const customer = await t.call({ method: 'POST', url: '/api/users', payload: {}, token });
    expect(customer.statusCode).toBe(403);
  });

  it('answers 403 to a customer on a staff call', async () => {
    const token = await t.login('customer');
    const response = await t.call({ method: 'GET', url: '/api/users/all', token });
    expect(response.statusCode).toBe(403);
  });

  it('rotates a token past half of its lifetime, and not before', async () => {
    const token = await t.login('employee');
    const fresh = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(fresh.headers.authorization).toBeUndefined();
    t.advanceClock(1_900_000);
    const late = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(late.statusCode).toBe(200);
    const rotated = String(late.headers.authorization);
    expect(rotated).toMatch(/^Bearer \S+$/);
    const newToken = rotated.slice('Bearer '.length);
    expect(Number(decodeToken(newToken).exp)).toBeGreaterThan(Number(decodeToken(token).exp));
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: newToken })).statusCode).toBe(
      200,
    );
    t.advanceClock(1_800_000);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it("reads a token's session and user as plain selects give them, and nothing for either when gone", async () => {
    const claims = decodeToken(await t.login('employee'));
    const userId = Number(claims.sub);
    const sessionId = String(claims.sid);
    const { db, dialect } = t.database;
    const rows = await findAuthRows(db, dialect, sessionId, userId);
    expect(rows.session).toEqual(await findSession(db, sessionId));
    expect(rows.user).toEqual(await findUserRowById(db, userId));
    expect(rows.session?.user_id).toBe(userId);
    expect(rows.user?.password_hash).toEqual(expect.any(String));
    expect(await findAuthRows(db, dialect, 'no-such-session', 999_999)).toEqual({
      session: undefined,
      user: undefined,
    });
  });

  it('logout revokes the token', async () => {
    const token = await t.login('admin');
    const logout = await t.call({ method: 'POST', url: '/auth/logout', token });
    expect(logout.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(401);
  });
});

describe('register', () => {
  const body = {
    full_name: 'José Luis Hernández Núñez',
    number: '7001',
    username: 'jl.hernandez',
    email: 'JL.Hernandez@example.mx',
    password: 'Secreto123!',
    password_confirmation: 'Secreto123!',
  };
  const register = (payload: object) =>
    t.call({ method: 'POST', url: '/api/auth/register', payload });
  const mailsTo = (address: string): string[] =>
    readdirSync(t.outbox)
      .sort()
      .map((file) => readFileSync(join(t.outbox, file), 'utf8'))
      .filter((mail) => mail.includes(`To: ${address}`));
  let accepted: { statusCode: number; body: string };

  it('accepts a registration with a neutral answer, creates the usuario and mails its address', async () => {
    const response = await register(body);
    accepted = { statusCode: response.statusCode, body: response.body };
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Revise su correo electrónico para continuar.',
    });
    expect(response.body).not.toContain('token');
    const welcome = mailsTo('jl.hernandez@example.mx');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toContain('Su cuenta de Gas LP está lista');
    const login = await loginByEmail('jl.hernandez@example.mx', 'Secreto123!');
    expect(login.statusCode).toBe(200);
    const result = login.json<{ token: string; user: Record<string, unknown> }>();
    expect(result.user).toMatchObject({
      name: 'José Luis',
      last_name: 'Hernández Núñez',
      email: 'jl.hernandez@example.mx',
      number: '7001',
      username: 'jl.hernandez',
      type_user: 'usuario',
    });
    expect(decodeToken(result.token).roles).toEqual([{ name: 'customer' }]);
  });

  it('answers a taken e-mail exactly as a success, creates nothing and tells the owner', async () => {
    const before = mailsTo(demoAccounts.employee.email).length;
    const response = await register({
      ...body,
      number: '7002',
      username: 'otro.nombre',
      email: demoAccounts.employee.email,
      password: 'Intruso123!',
      password_confirmation: 'Intruso123!',
    });
    expect({ statusCode: response.statusCode, body: response.body }).toEqual(accepted);
    const notices = mailsTo(demoAccounts.employee.email);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toContain('intentó crear una cuenta con su correo');
    expect(notices.at(-1)).not.toContain('Intruso123!');
    // nothing changed for the owner, and no second account exists
    expect((await loginByEmail(demoAccounts.employee.email, 'Intruso123!')).statusCode).toBe(401);
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'otro.nombre')
      .execute();
    expect(users).toEqual([]);
  });

  it('answers a taken employee number or username the same, and mails the registrant what to change', async () => {
    for (const [field, taken] of [
      ['number', { number: demoAccounts.admin.number }],
      ['username', { username: demoAccounts.customer.username }],
    ] as const) {
      const email = `nuevo.${field}@example.mx`;
      const response = await register({
        ...body,
        number: '7003',
        username: `nuevo.${field}`,
        email,
        ...taken,
      });
      expect({ statusCode: response.statusCode, body: response.body }).toEqual(accepted);
      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('No pudimos crear su cuenta');
      expect((await loginByEmail(email, body.password)).statusCode).toBe(401);
    }
  });

  it('answers 422 when the confirmation differs and 400 for bad input', async () => {
    const mismatch = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, email: 'other@example.mx', password_confirmation: 'Different123!' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<{ errors: object }>().errors).toHaveProperty('password_confirmation');
    const bad = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, username: 'a b', password: 'short', number: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'number',
      'password',
      'username',
    ]);
  });

  it('limits the mails one address gets from registrations, whether or not it has an account', async () => {
    const limited = await createTestApp({
      rateLimits: { sendEmail: { max: 2, windowSeconds: 900 } },
    });
    try {
      for (const email of [demoAccounts.customer.email, 'libre@example.mx']) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await limited.call({
            method: 'POST',
            url: '/api/auth/register',
            headers: { 'x-forwarded-for': `198.51.100.${String(attempt)}` },
            payload: { ...body, email, username: `limite.${String(attempt)}`, number: '7900' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 429]);
      }
    } finally {
      await limited.close();
    }
  });

  it('signs a customer in by e-mail only: by employee number, the same 401 as wrong credentials', async () => {
    const byNumber = await t.call({
      method: 'POST',
      url: '/auth/login',
      payload: { number: body.number, password: body.password },
    });
    const wrong = await t.call({
      method: 'POST',
      url: '/auth/login',
      payload: { number: demoAccounts.employee.number, password: 'not-the-password' },
    });
    expect(byNumber.statusCode).toBe(401);
    expect(byNumber.json()).toEqual(wrong.json());
    expect((await loginByEmail('jl.hernandez@example.mx', body.password)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const codeFromMail = (mail: string): string => {
    const code = /: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(mail)?.[1];
    if (code === undefined) throw new Error(`no code in ${mail}`);
    return code;
  };

  it('sends a code by mail, resets the password once, and old tokens stop working', async () => {
    const oldToken = await t.login('employee');
    const send = await t.call({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: 'empleado@gaslp.mx', number: 2000 },
    });
    expect(send.statusCode).toBe(200);
    const mail = t.lastMail();
    expect(mail).toContain('To: empleado@gaslp.mx');
    const code = codeFromMail(mail);
    const payload = {
      email: 'empleado@gaslp.mx',
      token: code,
      password: 'NuevaClave123!',
      password_confirmation: 'NuevaClave123!',
    };

    const mismatch = await t.call({
      method: 'POST',
      url: '/auth/resetPassword',
      payload: { ...payload, password_confirmation: 'x' },
    });
    expect(mismatch.statusCode).toBe(422);
    const wrongCode = await t.call({
      method: 'POST',
      url: '/auth/resetPassword',
      payload: { ...payload, token: code === '00000-00000' ? '11111-11111' : '00000-00000' },
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json<{ errors: object }>().errors).toHaveProperty('token');

    const reset = await t.call({ method: 'POST', url: '/auth/resetPassword', payload });
    expect(reset.statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: '/auth/resetPassword', payload });
    expect(again.statusCode).toBe(422);

    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: oldToken })).statusCode).toBe(
      401,
    );
    expect((await loginByEmail('empleado@gaslp.mx', 'Empleado123!')).statusCode).toBe(401);
    expect((await loginByEmail('empleado@gaslp.mx', 'NuevaClave123!')).statusCode).toBe(200);
  });

  it('answers the same when the account does not match, and sends nothing', async () => {
    const before = t.lastMail();
    const response = await t.call({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: 'admin@gaslp.mx', number: '9999' },
    });
    expect(response.statusCode).toBe(200);
    expect(t.lastMail()).toBe(before);
  });

  it('lets a customer, who has no employee number, reset with the e-mail alone', async () => {
    const send = await t.call({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: demoAccounts.customer.email },
    });
    expect(send.statusCode).toBe(200);
    const mail = t.lastMail();
    expect(mail).toContain(`To: ${demoAccounts.customer.email}`);
    const reset = await t.call({
      method: 'POST',
      url: '/auth/resetPassword',
      payload: {
        email: demoAccounts.customer.email,
        token: codeFromMail(mail),
        password: 'ClienteNueva1!',
        password_confirmation: 'ClienteNueva1!',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginByEmail(demoAccounts.customer.email, 'ClienteNueva1!')).statusCode).toBe(
      200,
    );
  });

  it('asks staff for the number too, and answers the same whether or not an account matched', async () => {
    const before = t.lastMail();
    const answers = [];
    for (const payload of [
      { email: demoAccounts.employee.email },
      { email: 'nadie@gaslp.mx' },
      { email: demoAccounts.employee.email, number: '9999' },
      { email: demoAccounts.customer.email, number: '4242' },
    ]) {
      const response = await t.call({ method: 'POST', url: '/auth/sendEmail', payload });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    // staff without (or with a wrong) number, an unknown address, a customer's wrong number: no mail
    expect(t.lastMail()).toBe(before);
  });

  it('refuses an expired code', async () => {
    await t.call({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: 'admin@gaslp.mx', number: '1000' },
    });
    const code = codeFromMail(t.lastMail());
    t.advanceClock(31 * 60 * 1000);
    const response = await t.call({
      method: 'POST',
      url: '/auth/resetPassword',
      payload: {
        email: 'admin@gaslp.mx',
        token: code,
        password: 'Otra12345!',
        password_confirmation: 'Otra12345!',
      },
    });
    expect(response.statusCode).toBe(422);
  });
});
