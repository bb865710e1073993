// Security points 7, 10 and 11: a client never makes the server answer 5xx (dates, search texts),
// nobody moves money in their own wallet, and small leaks (wallet existence, deleted master data,
// health details, search texts in the request logs).
import Fastify from 'fastify';
import type { OperationSpec } from '../src/http/operation';
import { allOperations } from '../src/resources';
import { userSearchText } from '../src/domain/search-texts';
import { businessDaysRange } from '../src/lib/business-time';
import { loggerSerializers, redactUrl, RequestLog } from '../src/log-redaction';
import { toRoutePath } from '../src/http/register-operation';
import { createTestApp, type CallResult, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
let adminId: number;
let employeeId: number;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  const me = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/auth/me', token })).json<{ id: number }>().id;
  [adminId, employeeId, customerId] = await Promise.all([me(admin), me(employee), me(customer)]);
  // something to search: an order (the orders' trigram index), users are seeded
  const order = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: {
      customer_name: 'Ana Núñez',
      customer_phone: '33 1234 5678',
      address: 'Calle Hidalgo 45, Centro',
      zone_id: 1,
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 420,
      payment_method: 'cash',
    },
  });
  if (order.statusCode !== 201) throw new Error(order.body);
}, 30_000);
afterAll(() => t.close());

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, token, headers });

/** A 4xx is JSON `{ message, errors? }`; never a 5xx. */
function expectClientSafe(url: string, response: CallResult): void {
  expect([url, response.statusCode < 500]).toEqual([url, true]);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof response.json<ErrorBody>().message).toBe('string');
  }
}

const DATE_MESSAGE_ES =
  'Fecha no válida: use AAAA-MM-DD, un día que exista de 1900-01-01 a 2999-12-31.';
const DATE_MESSAGE_EN =
  'Invalid date: use YYYY-MM-DD, a day that exists from 1900-01-01 to 2999-12-31.';

