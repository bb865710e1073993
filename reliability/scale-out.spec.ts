// Scale-out: two compiled server processes on one PostgreSQL database, on different ports, behave
// as one. A token signed in on one is taken by the other (the signing key is a row: no JWT_SECRET
// is set), rotation and logout hold across them, a password change or reset on one ends the
// sessions the other serves, login throttling (per account, and per forwarded address behind a
// trusted proxy) counts on both, and what one writes the other reads at once.
//
// PostgreSQL only: skipped when TEST_DATABASE_URL is not set.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchServer, type BenchServer } from '../bench/bench-server';
import { createDatabase, type DatabaseHandle } from '../server/src/db/database';
import { demoAccounts } from '../server/src/db/seed';
import { call, cents, field, logIn, rotatedToken, type Answer } from './support/api';
import { NO_POSTGRES, createFreshPostgres, testDatabaseUrl } from './support/postgres';
import { loadFixtures } from './support/write-load';

/**
 * Token lifetime in seconds: short, so that a token is past half of it (and rotated) within a
 * test, and long enough for the few calls a test makes with one token on a busy machine.
 */
const JWT_TTL = 6;
const LOGIN_MAX = 4;
const LOGIN_ADDRESS_MAX = 6;

/** The administrator both processes are told to create at their first start. */
const FIRST_ADMIN = 'jefa.escala@example.mx';

const serverEnv = {
  SEED: 'demo',
  // no JWT_SECRET: each process takes the master secret from app_settings
  JWT_SECRET: '',
  JWT_TTL: String(JWT_TTL),
  RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
  RATE_LIMIT_LOGIN_ADDRESS_MAX: String(LOGIN_ADDRESS_MAX),
  TRUST_PROXY: '127.0.0.1',
  ADMIN_EMAIL: FIRST_ADMIN,
  ADMIN_PASSWORD: 'Primera#Jefa2026',
};

let addresses = 0;
/**
 * A client address of its own, sent as X-Forwarded-For (the processes trust 127.0.0.1 as their
 * proxy): each test counts against the per-address limits alone.
 */
const freshAddress = (): Record<string, string> => {
  addresses += 1;
  return { 'x-forwarded-for': `198.51.100.${String(addresses)}` };
};

const sidOf = (token: string): unknown =>
  field(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')), 'sid');

interface Account {
  email: string;
  password: string;
}

let accounts = 0;
/**
 * A new customer account, created through `baseUrl` by the first administrator (registration
 * answers the same for free and taken details and creates the account after its answer), then
 * signed in: answers it and its first token.
 */
async function register(baseUrl: string): Promise<{ account: Account; token: string }> {
  accounts += 1;
  const tag = `${String(process.pid)}${String(accounts)}`;
  const account = {
    email: `escala.${tag}@example.mx`,
    password: 'Segura#2026',
  };
  const admin = await call(baseUrl, 'POST', '/api/auth/login', {
    body: { email: FIRST_ADMIN, password: serverEnv.ADMIN_PASSWORD },
    headers: freshAddress(),
  });
  assert.equal(admin.status, 200, admin.text);
  const created = await call(baseUrl, 'POST', '/api/users', {
    token: String(field(admin.body, 'token')),
    body: {
      name: 'Prueba',
      last_name: 'de Escala',
      email: account.email,
      password: account.password,
    },
  });
  assert.equal(created.status, 201, created.text);
  const answer = await call(baseUrl, 'POST', '/api/auth/login', {
    body: { email: account.email, password: account.password },
    headers: freshAddress(),
  });
  const token = field(answer.body, 'token');
  assert.equal(answer.status, 200, answer.text);
  assert.equal(typeof token, 'string');
  return { account, token: String(token) };
}

const me = (baseUrl: string, token: string): Promise<Answer> =>
  call(baseUrl, 'GET', '/api/auth/me', { token });

const tryLogIn = (baseUrl: string, email: string, password: string, address = freshAddress()) =>
  call(baseUrl, 'POST', '/api/auth/login', { body: { email, password }, headers: address });

/** A 429 as the server answers it: a message and a positive Retry-After (seconds). */
function assertThrottled(answer: Answer): void {
  assert.equal(answer.status, 429, answer.text);
  assert.equal(typeof field(answer.body, 'message'), 'string');
  assert.ok(Number(answer.headers.get('retry-after')) >= 1, 'Retry-After');
}

/** The reset code of the last mail to `email` in an outbox folder (mails go out after the answer). */
async function resetCodeIn(outbox: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const files = (() => {
      try {
        return readdirSync(outbox).sort();
      } catch {
        return [];
      }
    })();
    for (const file of files.reverse()) {
      const mail = readFileSync(join(outbox, file), 'utf8');
      const code = /: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(mail)?.[1];
      if (mail.includes(`To: ${email}`) && code !== undefined) return code;
    }
    await sleep(100);
  }
  throw new Error(`no reset mail to ${email} in ${outbox}`);
}

