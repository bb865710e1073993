// The audit trail: every write of the API, sign-in, failed sign-in, sign-out and password change
// or reset leaves exactly its entries (who, when, from where, what, before and after), in the
// same transaction as the write, without secrets; the database refuses to change or remove them;
// administrators, and only they, list and export them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Selectable } from 'kysely';
import openapi from '../../openapi/openapi.json';
import { recordAudit } from '../src/audit/record';
import { allOperations } from '../src/resources';
import type { AuditEventsTable } from '../src/db/tables';
import { pushDeviceFingerprint } from '../src/resources/push/service';
import {
  type CallResult,
  createTestApp,
  decodeToken,
  demoAccounts,
  firstLocation,
  pictureForm,
  type TestApp,
  TINY_PNG,
} from './helper';
import { truckBody } from './delivery-fixtures';
import { pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';
import { filesUnder } from './source-tree';

type Entry = Selectable<AuditEventsTable>;
type State = Record<string, unknown>;

const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);
const AGENT = 'AuditTest/1.0 (jest)';
const DAY_MS = 86_400_000;

let t: TestApp;
const tokens = { admin: '', employee: '', customer: '' };
const ids = { admin: 0, employee: 0, customer: 0, zone: 0, location: 0 };
/** Everything secret the tests handled: no entry may contain any of it. */
const secrets = new Set<string>(Object.values(demoAccounts).map((account) => account.password));
/** The writing operations an entry was checked for (see the last test). */
const covered = new Set<string>();

let unique = 0;
const next = (): number => {
  unique += 1;
  return unique;
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const response = await t.call({
    method,
    url,
    payload: options.payload,
    token: options.token,
    headers: { 'user-agent': AGENT, ...options.headers },
  });
  const token = /"token":"([^"]+)"/.exec(response.body)?.[1];
  if (token !== undefined) secrets.add(token);
  return response;
}

