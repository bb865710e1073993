// Prices and regulated maximums: access (staff read, the admin writes), create, edit, soft delete
// and restore, the paginated list with its filters and search, the weekly maximums (upsert) and the
// refusal of a price above the maximum, the price an order takes by default (one rule for orders
// and GET /api/prices/current), and hostile input.
import { addDays, weekStartOf } from '../src/lib/calendar-days';
import { businessToday } from '../src/lib/business-time';
import { createTestApp, demoAccounts, type CallResult, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  const me = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/auth/me', token })).json<{ id: number }>().id;
  adminId = await me(admin);
});
afterAll(() => t.close());

interface PriceBody {
  id: number;
  zone_id: number;
  zone_name: string | null;
  product: string;
  price: number;
  effective_from: string;
  user_add: number | null;
  user_add_name: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
interface MaximumBody {
  id: number;
  zone_id: number;
  zone_name: string | null;
  product_kind: string;
  week_start: string;
  week_end: string;
  max: number;
  user_add: number | null;
  user_add_name: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
interface PageBody<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const anyString: unknown = expect.any(String);
const adminName = `${demoAccounts.admin.name} ${demoAccounts.admin.last_name}`;

let counter = 0;
async function newZone(name = 'Precios'): Promise<{ id: number; name: string }> {
  counter += 1;
  const response = await t.call({
    method: 'POST',
    url: '/api/zones',
    token: admin,
    payload: { name: `${name} ${String(counter)} ${Date.now().toString(36)}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string }>();
}

const postPrice = (payload: Record<string, unknown>, token = admin, headers = {}) =>
  t.call({ method: 'POST', url: '/api/prices', token, payload, headers });
const putMaximum = (payload: Record<string, unknown>, token = admin, headers = {}) =>
  t.call({ method: 'PUT', url: '/api/price-maximums', token, payload, headers });
const get = (url: string, token = employee) => t.call({ method: 'GET', url, token });

async function createPrice(payload: Record<string, unknown>): Promise<PriceBody> {
  const response = await postPrice(payload);
  expect([response.statusCode, response.body]).toEqual([201, anyString]);
  return response.json<PriceBody>();
}

const errorsOf = (response: CallResult) => response.json<ErrorBody>().errors;

describe('access', () => {
  it('anonymous callers get 401 on every price call', async () => {
    for (const [method, url] of [
      ['GET', '/api/prices/paginated/1/10'],
      ['GET', '/api/prices/paginated/1/10/centro'],
      ['GET', '/api/prices/current/1/cylinder_20kg'],
      ['GET', '/api/prices/average/2025-01-01/2025-01-31'],
      ['GET', '/api/prices/history/2025-01-01/2025-01-31'],
      ['GET', '/api/prices/1'],
      ['POST', '/api/prices'],
      ['PUT', '/api/prices/1'],
      ['DELETE', '/api/prices/1'],
      ['POST', '/api/prices/1/restore'],
      ['GET', '/api/price-maximums/paginated/1/10'],
      ['GET', '/api/price-maximums/1'],
      ['PUT', '/api/price-maximums'],
      ['DELETE', '/api/price-maximums/1'],
      ['POST', '/api/price-maximums/1/restore'],
    ] as const) {
      expect([method, url, (await t.call({ method, url })).statusCode]).toEqual([method, url, 401]);
    }
  });

  it('customers get 403 except on the price an order takes; employees read; only the admin writes', async () => {
    const reads = [
      '/api/prices/paginated/1/10',
      '/api/prices/paginated/1/10/centro',
      '/api/prices/average/2025-01-01/2025-01-31',
      '/api/prices/history/2025-01-01/2025-01-31',
      '/api/prices/1',
      '/api/price-maximums/paginated/1/10',
      '/api/price-maximums/1',
    ];
    for (const url of reads) {
      expect([url, (await get(url, customer)).statusCode]).toEqual([url, 403]);
      expect([url, (await get(url, employee)).statusCode]).toEqual([url, 200]);
    }
    expect((await get('/api/prices/current/1/cylinder_20kg', customer)).statusCode).toBe(200);
    const body = { zone_id: 1, product: 'cylinder_20kg', price: 1, effective_from: '2020-01-05' };
    const maximum = { zone_id: 1, product_kind: 'cylinder_kg', week_start: '2020-01-05', max: 30 };
    for (const token of [customer, employee]) {
      for (const [method, url, payload] of [
        ['POST', '/api/prices', body],
        ['PUT', '/api/prices/1', body],
        ['DELETE', '/api/prices/1', undefined],
        ['POST', '/api/prices/1/restore', undefined],
        ['PUT', '/api/price-maximums', maximum],
        ['DELETE', '/api/price-maximums/1', undefined],
        ['POST', '/api/price-maximums/1/restore', undefined],
      ] as const) {
        const response = await t.call({ method, url, token, payload });
        expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      }
    }
  });
});

describe('prices', () => {
  it('the admin sets, corrects, deletes and restores a price; the view names the operator', async () => {
    const zone = await newZone();
    const price = await createPrice({
      zone_id: zone.id,
      product: 'cylinder_20kg',
      price: 455.5,
      effective_from: '2025-06-01',
    });
    expect(price).toEqual({
      id: expect.any(Number) as unknown,
      zone_id: zone.id,
      zone_name: zone.name,
      product: 'cylinder_20kg',
      price: 455.5,
      effective_from: '2025-06-01',
      user_add: adminId,
      user_add_name: adminName,
      created_at: anyString,
      updated_at: price.created_at,
      deleted_at: null,
    });
    const one = await get(`/api/prices/${String(price.id)}`);
    expect(one.json()).toEqual(price);
    expect((await get('/api/prices/999999')).statusCode).toBe(404);

    const corrected = await t.call({
      method: 'PUT',
      url: `/api/prices/${String(price.id)}`,
      token: admin,
      payload: {
        zone_id: zone.id,
        product: 'cylinder_20kg',
        price: 460,
        effective_from: '2025-06-02',
      },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ price: 460, effective_from: '2025-06-02' });

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/prices/${String(price.id)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    const deletedBody = deleted.json<PriceBody>();
    expect(deletedBody.deleted_at).toEqual(anyString);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/prices/${String(price.id)}`,
      token: admin,
    });
    expect(again.json()).toEqual(deletedBody);
    const active = await get(`/api/prices/paginated/1/100?zone_id=${String(zone.id)}`);
    expect(active.json<PageBody<PriceBody>>().total).toBe(0);
    const trashed = await get(
      `/api/prices/paginated/1/100?zone_id=${String(zone.id)}&trashed=only`,
    );
    expect(trashed.json<PageBody<PriceBody>>().data.map((row) => row.id)).toEqual([price.id]);

    const restored = await t.call({
      method: 'POST',
      url: `/api/prices/${String(price.id)}/restore`,
      token: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...deletedBody, deleted_at: null });
  });

