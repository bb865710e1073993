import { allOperations } from '../src/resources';
import * as auth from '../src/resources/auth/operations';
import { locations } from '../src/resources/locations/operations';
import * as orders from '../src/resources/orders/operations';
import * as prices from '../src/resources/prices/operations';
import * as system from '../src/resources/system/operations';
import * as users from '../src/resources/users/operations';
import * as wallets from '../src/resources/wallets/operations';
import { zones } from '../src/resources/zones/operations';
import { toRoutePath } from '../src/http/register-operation';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('routes', () => {
  it('registers every operation implemented so far, from the contract', () => {
    const implemented = [
      ...Object.values(system),
      ...Object.values(auth),
      users.getUsersAll,
      users.getUsersByType,
      users.getUser,
      users.getClient,
      users.createUser,
      users.updateUser,
      users.deleteUser,
      users.restoreUser,
      users.changePassword,
      users.getUsersPaginated,
      users.getUsersPaginatedSearch,
      users.getProfilePicture,
      users.uploadProfilePicture,
      users.exportUsersExcel,
      users.exportUsersPdf,
      users.getStarClients,
      users.exportStarClientsExcel,
      users.exportStarClientsPdf,
      wallets.createWallet,
      wallets.createHistorical,
      wallets.getUserWallet,
      wallets.getWalletHistoricals,
      zones.all,
      zones.one,
      zones.create,
      zones.update,
      zones.remove,
      zones.restore,
      zones.paginated,
      zones.paginatedSearch,
      locations.all,
      locations.one,
      locations.create,
      locations.update,
      locations.remove,
      locations.restore,
      locations.paginated,
      locations.paginatedSearch,
      orders.getOrder,
      orders.createOrder,
      orders.updateOrder,
      orders.changeOrderStatus,
      orders.deleteOrder,
      orders.restoreOrder,
      orders.getOrdersPaginated,
      orders.getOrdersPaginatedSearch,
      orders.getFinishedOrders,
      orders.exportOrdersExcel,
      orders.exportOrdersPdf,
      orders.exportFinishedOrdersExcel,
      orders.exportFinishedOrdersPdf,
      orders.getOrderStatusCounts,
      orders.getLastOrders,
      orders.getOrderStats,
      prices.getCurrentPrice,
    ];
    for (const operation of implemented) {
      expect(allOperations).toContain(operation);
      // the router ignores trailing slashes, so it keeps `/api/orders/countStatus/` without one
      const url = toRoutePath(operation.path).replace(/(.)\/$/, '$1');
      expect(t.app.hasRoute({ method: operation.method, url })).toBe(true);
    }
  });

  it('answers health, a JSON 404 for unknown routes and sets the XSRF cookie', async () => {
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    const detailed = await t.call({ method: 'GET', url: '/api/health', token: admin });
    expect(['sqlite', 'postgres']).toContain(detailed.json().database);
    expect(health.headers['set-cookie']).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax/);
    const withCookie = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'XSRF-TOKEN=abc' },
    });
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    // an API client with a bearer token keeps no cookie: none is handed to it
    expect(detailed.headers['set-cookie']).toBeUndefined();
    const missing = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json())).toEqual(['message']);
  });

  it('sends the security headers on answers, refusals and errors alike', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/orders/paginated/1/10', token: admin }),
      await t.call({ method: 'GET', url: '/api/orders/paginated/1/10' }),
      await t.call({ method: 'GET', url: '/api/nothing-here' }),
      await t.call({ method: 'POST', url: '/api/zones', token: admin, payload: { name: 7 } }),
      await t.call({ method: 'POST', url: '/auth/logout' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 401]);
    const shared = {
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
    };
    for (const answer of answers) {
      // an API answer is never a page: nothing may load from it, frame it or keep it
      expect(answer.headers).toMatchObject({
        ...shared,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
    }
    // the SPA's side (here a JSON 404, as no SPA is built) gets helmet's page headers
    const page = await t.call({ method: 'GET', url: '/somewhere' });
    expect(page.headers).toMatchObject({ ...shared, 'x-frame-options': 'SAMEORIGIN' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
  });
});

describe('bad input never answers 5xx', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('malformed JSON, wrong types and unknown fields are 400', async () => {
    const malformed = await post('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'El cuerpo de la petición no es JSON válido.' });
    const wrongTypes = await post({ name: 5, last_name: [], email: 'x@y.mx', password: 12345678 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json<{ errors: object }>().errors).sort()).toEqual([
      'last_name',
      'name',
      'password',
    ]);
    const unknown = await post({
      name: 'A',
      last_name: 'B',
      email: 'a@b.mx',
      password: 'Secreto123!',
      is_admin: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: object }>().errors).toHaveProperty('is_admin');
    // fields named like what every object inherits are fields like the others (fuzzing found a 500)
    for (const field of ['valueOf', 'toString', 'constructor', 'hasOwnProperty']) {
      const inherited = await post(
        `{"name":"A","last_name":"B","email":"a@b.mx","password":"Secreto123!","${field}":"x"}`,
      );
      expect([field, inherited.statusCode]).toEqual([field, 400]);
      expect(inherited.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([
        expect.any(String),
      ]);
    }
    expect((await post('[1,2,3]')).statusCode).toBe(400);
    expect((await post('null')).statusCode).toBe(400);
  });

  it('an oversized body is 413 and an oversized string is 400', async () => {
    const huge = await post(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    const long = await post({
      name: 'x'.repeat(900_000),
      last_name: 'B',
      email: 'a@b.mx',
      password: 'Secreto123!',
    });
    expect(long.statusCode).toBe(400);
  });

  it('stores SQL-looking text literally', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const created = await post({
      name,
      last_name: "O'Brien \\ % _",
      email: 'sql@example.mx',
      password: 'Secreto123!',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name, last_name: "O'Brien \\ % _" });
    const found = await t.call({
      method: 'GET',
      url: `/api/users/paginated/1/10/${encodeURIComponent("o'brien \\ %")}`,
      token: admin,
    });
    expect(found.json<{ total: number }>().total).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/users/all', token: admin })).statusCode).toBe(
      200,
    );
  });

  it('unknown ids are 404, non-numeric or out-of-range ids are 400', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/users/424242', token: admin })).statusCode,
    ).toBe(404);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      expect(
        (await t.call({ method: 'GET', url: `/api/users/${id}`, token: admin })).statusCode,
      ).toBe(400);
    }
  });

  it('a text body and strings with control characters do not break the server', async () => {
    const text = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const nul = await post({
      name: 'a\u0000b',
      last_name: 'c',
      email: 'nul@example.mx',
      password: 'Secreto123!',
    });
    expect(nul.statusCode).toBeLessThan(500);
  });
});

describe('rate limiting', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        login: { max: 3, windowSeconds: 60 },
        register: { max: 1, windowSeconds: 60 },
        sendEmail: { max: 1, windowSeconds: 60 },
        resetPassword: { max: 2, windowSeconds: 60 },
      },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the limit, and the window resets', async () => {
    const attempt = () =>
      limited.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@gaslp.mx', password: 'wrong-pass' },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const send = () =>
      limited.call({
        method: 'POST',
        url: '/auth/sendEmail',
        payload: { email: 'a@b.mx', number: '1' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    limited.advanceClock(61_000);
    expect((await attempt()).statusCode).toBe(401);
  });
});