/** A call that must succeed; its JSON body. */
async function ok<T = { id: number }>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown } = {},
): Promise<T> {
  const response = await call(method, url, options);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${String(response.statusCode)} ${response.body}`);
  return response.json<T>();
}

const lastEntryId = async (): Promise<number> => {
  const row = await t.database.db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
};

const allEntries = (): Promise<Entry[]> =>
  t.database.db.selectFrom('audit_events').selectAll().orderBy('id').execute();

/** The entries written while `action` ran. */
async function entriesOf(action: () => Promise<unknown>): Promise<Entry[]> {
  const mark = await lastEntryId();
  await action();
  return t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('id', '>', mark)
    .orderBy('id')
    .execute();
}

const stateOf = (text: string | null): State | null =>
  text === null ? null : (JSON.parse(text) as State);
const before = (entry: Entry | undefined) => stateOf(entry?.before_state ?? null);
const after = (entry: Entry | undefined) => stateOf(entry?.after_state ?? null);

interface Expected {
  operationId: string;
  action: string;
  entity: string;
  entityId?: string | number | null;
  actor?: keyof typeof tokens | null;
}

/** Checks one entry: the call's actor, address and browser, and what it was about. */
function expectEntry(entry: Entry | undefined, expected: Expected): Entry {
  if (entry === undefined) throw new Error(`no entry for ${expected.operationId}`);
  covered.add(expected.operationId);
  const actor = expected.actor === undefined ? 'admin' : expected.actor;
  expect(entry).toMatchObject({
    action: expected.action,
    entity_type: expected.entity,
    ip: '127.0.0.1',
    user_agent: AGENT,
  });
  if (expected.entityId !== undefined)
    expect(entry.entity_id).toBe(expected.entityId === null ? null : String(expected.entityId));
  if (actor === null) {
    expect(entry).toMatchObject({ actor_id: null, actor_name: null, actor_email: null });
  } else {
    const account = demoAccounts[actor];
    expect(entry).toMatchObject({
      actor_id: ids[actor],
      actor_name: `${account.name} ${account.last_name}`,
      actor_email: account.email,
      actor_role: actor,
    });
  }
  expect(Date.parse(entry.occurred_at)).toBeGreaterThan(Date.now() - 60_000);
  return entry;
}

/** The one entry a call wrote. */
async function oneEntry(action: () => Promise<unknown>, expected: Expected): Promise<Entry> {
  const entries = await entriesOf(action);
  expect(entries.map((entry) => `${entry.action} ${entry.entity_type}`)).toEqual([
    `${expected.action} ${expected.entity}`,
  ]);
  return expectEntry(entries[0], expected);
}

const zoneBody = () => ({
  name: `Zona bitácora ${String(next())}`,
  phone: null,
  description: null,
});
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  customer_id: null,
  customer_name: 'Rosa Elena Martínez',
  customer_phone: '33 3614 2200',
  address: 'Av. Juárez 120, Centro, Guadalajara',
  zone_id: ids.zone,
  location_id: ids.location,
  product: 'cylinder_20kg',
  quantity: 1,
  unit_price: 300,
  payment_method: 'cash',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'employee', 'customer'] as const) {
    tokens[who] = await t.login(who);
    secrets.add(tokens[who]);
    ids[who] = (await ok('GET', '/api/auth/me', { token: tokens[who] })).id;
  }
  ({ zone_id: ids.zone, location_id: ids.location } = await firstLocation(t.database));
}, 60_000);
afterAll(() => t.close());

describe('sign-in, failed sign-in and sign-out', () => {
  it('a sign-in by e-mail or by number is one login entry of the new session', async () => {
    let token = '';
    const entry = await oneEntry(
      async () => {
        token = (
          await ok<{ token: string }>('POST', '/api/auth/login', {
            payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
          })
        ).token;
      },
      { operationId: 'loginByEmail', action: 'login', entity: 'session' },
    );
    expect(entry.entity_id).toBe(decodeToken(token).sid);
    expect(after(entry)).toMatchObject({ id: entry.entity_id, user_id: ids.admin });
    expect(before(entry)).toBeNull();

    const byNumber = await oneEntry(
      () =>
        ok('POST', '/auth/login', {
          payload: {
            number: demoAccounts.employee.number,
            password: demoAccounts.employee.password,
          },
        }),
      { operationId: 'loginByNumber', action: 'login', entity: 'session', actor: 'employee' },
    );
    expect(byNumber.entity_id).toEqual(expect.any(String));
  });

  it('a failed sign-in is anonymous and keeps the identifier tried, never the password', async () => {
    const wrong = `Incorrecta-${String(next())}!`;
    secrets.add(wrong);
    const entry = await oneEntry(
      async () => {
        const response = await call('POST', '/api/auth/login', {
          payload: { email: demoAccounts.admin.email, password: wrong },
        });
        expect(response.statusCode).toBe(401);
      },
      {
        operationId: 'loginByEmail',
        action: 'login_failed',
        entity: 'session',
        entityId: null,
        actor: null,
      },
    );
    expect(after(entry)).toEqual({ identifier: demoAccounts.admin.email });
    expect(JSON.stringify(entry)).not.toContain(wrong);

    const unknown = await oneEntry(
      async () => {
        const response = await call('POST', '/auth/login', {
          payload: { number: '987654', password: wrong },
        });
        expect(response.statusCode).toBe(401);
      },
      {
        operationId: 'loginByNumber',
        action: 'login_failed',
        entity: 'session',
        entityId: null,
        actor: null,
      },
    );
    expect(after(unknown)).toEqual({ identifier: '#987654' });
  });

  it('a sign-out is one logout entry: the session before and after it ended', async () => {
    const token = (
      await ok<{ token: string }>('POST', '/api/auth/login', {
        payload: { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
      })
    ).token;
    const entry = await oneEntry(() => ok('POST', '/auth/logout', { token }), {
      operationId: 'logout',
      action: 'logout',
      entity: 'session',
      entityId: decodeToken(token).sid as string,
      actor: 'customer',
    });
    expect(before(entry)).toMatchObject({ user_id: ids.customer, ended_at: null });
    expect(after(entry)?.ended_at).toEqual(expect.any(String));
  });

  it('keeps the address Fastify computes: X-Forwarded-For only from TRUST_PROXY', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const forwarded = { 'x-forwarded-for': '203.0.113.7' };
      await behindProxy.call({
        method: 'POST',
        url: '/api/auth/login',
        headers: forwarded,
        payload: { email: demoAccounts.admin.email, password: 'Incorrecta-proxy!' },
      });
      const [trusted] = await behindProxy.database.db
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'login_failed')
        .execute();
      expect(trusted?.ip).toBe('203.0.113.7');
    } finally {
      await behindProxy.close();
    }
    // this app trusts no proxy: a forged header is not believed
    const [forged] = await entriesOf(() =>
      call('POST', '/api/auth/login', {
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: demoAccounts.admin.email, password: 'Incorrecta-proxy!' },
      }),
    );
    expect(forged?.ip).toBe('127.0.0.1');
  });

  it('truncates a long User-Agent', async () => {
    const [entry] = await entriesOf(() =>
      call('POST', '/api/auth/login', {
        headers: { 'user-agent': `Navegador/${'x'.repeat(600)}` },
        payload: { email: demoAccounts.admin.email, password: 'Incorrecta-larga!' },
      }),
    );
    expect(entry?.user_agent).toHaveLength(255);
  });
});

describe('registration and password reset', () => {
  it('a registration creates the user, made by the new account (signing in is a later call)', async () => {
    const n = next();
    const password = `Registro-${String(n)}!`;
    secrets.add(password);
    const entries = await entriesOf(() =>
      ok('POST', '/api/auth/register', {
        payload: {
          full_name: `Registro Bitácora ${String(n)}`,
          number: String(70_000 + n),
          username: `bitacora${String(n)}`,
          email: `bitacora${String(n)}@example.mx`,
          password,
          password_confirmation: password,
        },
      }),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    const [created] = entries;
    covered.add('register');
    expect(created).toMatchObject({
      entity_type: 'user',
      actor_id: Number(created?.entity_id),
      actor_email: `bitacora${String(n)}@example.mx`,
      actor_role: 'customer',
      ip: '127.0.0.1',
      user_agent: AGENT,
    });
    expect(after(created)).toMatchObject({ email: `bitacora${String(n)}@example.mx` });
  });

  it('a reset request is anonymous, with what was asked for, matched or not', async () => {
    const { email, number } = demoAccounts.employee;
    const matched = await oneEntry(
      () => ok('POST', '/auth/sendEmail', { payload: { email, number } }),
      {
        operationId: 'sendResetEmail',
        action: 'password_reset_request',
        entity: 'user',
        entityId: ids.employee,
        actor: null,
      },
    );
    expect(after(matched)).toEqual({ identifier: email, number });
    const unmatched = await oneEntry(
      () => ok('POST', '/auth/sendEmail', { payload: { email: 'nadie@example.mx', number: '1' } }),
      {
        operationId: 'sendResetEmail',
        action: 'password_reset_request',
        entity: 'user',
        entityId: null,
        actor: null,
      },
    );
    expect(after(unmatched)).toEqual({ identifier: 'nadie@example.mx', number: '1' });
  });

  it('a wrong code is a failed reset; the right one a reset made by the account', async () => {
    const { email, number } = demoAccounts.employee;
    await ok('POST', '/auth/sendEmail', { payload: { email, number } });
    const code = /: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(t.lastMail())?.[1];
    if (code === undefined) throw new Error('no reset code in the mail');
    secrets.add(code);
    const password = `Nueva-${String(next())}!`;
    secrets.add(password);
    const wrongCode = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    const failed = await oneEntry(
      async () => {
        const response = await call('POST', '/auth/resetPassword', {
          payload: { email, token: wrongCode, password, password_confirmation: password },
        });
        expect(response.statusCode).toBe(422);
      },
      {
        operationId: 'resetPassword',
        action: 'password_reset_failed',
        entity: 'user',
        entityId: ids.employee,
        actor: null,
      },
    );
    expect(after(failed)).toEqual({ identifier: email });
    expect(JSON.stringify(failed)).not.toContain(wrongCode);

    const reset = await oneEntry(
      () =>
        ok('POST', '/auth/resetPassword', {
          payload: { email, token: code, password, password_confirmation: password },
        }),
      {
        operationId: 'resetPassword',
        action: 'password_reset',
        entity: 'user',
        entityId: ids.employee,
        actor: 'employee',
      },
    );
    expect(before(reset)).toMatchObject({ id: ids.employee, email });
    // back to the demo password, by the account itself
    tokens.employee = (
      await ok<{ token: string }>('POST', '/api/auth/login', { payload: { email, password } })
    ).token;
    const entry = await oneEntry(
      () =>
        ok('POST', '/api/users/changePassword', {
          token: tokens.employee,
          payload: {
            username: email,
            password,
            new_password: demoAccounts.employee.password,
            new_password_confirmation: demoAccounts.employee.password,
          },
        }),
      {
        operationId: 'changePassword',
        action: 'password_change',
        entity: 'user',
        entityId: ids.employee,
        actor: 'employee',
      },
    );
    expect(Object.keys(after(entry) ?? {})).not.toContain('password_hash');
    tokens.employee = await t.login('employee');
    secrets.add(tokens.employee);
  });
});

describe('users', () => {
  it('create, update, picture, delete and restore: one entry each, with before and after', async () => {
    const n = next();
    const password = `Cliente-${String(n)}!`;
    secrets.add(password);
    let id = 0;
    const created = await oneEntry(
      async () => {
        id = (
          await ok('POST', '/api/users', {
            token: tokens.employee,
            payload: {
              name: 'Ana',
              last_name: `Bitácora ${String(n)}`,
              email: `ana${String(n)}@example.mx`,
              password,
            },
          })
        ).id;
      },
      { operationId: 'createUser', action: 'create', entity: 'user', actor: 'employee' },
    );
    expect(created.entity_id).toBe(String(id));
    expect(before(created)).toBeNull();
    expect(after(created)).toMatchObject({ id, name: 'Ana', type_user: 'usuario' });
    expect(Object.keys(after(created) ?? {})).not.toContain('password_hash');

    const updated = await oneEntry(
      () =>
        ok('PUT', `/api/users/${String(id)}`, {
          token: tokens.admin,
          payload: {
            name: 'Ana María',
            last_name: `Bitácora ${String(n)}`,
            email: `ana${String(n)}@example.mx`,
            type_user: 'usuario',
          },
        }),
      { operationId: 'updateUser', action: 'update', entity: 'user', entityId: id },
    );
    expect(before(updated)?.name).toBe('Ana');
    expect(after(updated)?.name).toBe('Ana María');

    const picture = await oneEntry(
      () =>
        ok('POST', `/api/users/profilepicture/${String(id)}`, {
          token: tokens.admin,
          payload: pictureForm(),
        }),
      {
        operationId: 'uploadProfilePicture',
        action: 'create',
        entity: 'profile_picture',
        entityId: id,
      },
    );
    expect(before(picture)).toBeNull();
    expect(after(picture)).toEqual({
      user_id: id,
      mime: 'image/png',
      bytes: TINY_PNG.length,
      updated_at: anyString,
    });
    const replaced = await oneEntry(
      () =>
        ok('POST', `/api/users/profilepicture/${String(id)}`, {
          token: tokens.admin,
          payload: pictureForm(),
        }),
      { operationId: 'uploadProfilePicture', action: 'update', entity: 'profile_picture' },
    );
    expect(before(replaced)).toMatchObject({ mime: 'image/png' });

    const deleted = await oneEntry(
      () => ok('DELETE', `/api/users/${String(id)}`, { token: tokens.admin }),
      {
        operationId: 'deleteUser',
        action: 'delete',
        entity: 'user',
        entityId: id,
      },
    );
    expect(before(deleted)?.deleted_at).toBeNull();
    expect(after(deleted)?.deleted_at).toEqual(expect.any(String));
    // deleting a deleted user changes nothing, and records nothing
    expect(
      await entriesOf(() => ok('DELETE', `/api/users/${String(id)}`, { token: tokens.admin })),
    ).toEqual([]);

    const restored = await oneEntry(
      () => ok('GET', `/api/users/${String(id)}/restore`, { token: tokens.admin }),
      { operationId: 'restoreUser', action: 'restore', entity: 'user', entityId: id },
    );
    expect(after(restored)?.deleted_at).toBeNull();
  });
});

describe('wallets', () => {
  it('opening a wallet is its creation and the opening credit; a movement keeps both balances', async () => {
    const customer = await ok('POST', '/api/users', {
      token: tokens.admin,
      payload: {
        name: 'Monedero',
        last_name: `Bitácora ${String(next())}`,
        email: `monedero${String(next())}@example.mx`,
        password: 'Monedero123!',
      },
    });
    let walletId = 0;
    const opened = await entriesOf(async () => {
      walletId = (
        await ok('POST', '/api/wallets', {
          token: tokens.employee,
          payload: { user_id: customer.id, amount: 100 },
        })
      ).id;
    });
    expect(opened.map((entry) => entry.action)).toEqual(['create', 'wallet_movement']);
    const [creation, credit] = opened;
    expectEntry(creation, {
      operationId: 'createWallet',
      action: 'create',
      entity: 'wallet',
      entityId: walletId,
      actor: 'employee',
    });
    expect(after(creation)).toMatchObject({ user_id: customer.id, balance_cents: 0 });
    expectEntry(credit, {
      operationId: 'createWallet',
      action: 'wallet_movement',
      entity: 'wallet',
      entityId: walletId,
      actor: 'employee',
    });
    expect(before(credit)).toEqual({ user_id: customer.id, balance_cents: 0 });
    expect(after(credit)).toMatchObject({
      balance_cents: 10_000,
      type_movement: 'credit',
      amount_cents: 10_000,
    });

    const debit = await oneEntry(
      () =>
        ok('POST', '/api/historicals', {
          token: tokens.admin,
          payload: {
            user_id: customer.id,
            wallet_id: walletId,
            type_movement: 'debit',
            amount: 30.5,
            message: 'Ajuste de bitácora',
          },
        }),
      {
        operationId: 'createHistorical',
        action: 'wallet_movement',
        entity: 'wallet',
        entityId: walletId,
      },
    );
    expect(before(debit)).toEqual({ user_id: customer.id, balance_cents: 10_000 });
    expect(after(debit)).toMatchObject({
      balance_cents: 6_950,
      amount_cents: 3_050,
      type_movement: 'debit',
      message: 'Ajuste de bitácora',
      historical_id: anyNumber,
    });
  });
});

describe('orders', () => {
  it("a customer's 'order again': the new order, by the customer", async () => {
    const mine = await ok('POST', '/api/orders', {
      token: tokens.employee,
      payload: orderBody({ customer_id: ids.customer }),
    });
    let id = 0;
    const entry = await oneEntry(
      async () => {
        id = (
          await ok('POST', `/api/orders/mine/${String(mine.id)}/repeat`, { token: tokens.customer })
        ).id;
      },
      { operationId: 'repeatMyOrder', action: 'create', entity: 'order', actor: 'customer' },
    );
    expect(entry.entity_id).toBe(String(id));
    expect(after(entry)).toMatchObject({ id, customer_id: ids.customer, created_by: ids.customer });
  });

  it('create, update, status changes (with the refund), delete and restore', async () => {
    const customer = await ok('POST', '/api/users', {
      token: tokens.admin,
      payload: {
        name: 'Pedido',
        last_name: `Bitácora ${String(next())}`,
        email: `pedido${String(next())}@example.mx`,
        password: 'Pedido123!',
      },
    });
    const wallet = await ok('POST', '/api/wallets', {
      token: tokens.admin,
      payload: { user_id: customer.id, amount: 1000 },
    });
    let id = 0;
    const createdEntries = await entriesOf(async () => {
      id = (
        await ok('POST', '/api/orders', {
          token: tokens.employee,
          payload: orderBody({ customer_id: customer.id, payment_method: 'wallet' }),
        })
      ).id;
    });
    expect(createdEntries.map((entry) => entry.action)).toEqual(['create', 'wallet_movement']);
    const created = expectEntry(createdEntries[0], {
      operationId: 'createOrder',
      action: 'create',
      entity: 'order',
      entityId: id,
      actor: 'employee',
    });
    // the row as stored: its folio written, its revision counted (PostgreSQL writes the row once,
    // SQLite twice: the folio once the id is known)
    const stored = await t.database.db
      .selectFrom('orders')
      .select('revision')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.revision).toBe(t.database.dialect === 'postgres' ? 0 : 1);
    expect(after(created)).toMatchObject({ id, status: 'new', total_cents: 30_000, ...stored });
    expect(after(created)?.folio).toMatch(/^GLP-\d+$/);
    expect(after(createdEntries[1])).toMatchObject({
      order_id: id,
      type_movement: 'debit',
      balance_cents: 70_000,
    });
    expect(createdEntries[1]?.entity_id).toBe(String(wallet.id));

    const updated = await oneEntry(
      () =>
        ok('PUT', `/api/orders/${String(id)}`, {
          token: tokens.admin,
          payload: orderBody({
            customer_id: customer.id,
            payment_method: 'wallet',
            notes: 'Tocar el timbre',
          }),
        }),
      { operationId: 'updateOrder', action: 'update', entity: 'order', entityId: id },
    );
    expect(before(updated)?.notes).toBeNull();
    expect(after(updated)?.notes).toBe('Tocar el timbre');
    expect(after(updated)?.revision).toBe(Number(before(updated)?.revision) + 1);

    const moved = await oneEntry(
      () =>
        ok('POST', `/api/orders/${String(id)}/status`, {
          token: tokens.admin,
          payload: { status: 'in_process' },
        }),
      { operationId: 'changeOrderStatus', action: 'status_change', entity: 'order', entityId: id },
    );
    expect([before(moved)?.status, after(moved)?.status]).toEqual(['new', 'in_process']);
    expect(after(moved)?.revision).toBe(Number(before(moved)?.revision) + 1);

    const cancelled = await entriesOf(() =>
      ok('POST', `/api/orders/${String(id)}/status`, {
        token: tokens.admin,
        payload: { status: 'cancelled', reason: 'El cliente no estaba' },
      }),
    );
    expect(cancelled.map((entry) => entry.action)).toEqual(['status_change', 'wallet_movement']);
    expect(after(cancelled[0])).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'El cliente no estaba',
    });
    const refund = expectEntry(cancelled[1], {
      operationId: 'changeOrderStatus',
      action: 'wallet_movement',
      entity: 'wallet',
      entityId: wallet.id,
    });
    expect(before(refund)).toMatchObject({ balance_cents: 70_000 });
    expect(after(refund)).toMatchObject({
      balance_cents: 100_000,
      type_movement: 'credit',
      order_id: id,
    });

    await oneEntry(() => ok('DELETE', `/api/orders/${String(id)}`, { token: tokens.admin }), {
      operationId: 'deleteOrder',
      action: 'delete',
      entity: 'order',
      entityId: id,
    });
    expect(
      await entriesOf(() => ok('DELETE', `/api/orders/${String(id)}`, { token: tokens.admin })),
    ).toEqual([]);
    const restored = await oneEntry(
      () => ok('GET', `/api/orders/${String(id)}/restore`, { token: tokens.admin }),
      { operationId: 'restoreOrder', action: 'restore', entity: 'order', entityId: id },
    );
    expect([before(restored)?.deleted_at, after(restored)?.deleted_at]).toEqual([
      expect.any(String),
      null,
    ]);
  });
});

describe('master data, polls and prices', () => {
  /** Create, update, delete and restore of a resource: one entry each. */
  async function lifecycle(resource: {
    plural: string;
    Name: string;
    entity: string;
    body: () => Record<string, unknown>;
    createMethod?: 'POST' | 'PUT';
    createOperationId?: string;
    update: (id: number) => { method: 'PUT'; url: string; payload: Record<string, unknown> };
    updateOperationId?: string;
    changed: string;
  }): Promise<void> {
    const { plural, Name, entity } = resource;
    let id = 0;
    const created = await oneEntry(
      async () => {
        id = (
          await ok(resource.createMethod ?? 'POST', `/api/${plural}`, {
            token: tokens.admin,
            payload: resource.body(),
          })
        ).id;
      },
      { operationId: resource.createOperationId ?? `create${Name}`, action: 'create', entity },
    );
    expect(created.entity_id).toBe(String(id));
    expect(after(created)).toMatchObject({ id, deleted_at: null });
    const update = resource.update(id);
    const updated = await oneEntry(
      () => ok(update.method, update.url, { token: tokens.admin, payload: update.payload }),
      {
        operationId: resource.updateOperationId ?? `update${Name}`,
        action: 'update',
        entity,
        entityId: id,
      },
    );
    expect(before(updated)?.[resource.changed]).not.toEqual(after(updated)?.[resource.changed]);
    await oneEntry(() => ok('DELETE', `/api/${plural}/${String(id)}`, { token: tokens.admin }), {
      operationId: `delete${Name}`,
      action: 'delete',
      entity,
      entityId: id,
    });
    await oneEntry(
      () => ok('POST', `/api/${plural}/${String(id)}/restore`, { token: tokens.admin }),
      { operationId: `restore${Name}`, action: 'restore', entity, entityId: id },
    );
  }

  it('zones', () =>
    lifecycle({
      plural: 'zones',
      Name: 'Zone',
      entity: 'zone',
      body: zoneBody,
      update: (id) => ({
        method: 'PUT',
        url: `/api/zones/${String(id)}`,
        payload: { name: `Zona renombrada ${String(next())}` },
      }),
      changed: 'name',
    }));

  it('locations', () =>
    lifecycle({
      plural: 'locations',
      Name: 'Location',
      entity: 'location',
      body: () => ({ name: `Ubicación bitácora ${String(next())}`, zone_id: ids.zone }),
      update: (id) => ({
        method: 'PUT',
        url: `/api/locations/${String(id)}`,
        payload: { name: `Ubicación renombrada ${String(next())}`, zone_id: ids.zone },
      }),
      changed: 'name',
    }));

  it('vehicles', () =>
    lifecycle({
      plural: 'vehicles',
      Name: 'Vehicle',
      entity: 'vehicle',
      body: () => ({
        plate: `AUD-${String(100 + next())}`,
        kind: 'cylinder_truck',
        capacity: 100,
        zone_id: ids.zone,
      }),
      update: (id) => ({
        method: 'PUT',
        url: `/api/vehicles/${String(id)}`,
        payload: {
          plate: `AUD-${String(100 + next())}`,
          kind: 'tank_truck',
          capacity: 8000,
          zone_id: ids.zone,
        },
      }),
      changed: 'capacity',
    }));

  it('polls, with their questions', () =>
    lifecycle({
      plural: 'polls',
      Name: 'Poll',
      entity: 'poll',
      body: () => ({
        title: `Encuesta bitácora ${String(next())}`,
        questions: [{ text: '¿Cómo le atendimos?', kind: 'text' }],
      }),
      update: (id) => ({
        method: 'PUT',
        url: `/api/polls/${String(id)}`,
        payload: {
          title: 'Encuesta editada',
          questions: [{ text: '¿Llegó a tiempo?', kind: 'yes_no' }],
        },
      }),
      changed: 'questions',
    }));

  it('prices', () =>
    lifecycle({
      plural: 'prices',
      Name: 'Price',
      entity: 'price',
      body: () => ({
        zone_id: ids.zone,
        product: 'cylinder_20kg',
        price: 400,
        effective_from: new Date(Date.UTC(2021, 0, 1) + next() * DAY_MS).toISOString().slice(0, 10),
      }),
      update: (id) => ({
        method: 'PUT',
        url: `/api/prices/${String(id)}`,
        payload: {
          zone_id: ids.zone,
          product: 'cylinder_20kg',
          price: 410.5,
          effective_from: new Date(Date.UTC(2022, 0, 1) + next() * DAY_MS)
            .toISOString()
            .slice(0, 10),
        },
      }),
      changed: 'price_cents',
    }));

  it('regulated maximums: the PUT creates the week, then changes it', async () => {
    // a Sunday per call
    const week = () =>
      new Date(Date.UTC(2019, 0, 6) + 7 * next() * DAY_MS).toISOString().slice(0, 10);
    const weekStart = week();
    const body = { zone_id: ids.zone, product_kind: 'cylinder_kg', week_start: weekStart };
    await lifecycle({
      plural: 'price-maximums',
      Name: 'PriceMaximum',
      entity: 'price_maximum',
      createMethod: 'PUT',
      createOperationId: 'putPriceMaximum',
      body: () => ({ ...body, max: 30 }),
      update: () => ({ method: 'PUT', url: '/api/price-maximums', payload: { ...body, max: 31 } }),
      updateOperationId: 'putPriceMaximum',
      changed: 'max_cents',
    });
  });
});

describe('delivery routes', () => {
  const kinds = (entries: Entry[]) =>
    entries.map((entry) => `${entry.action} ${entry.entity_type}`);

  it('every write of a route is one entry of the route (its stops included), with the orders it moves', async () => {
    const truck = await ok('POST', '/api/vehicles', {
      token: tokens.admin,
      payload: truckBody(`RUA-${String(100 + next())}`, ids.zone),
    });
    const day = (offset: number) =>
      new Date(Date.UTC(2033, 0, 1) + (next() + offset) * DAY_MS).toISOString().slice(0, 10);
    const routeBody = () => ({
      route_date: day(0),
      vehicle_id: truck.id,
      driver_id: ids.employee,
      helper_id: ids.admin,
    });
    let id = 0;
    const created = await oneEntry(
      async () => {
        id = (
          await ok('POST', '/api/delivery-routes', { token: tokens.admin, payload: routeBody() })
        ).id;
      },
      { operationId: 'createDeliveryRoute', action: 'create', entity: 'delivery_route' },
    );
    expect(after(created)).toMatchObject({ id, status: 'planned', stops: [] });
    const url = `/api/delivery-routes/${String(id)}`;
    await oneEntry(() => ok('PUT', url, { token: tokens.admin, payload: routeBody() }), {
      operationId: 'updateDeliveryRoute',
      action: 'update',
      entity: 'delivery_route',
      entityId: id,
    });
    const orderIds: number[] = [];
    for (let index = 0; index < 2; index += 1)
      orderIds.push(
        (await ok('POST', '/api/orders', { token: tokens.admin, payload: orderBody() })).id,
      );
    let stops: { id: number; order_id: number }[] = [];
    for (const orderId of orderIds) {
      const entry = await oneEntry(
        async () => {
          stops = (
            await ok<{ stops: typeof stops }>('POST', `${url}/stops`, {
              token: tokens.admin,
              payload: { order_id: orderId },
            })
          ).stops;
        },
        {
          operationId: 'addDeliveryStop',
          action: 'update',
          entity: 'delivery_route',
          entityId: id,
        },
      );
      expect((after(entry)?.stops as unknown[]).length).toBe(stops.length);
    }
    await oneEntry(
      () =>
        ok('PUT', `${url}/stops`, {
          token: tokens.admin,
          payload: { order_ids: [...orderIds].reverse() },
        }),
      {
        operationId: 'reorderDeliveryStops',
        action: 'update',
        entity: 'delivery_route',
        entityId: id,
      },
    );
    // a stop moved to another planned route is one entry for each of the two routes
    const otherTruck = await ok('POST', '/api/vehicles', {
      token: tokens.admin,
      payload: truckBody(`RUA-${String(100 + next())}`, ids.zone),
    });
    const otherId = (
      await ok('POST', '/api/delivery-routes', {
        token: tokens.admin,
        payload: { ...routeBody(), vehicle_id: otherTruck.id, helper_id: null },
      })
    ).id;
    const moveEntries = async (from: number, to: number): Promise<Entry[]> => {
      const stop = stops.find((one) => one.order_id === orderIds[1]);
      const entries = await entriesOf(async () => {
        stops = (
          await ok<{ stops: typeof stops }>(
            'POST',
            `/api/delivery-routes/${String(from)}/stops/${String(stop?.id ?? 0)}/move`,
            { token: tokens.admin, payload: { route_id: to } },
          )
        ).stops;
      });
      expect(kinds(entries)).toEqual(['update delivery_route', 'update delivery_route']);
      for (const routeId of [from, to])
        expectEntry(
          entries.find((entry) => entry.entity_id === String(routeId)),
          {
            operationId: 'moveDeliveryStop',
            action: 'update',
            entity: 'delivery_route',
            entityId: routeId,
          },
        );
      return entries;
    };
    await moveEntries(id, otherId);
    expect(stops.map((stop) => stop.order_id)).toEqual([orderIds[1]]);
    // and back, where the steps below expect it
    await moveEntries(otherId, id);
    expect(stops.map((stop) => stop.order_id).sort()).toEqual([...orderIds].sort());
    const dropped = stops.find((stop) => stop.order_id === orderIds[1]);
    await oneEntry(
      () => ok('DELETE', `${url}/stops/${String(dropped?.id ?? 0)}`, { token: tokens.admin }),
      {
        operationId: 'removeDeliveryStop',
        action: 'update',
        entity: 'delivery_route',
        entityId: id,
      },
    );
    const departed = await entriesOf(() => ok('POST', `${url}/depart`, { token: tokens.admin }));
    expect(kinds(departed)).toEqual(['status_change order', 'status_change delivery_route']);
    expectEntry(departed[1], {
      operationId: 'departDeliveryRoute',
      action: 'status_change',
      entity: 'delivery_route',
      entityId: id,
    });
    const kept = stops.find((stop) => stop.order_id === orderIds[0]);
    const recorded = await entriesOf(() =>
      ok('POST', `${url}/stops/${String(kept?.id ?? 0)}/outcome`, {
        token: tokens.admin,
        payload: { outcome: 'delivered' },
      }),
    );
    expect(kinds(recorded)).toEqual(['status_change order', 'update delivery_route']);
    expectEntry(recorded[1], {
      operationId: 'recordDeliveryOutcome',
      action: 'update',
      entity: 'delivery_route',
      entityId: id,
    });
    const closed = await oneEntry(
      () => ok('POST', `${url}/close`, { token: tokens.admin, payload: { cash_counted: 290 } }),
      {
        operationId: 'closeDeliveryRoute',
        action: 'status_change',
        entity: 'delivery_route',
        entityId: id,
      },
    );
    expect(after(closed)).toMatchObject({
      status: 'closed',
      cash_expected_cents: 30_000,
      cash_counted_cents: 29_000,
      cash_difference_cents: -1_000,
      closed_by: ids.admin,
    });
    const reopened = await oneEntry(() => ok('POST', `${url}/reopen`, { token: tokens.admin }), {
      operationId: 'reopenDeliveryRoute',
      action: 'status_change',
      entity: 'delivery_route',
      entityId: id,
    });
    expect([before(reopened)?.status, after(reopened)?.status]).toEqual(['closed', 'out']);

    // a planned route's delete takes its stops off, in the same entry
    const other = (
      await ok('POST', '/api/delivery-routes', { token: tokens.admin, payload: routeBody() })
    ).id;
    await ok('POST', `/api/delivery-routes/${String(other)}/stops`, {
      token: tokens.admin,
      payload: { order_id: orderIds[1] },
    });
    const removed = await oneEntry(
      () => ok('DELETE', `/api/delivery-routes/${String(other)}`, { token: tokens.admin }),
      {
        operationId: 'deleteDeliveryRoute',
        action: 'delete',
        entity: 'delivery_route',
        entityId: other,
      },
    );
    expect([
      (before(removed)?.stops as unknown[]).length,
      (after(removed)?.stops as unknown[]).length,
    ]).toEqual([1, 0]);
  });
});

describe('push devices', () => {
  it('registration and removal name the device by a fingerprint, never its push id', async () => {
    const pushId = `fid-bitacora-${String(next())}`;
    secrets.add(pushId);
    const registered = await oneEntry(
      () => ok('POST', '/api/push/devices', { token: tokens.employee, payload: { token: pushId } }),
      {
        operationId: 'registerPushDevice',
        action: 'create',
        entity: 'push_device',
        entityId: pushDeviceFingerprint(pushId),
        actor: 'employee',
      },
    );
    expect(after(registered)).toMatchObject({ kind: 'fid', user_id: ids.employee });
    // the same registration again changes nothing but its time: no entry
    expect(
      await entriesOf(() =>
        ok('POST', '/api/push/devices', { token: tokens.employee, payload: { token: pushId } }),
      ),
    ).toEqual([]);
    // another language is a change
    await oneEntry(
      () =>
        t.call({
          method: 'POST',
          url: '/api/push/devices',
          token: tokens.employee,
          payload: { token: pushId },
          headers: { 'user-agent': AGENT, 'accept-language': 'en' },
        }),
      {
        operationId: 'registerPushDevice',
        action: 'update',
        entity: 'push_device',
        actor: 'employee',
      },
    );
    const removed = await oneEntry(
      () => ok('DELETE', `/api/push/devices/${pushId}`, { token: tokens.employee }),
      {
        operationId: 'unregisterPushDevice',
        action: 'delete',
        entity: 'push_device',
        entityId: pushDeviceFingerprint(pushId),
        actor: 'employee',
      },
    );
    expect(before(removed)).toMatchObject({ language: 'en' });
    expect(after(removed)).toBeNull();
  });
});

describe('a write that does not happen leaves no entry', () => {
  it('refused input: bad body, duplicate, a zone in use, a short balance', async () => {
    const taken = zoneBody();
    const zone = await ok('POST', '/api/zones', { token: tokens.admin, payload: taken });
    const customer = await ok('POST', '/api/users', {
      token: tokens.admin,
      payload: {
        name: 'Saldo',
        last_name: 'Corto',
        email: `corto${String(next())}@example.mx`,
        password: 'SaldoCorto123!',
        zone_id: zone.id,
      },
    });
    const wallet = await ok('POST', '/api/wallets', {
      token: tokens.admin,
      payload: { user_id: customer.id, amount: 10 },
    });
    const refusals: [number, () => Promise<CallResult>][] = [
      [400, () => call('POST', '/api/zones', { token: tokens.admin, payload: { name: 5 } })],
      [
        409,
        () =>
          call('POST', '/api/zones', {
            token: tokens.admin,
            payload: { name: taken.name.toUpperCase() },
          }),
      ],
      [422, () => call('DELETE', `/api/zones/${String(zone.id)}`, { token: tokens.admin })],
      [
        422,
        () =>
          call('POST', '/api/historicals', {
            token: tokens.admin,
            payload: {
              user_id: customer.id,
              wallet_id: wallet.id,
              type_movement: 'debit',
              amount: 10.01,
              message: 'Más de lo que hay',
            },
          }),
      ],
      // the order and its entry are written, then the debit fails: all of it rolls back
      [
        422,
        () =>
          call('POST', '/api/orders', {
            token: tokens.admin,
            payload: orderBody({ customer_id: customer.id, payment_method: 'wallet' }),
          }),
      ],
      [403, () => call('POST', '/api/zones', { token: tokens.customer, payload: zoneBody() })],
      [401, () => call('POST', '/api/zones', { payload: zoneBody() })],
    ];
    for (const [status, refused] of refusals) {
      const entries = await entriesOf(async () => {
        expect((await refused()).statusCode).toBe(status);
      });
      // a refused call (401, 403) is recorded as such (see audit-refusals.test.ts), never as a write
      expect(entries.filter((entry) => entry.entity_type !== 'api_call')).toEqual([]);
      if (status < 401 || status > 403) expect(entries).toEqual([]);
    }
    const orders = await t.database.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('when the entry cannot be written, the write rolls back with it', async () => {
    const { db, dialect } = t.database;
    if (dialect === 'postgres') {
      await sql`create function audit_events_test_refusal() returns trigger language plpgsql as $$
        begin raise exception 'no entries now'; end $$`.execute(db);
      await sql`create trigger audit_events_test_refusal before insert on audit_events
        for each row execute function audit_events_test_refusal()`.execute(db);
    } else {
      await sql`create trigger audit_events_test_refusal before insert on audit_events
        begin select raise(abort, 'no entries now'); end`.execute(db);
    }
    const name = `Zona sin bitácora ${String(next())}`;
    try {
      const response = await call('POST', '/api/zones', { token: tokens.admin, payload: { name } });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`drop trigger audit_events_test_refusal${sql.raw(
        dialect === 'postgres' ? ' on audit_events' : '',
      )}`.execute(db);
      if (dialect === 'postgres') await sql`drop function audit_events_test_refusal()`.execute(db);
    }
    const zone = await db.selectFrom('zones').select('id').where('name', '=', name).execute();
    expect(zone).toEqual([]);
  });
});

describe('append-only', () => {
  // a database of its own: the tests above change the schema of theirs (a trigger added, dropped)
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
    const token = await own.login('admin');
    const zone = await own.call({ method: 'POST', url: '/api/zones', token, payload: zoneBody() });
    expect(zone.statusCode).toBe(201);
  });
  afterAll(() => own.close());

  it('the database refuses to change or remove an entry, whatever sends it', async () => {
    const { db, dialect } = own.database;
    const allEntries = () => db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    const entries = await allEntries();
    const first = entries[0];
    if (first === undefined) throw new Error('no entries yet');
    // the guards are there (a failure below then says that they did not refuse, not that they are gone)
    const triggers =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select tgname as name from pg_trigger
            where tgrelid = 'audit_events'::regclass and not tgisinternal`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'trigger' and tbl_name = 'audit_events'`.execute(db);
    expect(triggers.rows.map((row) => row.name).sort()).toEqual(
      dialect === 'postgres'
        ? ['audit_events_no_change', 'audit_events_no_truncate']
        : ['audit_events_no_delete', 'audit_events_no_update'],
    );
    // the outcome as text: a refusal's message, or what the database did instead (rows changed,
    // and the entry as it now reads). Not `rejects.toThrow`: jest loads the SQLite addon once per
    // worker, so in every test file but the first to open SQLite there a SqliteError belongs to
    // another file's realm, is not `instanceof Error`, and jest took the refusal for no error (the
    // flake of full runs)
    const outcome = async (change: () => Promise<unknown>): Promise<string> => {
      try {
        const done = await change();
        const now = await db
          .selectFrom('audit_events')
          .selectAll()
          .where('id', '=', first.id)
          .execute();
        return `not refused: ${JSON.stringify({ done, now, first }, (_key, value: unknown) =>
          typeof value === 'bigint' ? String(value) : value,
        )}`;
      } catch (error) {
        return String(error);
      }
    };
    expect(
      await outcome(() =>
        db
          .updateTable('audit_events')
          .set({ action: 'delete' })
          .where('id', '=', first.id)
          .execute(),
      ),
    ).toMatch(/append-only/);
    expect(
      await outcome(() => db.updateTable('audit_events').set({ actor_id: null }).execute()),
    ).toMatch(/append-only/);
    expect(
      await outcome(() => db.deleteFrom('audit_events').where('id', '=', first.id).execute()),
    ).toMatch(/append-only/);
    expect(await outcome(() => db.deleteFrom('audit_events').execute())).toMatch(/append-only/);
    expect(await outcome(() => sql`delete from audit_events`.execute(db))).toMatch(/append-only/);
    if (dialect === 'postgres')
      expect(await outcome(() => sql`truncate audit_events`.execute(db))).toMatch(/append-only/);
    expect(await allEntries()).toEqual(entries);
  });

  it('no call changes or removes entries, and no server code does', () => {
    const auditCalls = Object.entries(
      openapi.paths as Record<string, Record<string, unknown>>,
    ).filter(([path]) => path.startsWith('/api/audit'));
    expect(auditCalls.length).toBeGreaterThan(0);
    for (const [, methods] of auditCalls) expect(Object.keys(methods)).toEqual(['get']);
    const writers = filesUnder(join(__dirname, '../src')).filter((file) =>
      /(updateTable|deleteFrom)\(\s*'audit_events'|(update|delete\s+from|truncate)\s+audit_events/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(writers).toEqual([]);
  });
});

describe('the list', () => {
  const list = (query: string, token = tokens.admin) =>
    call('GET', `/api/audit/paginated/${query}`, { token });

  interface AuditPage {
    data: {
      id: number;
      action: string;
      entity_type: string;
      entity_id: string | null;
      actor_id: number | null;
      actor_name: string | null;
      occurred_at: string;
      before: State | null;
      after: State | null;
    }[];
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  }

  const fixtureActor = {
    id: 424_242,
    name: 'Ñandú Bitácora Pruebas',
    email: 'nandu@example.mx',
    role: 'employee' as const,
  };
  const fixture = { actor: fixtureActor, ip: '198.51.100.9', userAgent: 'Fixture/1' };
  // Mexico City is UTC-6 in January: 05:59Z on the 15th is still the 14th there
  const fixtureTimes = [
    '2025-01-14T12:00:00.000Z',
    '2025-01-15T05:59:00.000Z',
    '2025-01-15T06:00:00.000Z',
    '2025-01-16T05:59:59.999Z',
    '2025-01-16T06:00:00.000Z',
  ];

  beforeAll(async () => {
    for (const [index, at] of fixtureTimes.entries())
      await recordAudit(t.database.db, fixture, {
        action: index % 2 === 0 ? 'update' : 'delete',
        entity: index < 3 ? 'zone' : 'order',
        entityId: 900 + index,
        before: { name: `antes ${String(index)}` },
        after: { name: `después ${String(index)}` },
        at,
      });
  });

  it('answers the Laravel envelope, newest first, page by page', async () => {
    const first = await list(`1/2?user_id=${String(fixtureActor.id)}`);
    expect(first.statusCode).toBe(200);
    const page = first.json<AuditPage>();
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(page.data.map((entry) => entry.entity_id)).toEqual(['904', '903']);
    expect(page.data[0]).toMatchObject({
      action: 'update',
      entity_type: 'order',
      actor_id: fixtureActor.id,
      actor_name: fixtureActor.name,
      actor_email: fixtureActor.email,
      actor_role: 'employee',
      ip: '198.51.100.9',
      user_agent: 'Fixture/1',
      occurred_at: '2025-01-16T06:00:00.000Z',
      before: { name: 'antes 4' },
      after: { name: 'después 4' },
    });
    const last = (await list(`3/2?user_id=${String(fixtureActor.id)}`)).json<AuditPage>();
    expect(last.data.map((entry) => entry.entity_id)).toEqual(['900']);
    const past = (await list(`4/2?user_id=${String(fixtureActor.id)}`)).json<AuditPage>();
    expect(past).toMatchObject({ data: [], total: 5, last_page: 3 });

    const everything = (await list('1/100')).json<AuditPage>();
    const count = await t.database.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(everything.total).toBe(count.n);
    const shown = everything.data.map((entry) => entry.id);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('filters by actor, entity, record, action and search', async () => {
    const recordIds = async (query: string) =>
      (await list(`1/100?user_id=${String(fixtureActor.id)}&${query}`))
        .json<AuditPage>()
        .data.map((entry) => entry.entity_id);
    expect(await recordIds('entity=zone')).toEqual(['902', '901', '900']);
    expect(await recordIds('action=delete')).toEqual(['903', '901']);
    expect(await recordIds('entity=order&action=update')).toEqual(['904']);
    expect(await recordIds('entity=zone&entity_id=901')).toEqual(['901']);

    // the actor's name or e-mail, ignoring case and accents
    for (const search of ['ÑANDÚ', 'nandu bitacora', 'NANDU@EXAMPLE']) {
      const found = (await list(`1/100?search=${encodeURIComponent(search)}`)).json<AuditPage>();
      expect(found.total).toBe(5);
    }
    // an anonymous call is found by what it tried
    const tried = (
      await list(`1/100?search=${encodeURIComponent('#987654')}&action=login_failed`)
    ).json<AuditPage>();
    expect(tried.total).toBe(1);
    expect(tried.data[0]?.after).toEqual({ identifier: '#987654' });
    // someone's own actions
    const admins = (await list(`1/100?user_id=${String(ids.admin)}`)).json<AuditPage>();
    expect(admins.total).toBeGreaterThan(0);
    expect(new Set(admins.data.map((entry) => entry.actor_id))).toEqual(new Set([ids.admin]));
  });

  it('filters by inclusive days in Mexico City', async () => {
    const days = async (query: string) =>
      (await list(`1/100?user_id=${String(fixtureActor.id)}&${query}`))
        .json<AuditPage>()
        .data.map((entry) => entry.entity_id);
    expect(await days('from=2025-01-15&to=2025-01-15')).toEqual(['903', '902']);
    expect(await days('from=2025-01-15')).toEqual(['904', '903', '902']);
    expect(await days('to=2025-01-14')).toEqual(['901', '900']);
    expect(await days('from=2025-01-17')).toEqual([]);
  });

  it('refuses bad filters with a 400 on the field', async () => {
    const errorsOf = async (query: string) => {
      const response = await list(`1/10?${query}`);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
    };
    expect(await errorsOf('from=2025-01-16&to=2025-01-15')).toEqual(['to']);
    expect(await errorsOf('from=2025-02-30')).toEqual(['from']);
    expect(await errorsOf('action=truncate')).toEqual(['action']);
    expect(await errorsOf('entity=secrets')).toEqual(['entity']);
    expect(await errorsOf('user_id=abc')).toEqual(['user_id']);
    expect((await list('0/10')).statusCode).toBe(400);
    expect((await list('1/101')).statusCode).toBe(400);
  });

  it('exports the same entries as a real workbook and a real PDF', async () => {
    const query = `user_id=${String(fixtureActor.id)}`;
    const excel = await call('GET', `/api/audit/excel/all?${query}`, { token: tokens.admin });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(excel.headers['content-disposition']).toMatch(
      /^attachment; filename=bitacora-.+\.xlsx$/,
    );
    const workbook = await readWorkbook(excel.raw);
    expect(workbook.preamble[0]).toBe('Bitácora de auditoría');
    expect(workbook.preamble[1]).toContain('usuario n.º 424242');
    expect(workbook.headers).toEqual([
      'ID',
      'Fecha',
      'Usuario',
      'Correo',
      'Rol',
      'Dirección IP',
      'Acción',
      'Entidad',
      'Registro',
      'Campos cambiados',
      'Navegador',
      'Antes',
      'Después',
    ]);
    expect(workbook.rows.map((row) => row[8])).toEqual(['904', '903', '902', '901', '900']);
    expect(workbook.rows[0]?.slice(2, 10)).toEqual([
      fixtureActor.name,
      fixtureActor.email,
      'Empleado',
      '198.51.100.9',
      'Modificación',
      'Pedido',
      '904',
      'name',
    ]);
    expect(workbook.rows[0]?.[12]).toBe('{"name":"después 4"}');

    const searched = await call(
      'GET',
      `/api/audit/excel/${encodeURIComponent('ñandú')}?entity=zone`,
      {
        token: tokens.admin,
      },
    );
    expect((await readWorkbook(searched.raw)).rows.map((row) => row[8])).toEqual([
      '902',
      '901',
      '900',
    ]);

    const pdf = await call('GET', `/api/audit/pdf/all?${query}&action=delete`, {
      token: tokens.admin,
      headers: { 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename=audit-trail-.+\.pdf$/,
    );
    const text = pdfPages(pdf.raw).flat();
    expect(text).toContain('Audit trail');
    expect(text.filter((run) => run === 'Delete')).toHaveLength(2);
    expect(text).toContain(fixtureActor.name);
    expect(text).toEqual(expect.arrayContaining(['903', '901']));
    expect(text).not.toContain('904');

    expect(
      (
        await call('GET', '/api/audit/excel/all?from=2025-01-16&to=2025-01-15', {
          token: tokens.admin,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is for administrators only: 401 anonymous, 403 customer and employee', async () => {
    for (const url of ['/api/audit/paginated/1/10', '/api/audit/excel/all', '/api/audit/pdf/all']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, { token: tokens.customer })).statusCode).toBe(403);
      expect((await call('GET', url, { token: tokens.employee })).statusCode).toBe(403);
      expect((await call('GET', url, { token: tokens.admin })).statusCode).toBe(200);
    }
  });
});

describe('the whole trail', () => {
  it('holds no secret: no password, hash, token, reset code or push id', async () => {
    const entries = await allEntries();
    expect(entries.length).toBeGreaterThan(50);
    const text = JSON.stringify(entries);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password_hash|\$argon2|code_hash|current_jti|previous_jti/);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const keys = entries.flatMap((entry) => [
      ...Object.keys(stateOf(entry.before_state) ?? {}),
      ...Object.keys(stateOf(entry.after_state) ?? {}),
    ]);
    expect(keys.filter((key) => /password|hash|token|secret|jti|code/i.test(key))).toEqual([]);
  });

  it('every writing call of the contract was checked above', () => {
    const writes = allOperations
      .filter((operation) => operation.method !== 'GET' || operation.path.endsWith('/restore'))
      .map((operation) => operation.operationId)
      .sort();
    expect([...covered].sort()).toEqual(writes);
  });
});