// ------------------------------------------------------------------------------------ point 7
describe('point 7: dates are bounded and must exist', () => {
  const badDays = [
    '9999-12-31',
    '0000-01-01',
    '0099-06-15',
    '1899-12-31',
    '3000-01-01',
    '2026-02-30',
    '2025-02-29',
  ];
  const queryLists = [
    '/api/orders/paginated/1/10',
    '/api/orders/paginated/1/10/ana',
    '/api/orders/finished/list/1/10/all',
    '/api/orders/list/excel/all',
    '/api/orders/list/pdf/all',
    '/api/orders/finished/excel/all',
    '/api/orders/finished/pdf/all',
  ];

  it('a bad from or to on the order lists and their exports is a 400 on that field, in Spanish', async () => {
    for (const base of queryLists) {
      for (const day of badDays) {
        for (const field of ['from', 'to']) {
          const url = `${base}?${field}=${day}`;
          const response = await get(url);
          expect([url, response.statusCode]).toEqual([url, 400]);
          expect([url, response.json<ErrorBody>()]).toEqual([
            url,
            {
              message: 'Los datos enviados no son válidos.',
              errors: { [field]: [DATE_MESSAGE_ES] },
            },
          ]);
        }
      }
    }
  });

  it('a bad day on the star clients and their exports is a 400 on that segment', async () => {
    for (const kind of ['list', 'pdf', 'excel']) {
      for (const day of badDays) {
        const toUrl = `/api/users/starclients/${kind}/2025-01-01/${day}`;
        const to = await get(toUrl);
        expect([toUrl, to.statusCode, to.json<ErrorBody>().errors]).toEqual([
          toUrl,
          400,
          { to: [DATE_MESSAGE_ES] },
        ]);
        const fromUrl = `/api/users/starclients/${kind}/${day}/2025-01-31`;
        const from = await get(fromUrl);
        expect([fromUrl, from.statusCode, from.json<ErrorBody>().errors]).toEqual([
          fromUrl,
          400,
          { from: [DATE_MESSAGE_ES] },
        ]);
      }
    }
  });

  it('speaks English on request and accepts the edges of the range and leap days', async () => {
    const english = await get('/api/orders/paginated/1/10?to=9999-12-31', admin, {
      'accept-language': 'en-US',
    });
    expect(english.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { to: [DATE_MESSAGE_EN] },
    });
    for (const url of [
      '/api/orders/paginated/1/10?from=1900-01-01&to=2999-12-31',
      '/api/orders/finished/list/1/10/all?from=2024-02-29&to=2024-02-29',
      '/api/users/starclients/list/1900-01-01/2999-12-31',
      '/api/orders/list/excel/all?to=2999-12-31',
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
  });
});

describe('point 7: calendar days in the business time helpers', () => {
  it('read the year as written and refuse days that do not exist', () => {
    expect(businessDaysRange('2999-12-31', '2999-12-31')).toEqual({
      start: '2999-12-31T06:00:00.000Z',
      end: '3000-01-01T06:00:00.000Z',
    });
    expect(businessDaysRange('0099-06-15', '0099-06-15').start.slice(0, 10)).toBe('0099-06-15');
    expect(() => businessDaysRange('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('point 7: control characters and FTS5 syntax in searches', () => {
  const hostile = [
    '%00',
    '%07',
    '%1F',
    '%7F',
    'abc%00def',
    '%00%00%00%00',
    'ana%07n',
    'ju%1Fan',
    'mar%7Fia',
    '%22',
    '%22%22%22',
    'NEAR(',
    'NEAR(a%20b)',
    '*',
    'abc*',
    'a%20OR%20b',
    'ana%20AND%20NOT%20juan',
    '%5E',
    '(((',
    'col%3Aana',
    '%E2%80%8B%E2%80%8B%E2%80%8B',
  ];
  const searchPaths = [
    '/api/users/paginated/1/10/',
    '/api/zones/paginated/1/10/',
    '/api/locations/paginated/1/10/',
    '/api/orders/paginated/1/10/',
    '/api/orders/finished/list/1/10/',
    '/api/users/list/excel/',
    '/api/users/list/pdf/',
    '/api/orders/list/excel/',
    '/api/orders/list/pdf/',
    '/api/orders/finished/excel/',
    '/api/orders/finished/pdf/',
  ];

  it('every search answers 200, never a 5xx', async () => {
    for (const path of searchPaths) {
      for (const needle of hostile) {
        const url = `${path}${needle}`;
        const response = await get(url);
        expect([url, response.statusCode]).toEqual([url, 200]);
      }
    }
  });

  it('control characters are read as spaces: the user is still found around them', async () => {
    for (const needle of ['cliente%00', 'g%C3%B3mez%07', '%1Fgaslp.mx']) {
      const response = await get(`/api/users/paginated/1/10/${needle}`);
      expect([
        needle,
        response.json<{ data: { id: number }[] }>().data.map((row) => row.id),
      ]).toEqual([needle, expect.arrayContaining([customerId]) as unknown]);
    }
  });
});

/** A value for each path parameter, hostile where the parameter is a search or a day. */
function urlsOf(operation: OperationSpec, search: string, day: string): string[] {
  const segment = (name: string): string => {
    if (name === 'search' || name === 'filter') return search;
    if (name === 'from' || name === 'to') return day;
    if (name === 'page') return '1';
    if (name === 'size') return '10';
    if (name === 'type') return 'usuario';
    if (name === 'product') return 'cylinder_20kg';
    return '1';
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => segment(name));
  const query = operation.querystring?.properties ?? {};
  const urls = [path];
  for (const name of ['from', 'to']) {
    if (name in query) urls.push(`${path}?${name}=${day}`);
  }
  return urls;
}

describe('point 7: every list and export path', () => {
  it('answers < 500, and a JSON error for a 4xx, to hostile days and search texts', async () => {
    const lists = allOperations.filter(
      (operation) =>
        operation.method === 'GET' &&
        (/\{(search|filter|from|to)\}/.test(operation.path) ||
          'from' in (operation.querystring?.properties ?? {})) &&
        t.app.hasRoute({ method: 'GET', url: toRoutePath(operation.path) }),
    );
    expect(lists.length).toBeGreaterThanOrEqual(15);
    const searches = [
      '%00',
      '%07abc',
      '%1F%1F%1F',
      'x%7Fy',
      '%22',
      'NEAR(',
      '*',
      'a%20OR%20b',
      '%FF',
      '%ED%A0%80',
      'x'.repeat(101),
      '%C2%85%C2%85%C2%85',
    ];
    const days = ['9999-12-31', '0000-01-01', '0050-01-01', '2026-02-30', '2026-13-01', '20260101'];
    for (const operation of lists) {
      for (const [index, search] of searches.entries()) {
        const day = days[index % days.length] ?? '9999-12-31';
        for (const url of urlsOf(operation, search, day)) {
          for (const token of [admin, customer]) expectClientSafe(url, await get(url, token));
        }
      }
    }
  }, 60_000);
});

// ----------------------------------------------------------------------------------- point 10
let counter = 0;
/** A customer straight into the table (these tests are about wallets, not accounts). */
async function newCustomer(): Promise<number> {
  counter += 1;
  const fields = {
    name: 'Rosa',
    last_name: `Quintero ${String(counter)}`,
    email: `rosa.${String(counter)}@example.mx`,
    phone: null,
    number: null,
    username: null,
  };
  const now = new Date().toISOString();
  const row = await t.database.db
    .insertInto('users')
    .values({
      ...fields,
      password_hash: '',
      address: null,
      type_user: 'usuario',
      zone_id: 1,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const openWallet = (payload: Record<string, unknown>, token: string) =>
  t.call({ method: 'POST', url: '/api/wallets', token, payload });
const move = (payload: Record<string, unknown>, token: string) =>
  t.call({ method: 'POST', url: '/api/historicals', token, payload });

async function balanceOf(userId: number): Promise<number | undefined> {
  const row = await t.database.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance_cents;
}

describe('point 10: nobody moves money in their own wallet', () => {
  it('an employee or an admin cannot open their own wallet', async () => {
    for (const [token, id] of [
      [employee, employeeId],
      [admin, adminId],
    ] as const) {
      const response = await openWallet({ user_id: id, amount: 500 }, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'No puede mover dinero de su propio monedero.' });
      expect(await balanceOf(id)).toBeUndefined();
    }
  });

  it('an employee or an admin cannot credit or debit their own wallet; others can', async () => {
    // the admin opens the employee's wallet and the employee the admin's: allowed
    const employeeWallet = await openWallet({ user_id: employeeId, amount: 10 }, admin);
    expect(employeeWallet.statusCode).toBe(201);
    const adminWallet = await openWallet({ user_id: adminId, amount: 10 }, employee);
    expect(adminWallet.statusCode).toBe(201);
    const walletOf = { [employeeId]: employeeWallet, [adminId]: adminWallet };
    for (const [token, id] of [
      [employee, employeeId],
      [admin, adminId],
    ] as const) {
      const walletId = walletOf[id]?.json<{ id: number }>().id;
      for (const type_movement of ['credit', 'debit']) {
        const response = await move(
          { user_id: id, wallet_id: walletId, type_movement, amount: 5, message: 'Recarga' },
          token,
        );
        expect([type_movement, response.statusCode]).toEqual([type_movement, 403]);
        expect(response.json()).toEqual({
          message: 'No puede mover dinero de su propio monedero.',
        });
      }
      expect(await balanceOf(id)).toBe(1000);
    }
    // another operator may
    const credit = await move(
      {
        user_id: employeeId,
        wallet_id: employeeWallet.json<{ id: number }>().id,
        type_movement: 'credit',
        amount: 5,
        message: 'Recarga',
      },
      admin,
    );
    expect(credit.statusCode).toBe(201);
    expect(await balanceOf(employeeId)).toBe(1500);
  });

  it('staff still move money in customers’ wallets', async () => {
    const userId = await newCustomer();
    const opened = await openWallet({ user_id: userId, amount: 20 }, employee);
    expect(opened.statusCode).toBe(201);
    const debit = await move(
      {
        user_id: userId,
        wallet_id: opened.json<{ id: number }>().id,
        type_movement: 'debit',
        amount: 5,
        message: 'Pago',
      },
      employee,
    );
    expect(debit.statusCode).toBe(201);
    expect(await balanceOf(userId)).toBe(1500);
  });
});

// ----------------------------------------------------------------------------------- point 11
describe('point 11: wallet ids do not leak', () => {
  it('a customer gets the same answer for another customer’s wallet and a missing one', async () => {
    const otherId = await newCustomer();
    const other = await openWallet({ user_id: otherId, amount: 30 }, employee);
    const otherWalletId = other.json<{ id: number }>().id;
    const missingWalletId = otherWalletId + 100000;
    const same = (a: CallResult, b: CallResult) => {
      expect(a.statusCode).toBeGreaterThanOrEqual(400);
      expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    };
    same(
      await get(`/api/wallets/${String(otherWalletId)}/historicals/1/10`, customer),
      await get(`/api/wallets/${String(missingWalletId)}/historicals/1/10`, customer),
    );
    same(
      await get(`/api/users/${String(otherId)}/wallet`, customer),
      await get('/api/users/999999/wallet', customer),
    );
    const movement = (walletId: number) =>
      move(
        {
          user_id: otherId,
          wallet_id: walletId,
          type_movement: 'credit',
          amount: 1,
          message: 'x',
        },
        customer,
      );
    same(await movement(otherWalletId), await movement(missingWalletId));
    // the owner still reads it
    const own = await openWallet({ user_id: customerId, amount: 1 }, employee);
    expect(
      (
        await get(
          `/api/wallets/${String(own.json<{ id: number }>().id)}/historicals/1/10`,
          customer,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('point 11: customers do not read deleted zones or locations', () => {
  it('a deleted zone or location is a 404 to a customer and never listed; staff still see it', async () => {
    const zone = await t.call({
      method: 'POST',
      url: '/api/zones',
      token: admin,
      payload: { name: 'Zona Fantasma Norte' },
    });
    const zoneId = zone.json<{ id: number }>().id;
    const location = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: admin,
      payload: { name: 'Planta Fantasma', zone_id: zoneId },
    });
    const locationId = location.json<{ id: number }>().id;
    expect((await get(`/api/zones/${String(zoneId)}`, customer)).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/api/locations/${String(locationId)}`, token: admin });
    await t.call({ method: 'DELETE', url: `/api/zones/${String(zoneId)}`, token: admin });

    for (const [kind, id] of [
      ['zones', zoneId],
      ['locations', locationId],
    ] as const) {
      const hidden = await get(`/api/${kind}/${String(id)}`, customer);
      const missing = await get(`/api/${kind}/999999`, customer);
      expect([kind, hidden.statusCode]).toEqual([kind, 404]);
      expect(hidden.json()).toEqual(missing.json());
      const staff = await get(`/api/${kind}/${String(id)}`, employee);
      expect([kind, staff.statusCode]).toEqual([kind, 200]);
      expect(staff.json<{ deleted_at: string | null }>().deleted_at).not.toBeNull();

      const listed = async (url: string, token: string) => {
        const response = await get(url, token);
        if (response.statusCode !== 200) return [];
        return response.json<{ data: { id: number }[] }>().data.map((row) => row.id);
      };
      for (const url of [
        `/api/${kind}/all`,
        `/api/${kind}/paginated/1/100`,
        `/api/${kind}/paginated/1/100/fantasma`,
        `/api/${kind}/paginated/1/100?trashed=only`,
        `/api/${kind}/paginated/1/100?trashed=with`,
        `/api/${kind}/paginated/1/100/fantasma?trashed=with`,
      ]) {
        expect([url, await listed(url, customer)]).not.toEqual([
          url,
          expect.arrayContaining([id]) as unknown,
        ]);
      }
      expect(await listed(`/api/${kind}/paginated/1/100?trashed=only`, admin)).toContain(id);
    }
  });
});

describe('point 11: health', () => {
  it('tells only the status without a staff token', async () => {
    for (const token of [undefined, customer, 'not-a-token']) {
      const response = await t.call({ method: 'GET', url: '/api/health', token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    for (const token of [admin, employee]) {
      const response = await get('/api/health', token);
      expect(response.json()).toEqual({
        status: 'ok',
        database: expect.stringMatching(/^(sqlite|postgres)$/) as unknown,
        version: expect.any(String) as unknown,
      });
    }
  });

  it('answers 503 when the database is down', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.destroy();
      for (const token of [undefined, 'not-a-token']) {
        const response = await other.call({ method: 'GET', url: '/api/health', token });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: 'La base de datos no está disponible.' });
      }
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('point 11: request logs do not carry search texts', () => {
  it.each([
    ['/api/users/paginated/1/10/juan.perez%40gaslp.mx', '/api/users/paginated/1/10/[redacted]'],
    [
      '/api/users/paginated/2/25/33%201234%205678?trashed=only&type_user=usuario',
      '/api/users/paginated/2/25/[redacted]?trashed=[redacted]&type_user=[redacted]',
    ],
    ['/api/zones/paginated/1/10/Chapala', '/api/zones/paginated/1/10/[redacted]'],
    [
      '/api/locations/paginated/1/15/tlaquepaque?sort=name&order=desc',
      '/api/locations/paginated/1/15/[redacted]?sort=[redacted]&order=[redacted]',
    ],
    [
      '/api/orders/paginated/1/10/3312345678?from=2025-01-01&to=2025-01-31',
      '/api/orders/paginated/1/10/[redacted]?from=[redacted]&to=[redacted]',
    ],
    [
      '/api/orders/finished/list/3/50/Mar%C3%ADa%20G%C3%B3mez?status=cancelled',
      '/api/orders/finished/list/3/50/[redacted]?status=[redacted]',
    ],
    ['/api/users/list/excel/cliente%40gaslp.mx', '/api/users/list/excel/[redacted]'],
    [
      '/api/orders/finished/pdf/juan?from=2025-01-01',
      '/api/orders/finished/pdf/[redacted]?from=[redacted]',
    ],
    ['/api/answers/polls/list/1/10/servicio', '/api/answers/polls/list/1/10/[redacted]'],
    ['/api/users/paginated/1/10/ana/extra/segments', '/api/users/paginated/1/10/[redacted]'],
    ['/api/users/paginated/juan%40x.mx/10', '/api/users/paginated/[redacted]/10'],
    ['/api/users/paginated/1/10', '/api/users/paginated/1/10'],
    ['/api/users/42', '/api/users/42'],
    [
      '/api/users/starclients/list/2025-01-01/2025-01-31',
      '/api/users/starclients/list/2025-01-01/2025-01-31',
    ],
    ['/api/health', '/api/health'],
    ['/api/users/all?juan%40x.mx', '/api/users/all?[redacted]'],
    ['/?', '/?'],
    ['http://evil.test/api/zones/paginated/1/10/x', '/api/zones/paginated/1/10/[redacted]'],
    ['/api/orders/countStatus/', '/api/orders/countStatus/'],
  ])('redactUrl(%s)', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('a Fastify logger with these serializers writes no search text', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        serializers: loggerSerializers,
        stream: { write: (line: string) => void lines.push(line) },
      },
      logController: new RequestLog(),
    });
    app.get('/api/users/paginated/:page/:size/:search', () => ({ ok: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fetch(`${base}/api/users/paginated/1/10/cliente%40gaslp.mx?type_user=usuario`);
    } finally {
      await app.close();
    }
    const entries = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: Record<string, unknown> })
      .filter((entry) => entry.req !== undefined);
    // one line per request, once it is answered
    expect(entries.map((entry) => entry.msg)).toEqual(['request completed']);
    const completed = entries[0];
    expect(completed).toMatchObject({ res: { statusCode: 200 } });
    expect(typeof (completed as { responseTime?: unknown } | undefined)?.responseTime).toBe(
      'number',
    );
    expect(completed?.req).toEqual({
      method: 'GET',
      url: '/api/users/paginated/1/10/[redacted]?type_user=[redacted]',
      remoteAddress: '127.0.0.1',
      remotePort: expect.any(Number) as unknown,
    });
    expect(lines.join('\n')).not.toMatch(/cliente|gaslp|usuario/);
  });

  it('the req serializer keeps method, redacted url and remote address, and no host', () => {
    const serialized = loggerSerializers.req({
      method: 'GET',
      url: '/api/users/paginated/1/10/cliente%40gaslp.mx?trashed=with',
      ip: '127.0.0.1',
      hostname: 'example.test',
      headers: { host: 'example.test', authorization: 'Bearer secret' },
      socket: { remotePort: 50000 },
    } as unknown as Parameters<typeof loggerSerializers.req>[0]);
    expect(serialized).toEqual({
      method: 'GET',
      url: '/api/users/paginated/1/10/[redacted]?trashed=[redacted]',
      remoteAddress: '127.0.0.1',
      remotePort: 50000,
    });
  });
});
