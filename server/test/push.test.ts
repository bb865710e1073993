// Push messaging: browsers registered per session, and staff notified of new orders through FCM
// HTTP v1. Google's token endpoint and FCM are one local fake HTTP server.
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loggerSerializers } from '../src/log-redaction';
import {
  createTestApp,
  decodeToken,
  demoAccounts,
  JWT_SECRET,
  type CallResult,
  type TestApp,
} from './helper';

const PROJECT = 'gas-lp-test';
const ACCESS_TOKEN = 'ya29.fake-access-token';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface SentMessage {
  fid?: string;
  token?: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
}

type FcmAnswer = { status: number; body: unknown } | 'hold';

/** Google's token endpoint (`/token`) and FCM (`/v1/projects/…/messages:send`), recorded. */
async function startFakeGoogle(publicKey: KeyObject) {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  const closed = new Set<ServerResponse>();
  let answerFor: (message: SentMessage) => FcmAnswer = () => ({
    status: 200,
    body: { name: `projects/${PROJECT}/messages/1` },
  });
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (path === '/token') {
        const form = new URLSearchParams(body);
        const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
        const signed = verify(
          'sha256',
          Buffer.from(`${header}.${claims}`),
          publicKey,
          Buffer.from(signature, 'base64url'),
        );
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !signed) {
          json(400, { error: 'invalid_grant' });
          return;
        }
        json(200, { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' });
        return;
      }
      if (path === `/v1/projects/${PROJECT}/messages:send`) {
        const answer = answerFor((JSON.parse(body) as { message: SentMessage }).message);
        if (answer === 'hold') {
          held.push(response);
          response.on('close', () => closed.add(response));
        } else json(answer.status, answer.body);
        return;
      }
      json(404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const sends = () => received.filter((request) => request.path.endsWith('/messages:send'));
  return {
    base,
    received,
    sends,
    messages: () =>
      sends().map((request) => (JSON.parse(request.body) as { message: SentMessage }).message),
    tokenExchanges: () => received.filter((request) => request.path === '/token'),
    answer(rule: (message: SentMessage) => FcmAnswer) {
      answerFor = rule;
    },
    /** Held sends whose caller is still waiting (not aborted). */
    waiting: () => held.filter((response) => !closed.has(response)).length,
    /** Answers the held sends with 503 (FCM unavailable). */
    release() {
      for (const response of held.splice(0)) {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 503, status: 'UNAVAILABLE' } }));
      }
    },
    clear() {
      received.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let serviceAccount: string;
let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
let zoneId = 0;
let locationId = 0;

const pushConfig = () => ({
  firebaseServiceAccount: serviceAccount,
  fcmBaseUrl: google.base,
  pushTimeoutMs: 2000,
});

/** Device writes a user may make per window in these tests (the rate_limits rows are cleared per test). */
const PUSH_WRITES = 12;

beforeAll(async () => {
  google = await startFakeGoogle(publicKey);
  serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: PROJECT,
    private_key_id: 'key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'fcm-sender@gas-lp-test.iam.gserviceaccount.com',
    token_uri: `${google.base}/token`,
  });
  t = await createTestApp({
    ...pushConfig(),
    rateLimits: { pushDevices: { max: PUSH_WRITES, windowSeconds: 3600 } },
  });
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  const location = await t.database.db
    .selectFrom('locations')
    .select(['id', 'zone_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  zoneId = location.zone_id;
  locationId = location.id;
});

afterAll(async () => {
  await t.close();
  await google.close();
});

beforeEach(async () => {
  await t.database.db.deleteFrom('push_devices').execute();
  await t.database.db.deleteFrom('rate_limits').execute();
  google.answer(() => ({ status: 200, body: { name: `projects/${PROJECT}/messages/1` } }));
  google.clear();
});

interface DeviceBody {
  token: string;
  kind: string;
  language: string;
  created_at: string;
  updated_at: string;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const register = (token: string | undefined, payload: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/push/devices', token, payload, headers });

const devices = () =>
  t.database.db
    .selectFrom('push_devices')
    .innerJoin('users', 'users.id', 'push_devices.user_id')
    .select(['push_devices.token', 'users.email', 'push_devices.session_id'])
    .orderBy('push_devices.token')
    .execute();

const orderPayload = () => ({
  customer_name: 'Rosa Elena Martínez',
  customer_phone: '33 3614 2200',
  address: 'Av. Juárez 120, Centro, Guadalajara',
  zone_id: zoneId,
  location_id: locationId,
  product: 'cylinder_20kg',
  quantity: 2,
  unit_price: 450.5,
  payment_method: 'cash',
});

async function createOrder(): Promise<{ id: number; folio: string }> {
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: orderPayload(),
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json<{ id: number; folio: string }>();
}

const expectRegistered = (response: CallResult, token: string) => {
  expect(response.statusCode).toBe(200);
  expect(response.json<DeviceBody>()).toMatchObject({ token, kind: 'fid' });
};

describe('registering a browser', () => {
  it('needs a signed-in user (401 JSON)', async () => {
    const post = await register(undefined, { token: 'fid-anonymous' });
    expect(post.statusCode).toBe(401);
    expect(post.json<ErrorBody>().message).toEqual(expect.any(String));
    const remove = await t.call({ method: 'DELETE', url: '/api/push/devices/fid-anonymous' });
    expect(remove.statusCode).toBe(401);
    expect(await devices()).toEqual([]);
  });

  it('answers bad input with the JSON error shape, by field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'token'],
      [{ token: '' }, 'token'],
      [{ token: 'has spaces and /slashes' }, 'token'],
      [{ token: 'x'.repeat(513) }, 'token'],
      [{ token: 42 }, 'token'],
      [{ token: 'fid-ok', kind: 'apns' }, 'kind'],
      [{ token: 'fid-ok', user_id: 1 }, 'user_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await register(admin, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.message).toBe('Los datos enviados no son válidos.');
      expect(body.errors?.[field]?.length).toBeGreaterThan(0);
    }
    expect(await devices()).toEqual([]);
  });

  it('is idempotent: registering the same id again refreshes the one row', async () => {
    const first = await register(admin, { token: 'fid-admin-laptop' });
    expectRegistered(first, 'fid-admin-laptop');
    expect(first.json<DeviceBody>().language).toBe('es');
    const again = await register(
      admin,
      { token: 'fid-admin-laptop', kind: 'fid' },
      { 'accept-language': 'en-US' },
    );
    expectRegistered(again, 'fid-admin-laptop');
    expect(again.json<DeviceBody>()).toMatchObject({
      language: 'en',
      created_at: first.json<DeviceBody>().created_at,
    });
    expect(await devices()).toEqual([
      expect.objectContaining({ token: 'fid-admin-laptop', email: demoAccounts.admin.email }),
    ]);
  });

  it("does not move an id bound to another user's live session: 409, the owner keeps it", async () => {
    expectRegistered(await register(employee, { token: 'fid-employee-desk' }), 'fid-employee-desk');
    const before = await devices();
    for (const caller of [customer, admin]) {
      const takeover = await register(caller, { token: 'fid-employee-desk' });
      expect(takeover.statusCode).toBe(409);
      expect(takeover.json<ErrorBody>()).toEqual({
        message: 'El registro ya existe.',
        errors: { token: ['Ya está registrado.'] },
      });
    }
    expect(await devices()).toEqual(before);
  });

  it("moves an id of another user's session that is over, or of the caller's other session", async () => {
    const old = await t.login('admin');
    expectRegistered(await register(old, { token: 'fid-shared-desk' }), 'fid-shared-desk');
    // the same user signed in again on that browser: the id follows the new session
    expectRegistered(await register(admin, { token: 'fid-shared-desk' }), 'fid-shared-desk');
    const sessionOf = async (token: string) =>
      (await devices()).find((device) => device.token === token)?.session_id;
    expect(await sessionOf('fid-shared-desk')).toBe(decodeToken(admin).sid);
    // a session past its end (SESSION_MAX_AGE) holds nothing: the id moves to whoever signs in
    const gone = await t.login('employee');
    expectRegistered(await register(gone, { token: 'fid-left-desk' }), 'fid-left-desk');
    expect((await register(customer, { token: 'fid-left-desk' })).statusCode).toBe(409);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', String(decodeToken(gone).sid))
      .execute();
    expectRegistered(await register(customer, { token: 'fid-left-desk' }), 'fid-left-desk');
    expect((await devices()).find((device) => device.token === 'fid-left-desk')).toMatchObject({
      email: demoAccounts.customer.email,
      session_id: decodeToken(customer).sid,
    });
  });

  it("forgets one of the caller's ids; another user's id or an unknown one is 404", async () => {
    await register(admin, { token: 'fid-admin-phone' });
    await register(employee, { token: 'fid-employee-phone' });
    const others = await t.call({
      method: 'DELETE',
      url: '/api/push/devices/fid-employee-phone',
      token: admin,
    });
    expect(others.statusCode).toBe(404);
    const own = await t.call({
      method: 'DELETE',
      url: '/api/push/devices/fid-admin-phone',
      token: admin,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<ErrorBody>().message).toEqual(expect.any(String));
    const gone = await t.call({
      method: 'DELETE',
      url: '/api/push/devices/fid-admin-phone',
      token: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect((await devices()).map((device) => device.token)).toEqual(['fid-employee-phone']);
  });
});

describe('devices are bounded', () => {
  const auditedDevices = () =>
    t.database.db
      .selectFrom('audit_events')
      .select(['action'])
      .where('entity_type', '=', 'push_device')
      .where('actor_email', '=', demoAccounts.customer.email)
      .execute();

  it('a session keeps its 5 latest ids: a sixth replaces the oldest', async () => {
    const session = await t.login('customer');
    for (let index = 1; index <= 7; index += 1) {
      expectRegistered(
        await register(session, { token: `fid-many-${String(index)}` }),
        `fid-many-${String(index)}`,
      );
      t.advanceClock(1000);
    }
    expect((await devices()).map((device) => device.token)).toEqual([
      'fid-many-3',
      'fid-many-4',
      'fid-many-5',
      'fid-many-6',
      'fid-many-7',
    ]);
    // another session of the same user has its own five
    expectRegistered(await register(customer, { token: 'fid-other-tab' }), 'fid-other-tab');
    expect(await devices()).toHaveLength(6);
  });

  it('device writes are limited per user (429 with Retry-After); a refresh is not a write', async () => {
    const before = (await auditedDevices()).length;
    for (let index = 1; index <= PUSH_WRITES; index += 1)
      expect((await register(customer, { token: `fid-flood-${String(index)}` })).statusCode).toBe(
        200,
      );
    const over = await register(customer, { token: 'fid-flood-over' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json<ErrorBody>().message).toBe('Demasiados intentos. Intente más tarde.');
    // the refused write changed nothing, and the latest id still refreshes
    expect((await devices()).map((device) => device.token)).not.toContain('fid-flood-over');
    expectRegistered(
      await register(customer, { token: `fid-flood-${String(PUSH_WRITES)}` }),
      `fid-flood-${String(PUSH_WRITES)}`,
    );
    // the limit is per user: others register as usual
    expectRegistered(
      await register(employee, { token: 'fid-employee-after' }),
      'fid-employee-after',
    );
    // a flood leaves a bounded trail: the writes allowed and the ids they replaced
    expect((await auditedDevices()).length - before).toBeLessThanOrEqual(2 * PUSH_WRITES);
  });

  it('a push id is redacted in the request log', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString('utf8');
        done();
      },
    });
    const app = await buildApp({
      database: t.database,
      logger: { level: 'info', stream: sink, serializers: loggerSerializers },
      config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/api/push/devices`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token: 'fid-in-the-log' }),
      });
      expect(created.status).toBe(200);
      const removed = await fetch(`${base}/api/push/devices/fid-in-the-log`, {
        method: 'DELETE',
        headers: { authorization: headers.authorization },
      });
      expect(removed.status).toBe(200);
    } finally {
      await app.close();
    }
    expect(logged).toContain('"url":"/api/push/devices/[redacted]"');
    expect(logged).not.toContain('fid-in-the-log');
  });
});

describe('a device lives as long as its session', () => {
  it('logout drops the devices of that session only', async () => {
    const here = await t.login('admin');
    await register(here, { token: 'fid-logout-here' });
    await register(admin, { token: 'fid-other-session' });
    const logout = await t.call({ method: 'POST', url: '/auth/logout', token: here });
    expect(logout.statusCode).toBe(200);
    expect((await devices()).map((device) => device.token)).toEqual(['fid-other-session']);
  });

  it('a password change drops every device of the user', async () => {
    const session = await t.login('customer');
    await register(session, { token: 'fid-customer-a' });
    await register(customer, { token: 'fid-customer-b' });
    await register(admin, { token: 'fid-admin-stays' });
    const change = await t.call({
      method: 'POST',
      url: '/api/users/changePassword',
      token: session,
      payload: {
        username: demoAccounts.customer.email,
        password: demoAccounts.customer.password,
        new_password: 'OtraClave123!',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await devices()).map((device) => device.token)).toEqual(['fid-admin-stays']);
    customer = /^Bearer (\S+)$/.exec(change.headers.authorization ?? '')?.[1] ?? '';
  });
});

describe('a new order notifies the staff through FCM', () => {
  it("sends one message per staff device, with a bearer access token, in the device's language", async () => {
    await register(admin, { token: 'fid-admin-1' });
    await register(admin, { token: 'legacy-admin-2', kind: 'token' }, { 'accept-language': 'en' });
    await register(employee, { token: 'fid-employee-1' });
    await register(customer, { token: 'fid-customer-1' });
    const order = await createOrder();

    const sends = google.sends();
    expect(sends).toHaveLength(3);
    for (const send of sends) expect(send.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    const messages = google.messages();
    const byTarget = Object.fromEntries(
      messages.map((message) => [message.fid ?? message.token ?? '', message]),
    );
    expect(Object.keys(byTarget).sort()).toEqual([
      'fid-admin-1',
      'fid-employee-1',
      'legacy-admin-2',
    ]);
    expect(messages.find((message) => message.token === 'legacy-admin-2')?.fid).toBeUndefined();
    expect(byTarget['fid-admin-1']?.notification.title).toBe(`Nuevo pedido ${order.folio}`);
    expect(byTarget['legacy-admin-2']?.notification.title).toBe(`New order ${order.folio}`);
    expect(byTarget['fid-employee-1']?.data).toEqual({
      type: 'order_created',
      order_id: String(order.id),
      folio: order.folio,
    });

    // one exchange for the three sends: an assertion signed by the service account's key (the
    // fake verified the signature) for the FCM scope, addressed to the token_uri
    const [exchange] = google.tokenExchanges();
    expect(google.tokenExchanges()).toHaveLength(1);
    const assertion = new URLSearchParams(exchange?.body).get('assertion') ?? '';
    const claims = JSON.parse(
      Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: 'fcm-sender@gas-lp-test.iam.gserviceaccount.com',
      aud: `${google.base}/token`,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });
    google.clear();
    await createOrder();
    expect(google.sends()).toHaveLength(3);
    expect(google.tokenExchanges()).toHaveLength(0);
  });

  it('does not notify the devices of a session that ended', async () => {
    const session = await t.login('employee');
    await register(session, { token: 'fid-ended' });
    await t.call({ method: 'POST', url: '/auth/logout', token: session });
    await register(admin, { token: 'fid-live' });
    await createOrder();
    expect(google.messages().map((message) => message.fid)).toEqual(['fid-live']);
  });

  it('forgets an id FCM reports UNREGISTERED (404) or INVALID_ARGUMENT (400), keeps the others', async () => {
    await register(admin, { token: 'fid-unregistered' });
    await register(admin, { token: 'fid-invalid' });
    await register(employee, { token: 'fid-fine' });
    google.answer((message) => {
      if (message.fid === 'fid-unregistered')
        return {
          status: 404,
          body: {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'UNREGISTERED',
                },
              ],
            },
          },
        };
      if (message.fid === 'fid-invalid')
        return { status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT' } } };
      return { status: 200, body: { name: `projects/${PROJECT}/messages/2` } };
    });
    const order = await createOrder();
    expect(order.folio).toEqual(expect.any(String));
    expect(google.sends()).toHaveLength(3);
    expect((await devices()).map((device) => device.token)).toEqual(['fid-fine']);
  });

  it('answers the order without waiting for FCM; FCM down changes nothing', async () => {
    await register(admin, { token: 'fid-while-down' });
    google.answer(() => 'hold');
    const address = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${String(address.port)}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${employee}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderPayload()),
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as { folio: string }).toHaveProperty('folio');
    // the send reaches FCM, which has not answered, and the server still waits for it: the
    // order's answer did not wait for FCM (nor for the send's timeout)
    for (let tries = 0; google.sends().length === 0 && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(google.sends()).toHaveLength(1);
    expect(google.waiting()).toBe(1);
    google.release();
    await t.app.background.idle();
    // unavailable is not dead: the device stays
    expect((await devices()).map((device) => device.token)).toEqual(['fid-while-down']);

    // FCM never answering: the send gives up after the timeout, the order call is unaffected
    const slow = await t.call({
      method: 'POST',
      url: '/api/orders',
      token: employee,
      payload: orderPayload(),
    });
    expect(slow.statusCode).toBe(201);
    expect((await devices()).map((device) => device.token)).toEqual(['fid-while-down']);
  });
});

describe('configuration', () => {
  it('without FIREBASE_SERVICE_ACCOUNT nothing is sent', async () => {
    await register(admin, { token: 'fid-unconfigured' });
    const app = await buildApp({
      database: t.database,
      logger: false,
      config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, firebaseServiceAccount: undefined },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${employee}`, 'content-type': 'application/json' },
        body: JSON.stringify(orderPayload()),
      });
      expect(response.status).toBe(201);
      await app.background.idle();
      expect(google.received).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('never logs a push id, the access token or the key, even when sends fail', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString('utf8');
        done();
      },
    });
    await register(admin, { token: 'fid-secret-device' });
    await register(employee, { token: 'fid-secret-gone' });
    google.answer((message) =>
      message.fid === 'fid-secret-gone'
        ? { status: 404, body: { error: { status: 'NOT_FOUND' } } }
        : { status: 500, body: { error: { status: 'INTERNAL' } } },
    );
    const app = await buildApp({
      database: t.database,
      logger: { level: 'trace', stream: sink },
      config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, ...pushConfig() },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${employee}`, 'content-type': 'application/json' },
        body: JSON.stringify(orderPayload()),
      });
      expect(response.status).toBe(201);
      await app.background.idle();
    } finally {
      await app.close();
    }
    expect(google.sends()).toHaveLength(2);
    expect(logged).toContain('push messages not all delivered');
    expect(logged).toContain('"removed":1');
    for (const secret of [
      'fid-secret-device',
      'fid-secret-gone',
      ACCESS_TOKEN,
      'PRIVATE KEY',
      google.received.find((request) => request.path === '/token')?.body ?? 'no-exchange-seen',
    ])
      expect(logged).not.toContain(secret);
  });

  it('refuses to start on an unreadable service account, without echoing it', async () => {
    const secretish = '{"project_id": "p", "private_key": "not-a-key-but-secret"}';
    await expect(
      buildApp({
        database: t.database,
        logger: false,
        config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, firebaseServiceAccount: secretish },
      }),
    ).rejects.toThrow(/^FIREBASE_SERVICE_ACCOUNT: client_email is missing$/);
    await expect(
      buildApp({
        database: t.database,
        logger: false,
        config: {
          jwtSecret: JWT_SECRET,
          mailOutbox: t.outbox,
          firebaseServiceAccount: 'no/such/service-account.json',
        },
      }),
    ).rejects.toThrow(/^FIREBASE_SERVICE_ACCOUNT: the file cannot be read$/);
  });

  it("names FCM's hosts in the CSP only for a SPA built with the push service worker", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gaslp-spa-'));
    writeFileSync(join(folder, 'firebase-messaging-sw.js'), '// worker');
    const cspOf = async (spaRoot: string | undefined) => {
      const app = await buildApp({
        database: t.database,
        logger: false,
        config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, spaRoot },
      });
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        // the page's CSP (an API answer's forbids everything)
        const response = await fetch(`${base}/`);
        return response.headers.get('content-security-policy') ?? '';
      } finally {
        await app.close();
      }
    };
    try {
      const connectOf = (csp: string) => /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const withWorker = connectOf(await cspOf(folder));
      expect(withWorker).toEqual(
        expect.arrayContaining([
          'https://fcm.googleapis.com',
          'https://fcmregistrations.googleapis.com',
          'https://firebaseinstallations.googleapis.com',
        ]),
      );
      const without = connectOf(await cspOf(undefined));
      expect(without).toEqual(["'self'", 'https:']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