void test('scale-out: two processes on one PostgreSQL behave as one', async (t) => {
  const baseDatabaseUrl = testDatabaseUrl();
  if (baseDatabaseUrl === undefined) {
    t.skip(NO_POSTGRES);
    return;
  }
  const database = await createFreshPostgres(baseDatabaseUrl, 'gas_scale');
  const workA = mkdtempSync(join(tmpdir(), 'gas-scale-a-'));
  const workB = mkdtempSync(join(tmpdir(), 'gas-scale-b-'));
  let a: BenchServer | undefined;
  let b: BenchServer | undefined;
  let direct: DatabaseHandle | undefined;
  try {
    // both at once on the empty database: one migrates, seeds and creates the administrator,
    // the other waits for it and finds them done (neither exits on a duplicate key)
    [a, b] = await Promise.all([
      startBenchServer({ databaseUrl: database.url, workDir: workA, env: serverEnv }),
      startBenchServer({ databaseUrl: database.url, workDir: workB, env: serverEnv }),
    ]);
    const A = a.baseUrl;
    const B = b.baseUrl;
    assert.notEqual(A, B);
    direct = createDatabase({ url: database.url });
    const db = direct.db;
    const admin = demoAccounts.admin;
    const employee = demoAccounts.employee;

    await t.test(
      'started together, the two made one seed and one first administrator',
      async () => {
        const firsts = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', FIRST_ADMIN)
          .execute();
        assert.equal(firsts.length, 1);
        const demoAdmins = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', demoAccounts.admin.email)
          .execute();
        assert.equal(demoAdmins.length, 1);
      },
    );

    await t.test('a token signed in on A is taken on B; the signing key is one row', async () => {
      const secrets = await db
        .selectFrom('app_settings')
        .select('key')
        .where('key', '=', 'jwt_secret')
        .execute();
      assert.equal(secrets.length, 1);
      const token = await logIn(A, admin, freshAddress());
      const onB = await me(B, token);
      assert.equal(onB.status, 200, onB.text);
      assert.equal(field(onB.body, 'email'), admin.email);
      assert.equal((await me(A, token)).status, 200);
    });

    await t.test(
      'a token rotated on A is taken on B; logout on A refuses the session on B at once',
      async () => {
        const first = await logIn(A, employee, freshAddress());
        // past half of the lifetime (JWT_TTL): the next call rotates
        await sleep((JWT_TTL / 2) * 1000 + 200);
        const rotating = await me(A, first);
        assert.equal(rotating.status, 200);
        const second = rotatedToken(rotating);
        assert.ok(second !== null && second !== first, 'A answered a rotated token');
        assert.equal(sidOf(second), sidOf(first), 'the rotated token is of the same session');
        assert.equal((await me(B, second)).status, 200, 'the rotated token on B');
        assert.equal((await me(B, first)).status, 200, 'the replaced token on B, within its grace');

        const logout = await call(A, 'POST', '/auth/logout', { token: second });
        assert.equal(logout.status, 200, logout.text);
        assert.equal((await me(B, second)).status, 401, 'the logged-out token on B');
        assert.equal((await me(B, first)).status, 401, 'the token it replaced, on B');
        assert.equal((await me(A, second)).status, 401, 'the logged-out token on A');
      },
    );

    await t.test('logout on A refuses a token signed in on B, on B at once', async () => {
      const token = await logIn(B, admin, freshAddress());
      assert.equal((await me(B, token)).status, 200);
      assert.equal((await call(A, 'POST', '/auth/logout', { token })).status, 200);
      assert.equal((await me(B, token)).status, 401);
    });

    await t.test('a password change on B ends the sessions A serves', async () => {
      const { account, token: onA } = await register(A);
      const onB = await logIn(B, account, freshAddress());
      assert.equal((await me(A, onA)).status, 200);
      const newPassword = 'Cambiada#2027';
      const change = await call(B, 'POST', '/api/users/changePassword', {
        token: onB,
        body: {
          // the field takes the username or the e-mail
          username: account.email,
          password: account.password,
          new_password: newPassword,
          new_password_confirmation: newPassword,
        },
      });
      assert.equal(change.status, 200, change.text);
      const fresh = rotatedToken(change);
      assert.ok(fresh !== null, 'the change answers a fresh token');
      assert.equal((await me(A, onA)).status, 401, 'the session signed in on A');
      assert.equal((await me(A, onB)).status, 401, 'the session of the change, on A');
      assert.equal((await me(A, fresh)).status, 200, 'the fresh token on A');
      assert.equal((await tryLogIn(A, account.email, account.password)).status, 401);
      assert.equal((await tryLogIn(A, account.email, newPassword)).status, 200);
    });

    await t.test('failed logins of one account on A and B add up to one limit', async () => {
      const { account } = await register(A);
      // from a new address each time: the per-account limit counts whatever the address
      for (const server of [A, B, A, B]) {
        const failed = await tryLogIn(server, account.email, 'Equivocada#1');
        assert.equal(failed.status, 401, failed.text);
      }
      // the limit (RATE_LIMIT_LOGIN_MAX) is reached: refused on either, even the right password
      assertThrottled(await tryLogIn(A, account.email, account.password));
      assertThrottled(await tryLogIn(B, account.email, account.password));
    });

    await t.test(
      'behind a trusted proxy, logins count per forwarded address on A and B',
      async () => {
        const address = { 'x-forwarded-for': '203.0.113.77' };
        // unknown accounts, one try each: only the address limit (RATE_LIMIT_LOGIN_ADDRESS_MAX) fills
        for (let attempt = 0; attempt < LOGIN_ADDRESS_MAX; attempt += 1) {
          const server = attempt % 2 === 0 ? A : B;
          const failed = await tryLogIn(
            server,
            `nadie.${String(attempt)}@example.mx`,
            'Equivocada#1',
            address,
          );
          assert.equal(failed.status, 401, failed.text);
        }
        assertThrottled(await tryLogIn(A, admin.email, admin.password, address));
        assertThrottled(await tryLogIn(B, admin.email, admin.password, address));
        // another client behind the same proxy (the same socket address) is not held back
        const other = { 'x-forwarded-for': '203.0.113.78' };
        assert.equal((await tryLogIn(A, admin.email, admin.password, other)).status, 200);
        assert.equal((await tryLogIn(B, admin.email, admin.password, other)).status, 200);
      },
    );

    await t.test('a reset code requested on A is used on B, once', async () => {
      const { account, token } = await register(A);
      const request = await call(A, 'POST', '/auth/sendEmail', {
        headers: freshAddress(),
        // a customer asks with the e-mail alone
        body: { email: account.email },
      });
      assert.equal(request.status, 200, request.text);
      const code = await resetCodeIn(join(workA, 'outbox'), account.email);
      const newPassword = 'Restablecida#2028';
      const reset = {
        email: account.email,
        token: code,
        password: newPassword,
        password_confirmation: newPassword,
      };
      const used = await call(B, 'POST', '/auth/resetPassword', {
        headers: freshAddress(),
        body: reset,
      });
      assert.equal(used.status, 200, used.text);
      assert.equal((await me(A, token)).status, 401, 'the session of before the reset, on A');
      assert.equal((await me(B, token)).status, 401, 'the session of before the reset, on B');
      const again = await call(A, 'POST', '/auth/resetPassword', {
        headers: freshAddress(),
        body: { ...reset, password: 'OtraVez#2029', password_confirmation: 'OtraVez#2029' },
      });
      assert.equal(again.status, 422, 'the used code, on A');
      assert.equal((await tryLogIn(A, account.email, newPassword)).status, 200);
    });

    await t.test('what A writes, B reads at once, and the other way round', async () => {
      const { places, wallets } = await loadFixtures(db);
      const [place] = places;
      const [wallet] = wallets;
      assert.ok(place !== undefined && wallet !== undefined);
      const tokenA = await logIn(A, admin, freshAddress());
      const tokenB = await logIn(B, employee, freshAddress());
      const created = await call(A, 'POST', '/api/orders', {
        token: tokenA,
        body: {
          customer_id: wallet.userId,
          customer_name: wallet.customerName,
          customer_phone: '33 3614 2200',
          address: 'Av. Juárez 120, Centro, Guadalajara',
          zone_id: place.zoneId,
          location_id: place.locationId,
          product: 'cylinder_20kg',
          quantity: 2,
          unit_price: 450.5,
          payment_method: 'cash',
        },
      });
      assert.equal(created.status, 201, created.text);
      const id = String(field(created.body, 'id'));
      const read = await call(B, 'GET', `/api/orders/${id}`, { token: tokenB });
      assert.equal(read.status, 200, read.text);
      assert.equal(field(read.body, 'status'), 'new');
      assert.equal(field(read.body, 'total'), 901);
      const moved = await call(B, 'POST', `/api/orders/${id}/status`, {
        token: tokenB,
        body: { status: 'in_process' },
      });
      assert.equal(moved.status, 200, moved.text);
      const readOnA = await call(A, 'GET', `/api/orders/${id}`, { token: tokenA });
      assert.equal(field(readOnA.body, 'status'), 'in_process');

      const walletPath = `/api/users/${String(wallet.userId)}/wallet`;
      const before = cents(
        Number(field((await call(B, 'GET', walletPath, { token: tokenB })).body, 'amount')),
      );
      const credit = await call(A, 'POST', '/api/historicals', {
        token: tokenA,
        body: {
          user_id: wallet.userId,
          wallet_id: wallet.walletId,
          type_movement: 'credit',
          amount: 75.25,
          message: 'Recarga en sucursal',
        },
      });
      assert.equal(credit.status, 201, credit.text);
      const after = await call(B, 'GET', walletPath, { token: tokenB });
      assert.equal(cents(Number(field(after.body, 'amount'))), before + 7525);
    });
  } finally {
    await a?.stop();
    await b?.stop();
    await direct?.db.destroy();
    await database.drop();
    rmSync(workA, { recursive: true, force: true });
    rmSync(workB, { recursive: true, force: true });
  }
});