  it('one live price per zone, product and day (409); bad references and decimals are 422', async () => {
    const zone = await newZone();
    const body = {
      zone_id: zone.id,
      product: 'cylinder_10kg',
      price: 230,
      effective_from: '2025-07-06',
    };
    const first = await createPrice(body);
    const twice = await postPrice(body);
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)).toEqual({
      effective_from: ['Ya hay un precio activo de este producto en la zona desde ese día.'],
    });
    // another product or day is fine
    await createPrice({ ...body, product: 'cylinder_30kg' });
    const other = await createPrice({ ...body, effective_from: '2025-07-07' });
    // moving a price onto a taken day is a 409 too
    const moved = await t.call({
      method: 'PUT',
      url: `/api/prices/${String(other.id)}`,
      token: admin,
      payload: body,
    });
    expect(moved.statusCode).toBe(409);
    // a deleted price frees its day; restoring it then collides
    await t.call({ method: 'DELETE', url: `/api/prices/${String(first.id)}`, token: admin });
    await createPrice(body);
    const restore = await t.call({
      method: 'POST',
      url: `/api/prices/${String(first.id)}/restore`,
      token: admin,
    });
    expect(restore.statusCode).toBe(409);
    expect(errorsOf(restore)).toHaveProperty('effective_from');

    const decimals = await postPrice({ ...body, effective_from: '2025-07-08', price: 230.005 });
    expect(decimals.statusCode).toBe(422);
    expect(errorsOf(decimals)).toEqual({
      price: ['Indique el importe en pesos con dos decimales como máximo.'],
    });
    const unknownZone = await postPrice({ ...body, zone_id: 999999 });
    expect(unknownZone.statusCode).toBe(422);
    expect(errorsOf(unknownZone)).toEqual({ zone_id: ['El registro relacionado no existe.'] });
    const gone = await newZone();
    await t.call({ method: 'DELETE', url: `/api/zones/${String(gone.id)}`, token: admin });
    const deletedZone = await postPrice({ ...body, zone_id: gone.id });
    expect(deletedZone.statusCode).toBe(422);
    expect(errorsOf(deletedZone)).toEqual({
      zone_id: ['La zona está eliminada; restáurela primero.'],
    });
  });

  it('lists pages in the Laravel envelope, filtered by zone, product and days, newest day first', async () => {
    const zone = await newZone('Listado');
    const days = ['2025-01-05', '2025-01-12', '2025-01-19', '2025-01-26', '2025-02-02'];
    for (const [index, day] of days.entries()) {
      await createPrice({
        zone_id: zone.id,
        product: 'cylinder_20kg',
        price: 400 + index,
        effective_from: day,
      });
      await createPrice({
        zone_id: zone.id,
        product: 'stationary_litre',
        price: 10 + index,
        effective_from: day,
      });
    }
    const base = `/api/prices/paginated`;
    const page = await get(`${base}/2/3?zone_id=${String(zone.id)}`);
    expect(page.statusCode).toBe(200);
    const body = page.json<PageBody<PriceBody>>();
    expect({ ...body, data: body.data.length }).toEqual({
      data: 3,
      current_page: 2,
      per_page: 3,
      total: 10,
      last_page: 4,
    });
    const all = (await get(`${base}/1/100?zone_id=${String(zone.id)}`)).json<PageBody<PriceBody>>();
    const effective = all.data.map((row) => row.effective_from);
    expect(effective).toEqual([...effective].sort().reverse());

    const filtered = await get(
      `${base}/1/100?zone_id=${String(zone.id)}&product=cylinder_20kg&from=2025-01-12&to=2025-01-26`,
    );
    expect(filtered.json<PageBody<PriceBody>>().data.map((row) => row.price)).toEqual([
      403, 402, 401,
    ]);
    const byPrice = await get(
      `${base}/1/2?zone_id=${String(zone.id)}&product=stationary_litre&sort=price&order=asc`,
    );
    expect(byPrice.json<PageBody<PriceBody>>().data.map((row) => row.price)).toEqual([10, 11]);
    expect((await get(`${base}/1/10?sort=nope`)).statusCode).toBe(400);
    const reversed = await get(`${base}/1/10?from=2025-02-01&to=2025-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(errorsOf(reversed)).toEqual({
      to: ['La fecha final no puede ser anterior a la inicial.'],
    });
    expect(
      (await get(`${base}/100/10?zone_id=${String(zone.id)}`)).json<PageBody<PriceBody>>(),
    ).toMatchObject({
      data: [],
      current_page: 100,
      total: 10,
      last_page: 1,
    });
  });

  it('searches by zone name (case and accents ignored) and by product, control characters as spaces', async () => {
    const zone = await newZone('Señora Ñuñoa');
    await createPrice({
      zone_id: zone.id,
      product: 'cylinder_45kg',
      price: 999,
      effective_from: '2024-03-03',
    });
    await createPrice({
      zone_id: zone.id,
      product: 'stationary_litre',
      price: 11,
      effective_from: '2024-03-03',
    });
    const idsOf = async (search: string, query = '') =>
      (await get(`/api/prices/paginated/1/100/${search}${query}`))
        .json<PageBody<PriceBody>>()
        .data.filter((row) => row.zone_id === zone.id)
        .map((row) => row.product)
        .sort();
    expect(await idsOf('SENORA%20nunoa')).toEqual(['cylinder_45kg', 'stationary_litre']);
    expect(await idsOf('se%C3%B1ora%00%C3%B1u%C3%B1oa')).toEqual([
      'cylinder_45kg',
      'stationary_litre',
    ]);
    expect(await idsOf('estacionario', `?zone_id=${String(zone.id)}`)).toEqual([
      'stationary_litre',
    ]);
    expect(await idsOf('cilindro%2045', `?zone_id=${String(zone.id)}`)).toEqual(['cylinder_45kg']);
    expect(await idsOf('litre', `?zone_id=${String(zone.id)}`)).toEqual(['stationary_litre']);
    expect(await idsOf('zzz-nothing')).toEqual([]);
    const none = await get('/api/prices/paginated/1/10/zzz-nothing');
    expect(none.json<PageBody<PriceBody>>()).toEqual({
      data: [],
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
    });
  });
});

describe('regulated maximums', () => {
  it('are set per zone, kind and week (a second PUT replaces the value), listed, deleted and restored', async () => {
    const zone = await newZone('Máximos');
    const set = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      max: 24.5,
    });
    expect(set.statusCode).toBe(200);
    const maximum = set.json<MaximumBody>();
    expect(maximum).toEqual({
      id: expect.any(Number) as unknown,
      zone_id: zone.id,
      zone_name: zone.name,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      week_end: '2025-03-08',
      max: 24.5,
      user_add: adminId,
      user_add_name: adminName,
      created_at: anyString,
      updated_at: anyString,
      deleted_at: null,
    });
    const replaced = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      max: 25,
    });
    expect(replaced.json()).toMatchObject({ id: maximum.id, max: 25 });
    await putMaximum({
      zone_id: zone.id,
      product_kind: 'stationary_litre',
      week_start: '2025-03-02',
      max: 11.6,
    });
    await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-09',
      max: 25.2,
    });
    await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-16',
      max: 25.4,
    });

    const list = async (query: string) =>
      (await get(`/api/price-maximums/paginated/1/100?zone_id=${String(zone.id)}${query}`))
        .json<PageBody<MaximumBody>>()
        .data.map((row) => `${row.product_kind} ${row.week_start}`);
    expect(await list('')).toEqual([
      'cylinder_kg 2025-03-16',
      'cylinder_kg 2025-03-09',
      'stationary_litre 2025-03-02',
      'cylinder_kg 2025-03-02',
    ]);
    // the weeks that overlap the range: 03-08 is the last day of the week of 03-02
    expect(await list('&product_kind=cylinder_kg&from=2025-03-08&to=2025-03-09')).toEqual([
      'cylinder_kg 2025-03-09',
      'cylinder_kg 2025-03-02',
    ]);

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/price-maximums/${String(maximum.id)}`,
      token: admin,
    });
    expect(deleted.json<MaximumBody>().deleted_at).toEqual(anyString);
    // one maximum, deleted ones too, for staff
    const one = await get(`/api/price-maximums/${String(maximum.id)}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: maximum.id, max: 25, deleted_at: anyString });
    expect(await list('&product_kind=cylinder_kg&to=2025-03-08')).toEqual([]);
    expect(await list('&product_kind=cylinder_kg&to=2025-03-08&trashed=only')).toEqual([
      'cylinder_kg 2025-03-02',
    ]);
    // a new maximum for the week while the old one is deleted: restoring the old one is a 409
    const newer = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      max: 26,
    });
    expect(newer.json<MaximumBody>().id).not.toBe(maximum.id);
    const clash = await t.call({
      method: 'POST',
      url: `/api/price-maximums/${String(maximum.id)}/restore`,
      token: admin,
    });
    expect(clash.statusCode).toBe(409);
    expect(errorsOf(clash)).toHaveProperty('week_start');
    await t.call({
      method: 'DELETE',
      url: `/api/price-maximums/${String(newer.json<MaximumBody>().id)}`,
      token: admin,
    });
    const restored = await t.call({
      method: 'POST',
      url: `/api/price-maximums/${String(maximum.id)}/restore`,
      token: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: maximum.id, max: 25, deleted_at: null });
  });

  it('a week starts on Sunday; max is positive with two decimals; the zone must be active', async () => {
    const zone = await newZone();
    const monday = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-03',
      max: 25,
    });
    expect(monday.statusCode).toBe(422);
    expect(errorsOf(monday)).toEqual({
      week_start: ['La semana empieza en domingo: indique la fecha de un domingo.'],
    });
    const decimals = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      max: 25.001,
    });
    expect(errorsOf(decimals)).toHaveProperty('max');
    const zero = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      max: 0,
    });
    expect(zero.statusCode).toBe(400);
    const kind = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_20kg',
      week_start: '2025-03-02',
      max: 25,
    });
    expect(kind.statusCode).toBe(400);
    const unknown = await putMaximum({
      zone_id: 999999,
      product_kind: 'cylinder_kg',
      week_start: '2025-03-02',
      max: 25,
    });
    expect(errorsOf(unknown)).toEqual({ zone_id: ['El registro relacionado no existe.'] });
  });

  it('refuses a price above the maximum in force for its zone, product and day (422 on price)', async () => {
    const zone = await newZone();
    // week of 2025-05-04 (Sunday) to 2025-05-10: 25.00 per kg, 11.50 per litre
    await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-05-04',
      max: 25,
    });
    await putMaximum({
      zone_id: zone.id,
      product_kind: 'stationary_litre',
      week_start: '2025-05-04',
      max: 11.5,
    });
    const above = await postPrice({
      zone_id: zone.id,
      product: 'cylinder_20kg',
      price: 500.01,
      effective_from: '2025-05-10',
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toEqual({
      message:
        'El precio supera el máximo regulado vigente para la zona y el producto en su día de inicio (por kg en cilindros, por litro en estacionario).',
      errors: {
        price: [
          'El precio supera el máximo regulado vigente para la zona y el producto en su día de inicio (por kg en cilindros, por litro en estacionario).',
        ],
      },
    });
    const english = await postPrice(
      { zone_id: zone.id, product: 'cylinder_45kg', price: 1125.01, effective_from: '2025-05-04' },
      admin,
      { 'accept-language': 'en-US' },
    );
    expect(english.json<ErrorBody>().errors).toEqual({
      price: [
        'The price exceeds the regulated maximum in force for the zone and product on its first day (per kg for cylinders, per litre for stationary tanks).',
      ],
    });
    const litre = await postPrice({
      zone_id: zone.id,
      product: 'stationary_litre',
      price: 11.51,
      effective_from: '2025-05-06',
    });
    expect(errorsOf(litre)).toHaveProperty('price');
    // at the ceiling, and outside the week, is fine
    const atCeiling = await createPrice({
      zone_id: zone.id,
      product: 'cylinder_20kg',
      price: 500,
      effective_from: '2025-05-10',
    });
    await createPrice({
      zone_id: zone.id,
      product: 'stationary_litre',
      price: 11.5,
      effective_from: '2025-05-06',
    });
    await createPrice({
      zone_id: zone.id,
      product: 'cylinder_20kg',
      price: 700,
      effective_from: '2025-05-11',
    });
    // a correction above it, or a restore after a lower maximum, is refused too
    const corrected = await t.call({
      method: 'PUT',
      url: `/api/prices/${String(atCeiling.id)}`,
      token: admin,
      payload: {
        zone_id: zone.id,
        product: 'cylinder_20kg',
        price: 510,
        effective_from: '2025-05-10',
      },
    });
    expect(corrected.statusCode).toBe(422);
    await t.call({ method: 'DELETE', url: `/api/prices/${String(atCeiling.id)}`, token: admin });
    await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-05-04',
      max: 24,
    });
    const restore = await t.call({
      method: 'POST',
      url: `/api/prices/${String(atCeiling.id)}/restore`,
      token: admin,
    });
    expect(restore.statusCode).toBe(422);
    expect(errorsOf(restore)).toHaveProperty('price');
  });
});

describe('the price an order takes by default', () => {
  const orderBody = (zoneId: number, unitPrice?: number) => ({
    customer_name: 'Lucía Ramírez',
    customer_phone: '33 3333 4444',
    address: 'Av. Juárez 100',
    zone_id: zoneId,
    product: 'cylinder_30kg',
    quantity: 1,
    payment_method: 'cash',
    ...(unitPrice === undefined ? {} : { unit_price: unitPrice }),
  });
  const order = (zoneId: number, unitPrice?: number) =>
    t.call({
      method: 'POST',
      url: '/api/orders',
      token: employee,
      payload: orderBody(zoneId, unitPrice),
    });
  const current = (zoneId: number, token = employee) =>
    t.call({ method: 'GET', url: `/api/prices/current/${String(zoneId)}/cylinder_30kg`, token });

  it('is the last unit price used without a price, then the price set for the zone', async () => {
    const zone = await newZone('Pedidos');
    const today = businessToday(Date.now());
    expect((await current(zone.id)).statusCode).toBe(404);
    const refused = await order(zone.id);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toHaveProperty('unit_price');

    expect((await order(zone.id, 612.4)).statusCode).toBe(201);
    const fallback = await current(zone.id, customer);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual({
      zone_id: zone.id,
      zone_name: zone.name,
      product: 'cylinder_30kg',
      day: today,
      price: 612.4,
      source: 'last_order',
      price_id: null,
      effective_from: null,
    });
    const byFallback = await order(zone.id);
    expect(byFallback.json()).toMatchObject({ unit_price: 612.4, total: 612.4 });

    const price = await createPrice({
      zone_id: zone.id,
      product: 'cylinder_30kg',
      price: 655,
      effective_from: today,
    });
    // a price from tomorrow on is not in force yet
    await createPrice({
      zone_id: zone.id,
      product: 'cylinder_30kg',
      price: 700,
      effective_from: addDays(today, 1),
    });
    const inForce = await current(zone.id);
    expect(inForce.json()).toMatchObject({
      price: 655,
      source: 'price',
      price_id: price.id,
      effective_from: today,
    });
    const priced = await order(zone.id);
    expect(priced.statusCode).toBe(201);
    expect(priced.json()).toMatchObject({ zone_id: zone.id, unit_price: 655 });
    // a given unit price wins
    expect((await order(zone.id, 640)).json()).toMatchObject({ unit_price: 640 });

    // the price deleted: back to the last unit price used (640)
    await t.call({ method: 'DELETE', url: `/api/prices/${String(price.id)}`, token: admin });
    expect((await current(zone.id)).json()).toMatchObject({ price: 640, source: 'last_order' });
    expect((await order(zone.id)).json()).toMatchObject({ unit_price: 640 });
  });

  it('the seeded zones have a price in force (minimal seed) within their maximum of the week', async () => {
    const response = await current(1);
    expect(response.json()).toMatchObject({ source: 'price' });
    const week = weekStartOf(businessToday(Date.now()));
    const maximums = await get(
      `/api/price-maximums/paginated/1/10?zone_id=1&product_kind=cylinder_kg&from=${week}&to=${week}`,
    );
    const [maximum] = maximums.json<PageBody<MaximumBody>>().data;
    expect(maximum?.week_start).toBe(week);
    expect(response.json<{ price: number }>().price).toBeLessThanOrEqual((maximum?.max ?? 0) * 30);
  });
});

describe('hostile input', () => {
  it('bad days, ids, products and bodies are 4xx JSON, never a 5xx', async () => {
    for (const url of [
      '/api/prices/paginated/1/10?from=2026-02-30',
      '/api/prices/paginated/1/10?to=9999-12-31',
      '/api/prices/paginated/0/10',
      '/api/prices/paginated/1/1000',
      '/api/prices/paginated/1/10?zone_id=abc',
      '/api/prices/paginated/1/10?product=butane',
      '/api/prices/average/2026-13-01/2026-12-31',
      '/api/prices/average/2026-01-01/20260101',
      '/api/prices/history/0000-01-01/2026-01-01',
      '/api/prices/current/99999999999/cylinder_20kg',
      '/api/prices/current/1/butane',
      '/api/prices/abc',
      '/api/price-maximums/paginated/1/10?from=1899-12-31',
    ]) {
      const response = await get(url, admin);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(typeof response.json<ErrorBody>().message).toBe('string');
    }
    for (const search of [
      '%00',
      '%07abc',
      '%1F%1F',
      'x%7Fy',
      '%22',
      'NEAR(',
      '*',
      '%25',
      '_',
      '%5C',
    ]) {
      const url = `/api/prices/paginated/1/10/${search}`;
      expect([url, (await get(url, admin)).statusCode]).toEqual([url, 200]);
    }
    const zone = await newZone();
    for (const payload of [
      { zone_id: zone.id, product: 'cylinder_20kg', price: -1, effective_from: '2025-01-01' },
      { zone_id: zone.id, product: 'cylinder_20kg', price: '400', effective_from: '2025-01-01' },
      { zone_id: zone.id, product: 'cylinder_20kg', price: 400, effective_from: '2025-02-29' },
      {
        zone_id: zone.id,
        product: 'cylinder_20kg',
        price: 400,
        effective_from: '2025-01-01',
        user_add: 1,
      },
      {
        zone_id: zone.id,
        product: 'cylinder_20kg\u0000',
        price: 400,
        effective_from: '2025-01-01',
      },
      { zone_id: zone.id, product: 'cylinder_20kg', price: 1e308, effective_from: '2025-01-01' },
    ]) {
      const response = await postPrice(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
    }
    const notJson = await t.call({
      method: 'POST',
      url: '/api/prices',
      token: admin,
      payload: '{"zone_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const week = await putMaximum({
      zone_id: zone.id,
      product_kind: 'cylinder_kg',
      week_start: '2025-02-30',
      max: 25,
    });
    expect(week.statusCode).toBe(400);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/prices/999999',
          token: admin,
          payload: {
            zone_id: zone.id,
            product: 'cylinder_20kg',
            price: 1,
            effective_from: '2025-01-01',
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/prices/999999/restore', token: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/price-maximums/999999', token: admin }))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/price-maximums/999999')).statusCode).toBe(404);
  });
});
