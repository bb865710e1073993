import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
});
afterAll(() => t.close());

const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);

interface LocationBody {
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  zone_id: number;
  zone_name: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
interface PageBody {
  data: LocationBody[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

// The minimal seed: zone 1 "Guadalajara Centro", zone 2 "Zapopan", four locations each.
let counter = 0;
const uniqueName = () => `Sucursal ${String(++counter)} ${Date.now().toString(36)}`;

async function create(fields: Record<string, unknown> = {}): Promise<LocationBody> {
  const response = await t.call({
    method: 'POST',
    url: '/api/locations',
    token: employee,
    payload: { name: uniqueName(), zone_id: 1, ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json<LocationBody>();
}

async function createZone(name: string): Promise<number> {
  const response = await t.call({
    method: 'POST',
    url: '/api/zones',
    token: admin,
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const put = (id: number | string, payload: unknown, token = admin) =>
  t.call({ method: 'PUT', url: `/api/locations/${String(id)}`, token, payload });
const remove = (id: number | string, token = admin) =>
  t.call({ method: 'DELETE', url: `/api/locations/${String(id)}`, token });
const restore = (id: number | string, token = admin) =>
  t.call({ method: 'POST', url: `/api/locations/${String(id)}/restore`, token });

describe('locations CRUD', () => {
  it('staff create with zone_name in the answer; customers read only', async () => {
    const location = await create({
      name: 'Sucursal Chapultepec',
      phone: '33 3630 1122',
      description: 'Punto de venta',
    });
    expect(location).toEqual({
      id: anyNumber,
      name: 'Sucursal Chapultepec',
      phone: '33 3630 1122',
      description: 'Punto de venta',
      zone_id: 1,
      zone_name: 'Guadalajara Centro',
      created_at: anyString,
      updated_at: location.created_at,
      deleted_at: null,
    });
    const one = await t.call({
      method: 'GET',
      url: `/api/locations/${String(location.id)}`,
      token: customer,
    });
    expect(one.json()).toEqual(location);
    const byCustomer = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: customer,
      payload: { name: 'Mía', zone_id: 1 },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await put(location.id, { name: 'X', zone_id: 1 }, customer)).statusCode).toBe(403);
    expect((await remove(location.id, customer)).statusCode).toBe(403);
    expect((await restore(location.id, customer)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/locations/all'],
      ['GET', '/api/locations/1'],
      ['GET', '/api/locations/paginated/1/10'],
      ['GET', '/api/locations/paginated/1/10/planta'],
      ['POST', '/api/locations'],
      ['PUT', '/api/locations/1'],
      ['DELETE', '/api/locations/1'],
      ['POST', '/api/locations/1/restore'],
    ] as const) {
      expect((await t.call({ method, url })).statusCode).toBe(401);
    }
  });

  it('zone_id must be an existing, active zone: 422 on zone_id', async () => {
    const deletedZone = await createZone('Zona por eliminar');
    expect(
      (await t.call({ method: 'DELETE', url: `/api/zones/${String(deletedZone)}`, token: admin }))
        .statusCode,
    ).toBe(200);
    for (const zone_id of [424242, deletedZone]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/locations',
        token: admin,
        payload: { name: 'Sucursal fantasma', zone_id },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'El registro relacionado no existe.',
        errors: { zone_id: ['El registro relacionado no existe.'] },
      });
    }
    const location = await create();
    const moved = await put(location.id, { name: location.name, zone_id: deletedZone });
    expect(moved.statusCode).toBe(422);
    expect(moved.json<ErrorBody>().errors).toHaveProperty('zone_id');
    for (const zone_id of ['1', 0, -3, 1.5, null]) {
      const response = await t.call({
        method: 'POST',
        url: '/api/locations',
        token: admin,
        payload: { name: 'Sucursal', zone_id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toHaveProperty('zone_id');
    }
    const missing = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: admin,
      payload: { name: 'Sin zona' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toHaveProperty('zone_id');
  });

  it('names are unique among the active locations of a zone', async () => {
    await create({ name: 'Sucursal Mezquitán' });
    const duplicate = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: admin,
      payload: { name: 'sucursal MEZQUITAN', zone_id: 1 },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>().errors).toEqual({
      name: ['Ya existe un registro activo con este nombre.'],
    });
    const otherZone = await create({ name: 'Sucursal Mezquitán', zone_id: 2 });
    expect(otherZone.zone_name).toBe('Zapopan');
    const moved = await put(otherZone.id, { name: otherZone.name, zone_id: 1 });
    expect(moved.statusCode).toBe(409);
  });

  it('updates (move to another zone, keep omitted fields), soft-deletes and restores unchanged', async () => {
    const location = await create({ phone: '3311112222', description: 'Bodega' });
    const updated = await put(location.id, { name: 'Bodega Norte', zone_id: 2, phone: null });
    expect(updated.statusCode).toBe(200);
    const moved = updated.json<LocationBody>();
    expect(moved).toMatchObject({
      name: 'Bodega Norte',
      zone_id: 2,
      zone_name: 'Zapopan',
      phone: null,
      description: 'Bodega',
      created_at: location.created_at,
    });
    expect((await put(424242, { name: 'Nada', zone_id: 1 })).statusCode).toBe(404);
    const deleted = await remove(moved.id, employee);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...moved, deleted_at: anyString });
    expect((await remove(moved.id)).json()).toEqual(deleted.json());
    const all = await t.call({ method: 'GET', url: '/api/locations/all', token: customer });
    expect(all.json<PageBody>().data.map((row) => row.id)).not.toContain(moved.id);
    const trashed = await t.call({
      method: 'GET',
      url: '/api/locations/paginated/1/100?trashed=only',
      token: employee,
    });
    expect(trashed.json<PageBody>().data.map((row) => row.id)).toEqual([moved.id]);
    const restored = await restore(moved.id, employee);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(moved);
    expect((await restore(moved.id)).json()).toEqual(moved);
    expect((await remove(424242)).statusCode).toBe(404);
    expect((await restore(424242)).statusCode).toBe(404);
  });

  it('restoring into a taken name is 409', async () => {
    const first = await create({ name: 'Sucursal Analco' });
    await remove(first.id);
    const second = await create({ name: 'Sucursal Analco' });
    const back = await restore(first.id);
    expect(back.statusCode).toBe(409);
    expect(back.json<ErrorBody>().errors).toHaveProperty('name');
    await remove(second.id);
    expect((await restore(first.id)).statusCode).toBe(200);
  });
});

describe('location lists', () => {
  it('answers the Laravel envelope, sorts by zone name, refuses bad pages and sorts', async () => {
    const all = await t.call({ method: 'GET', url: '/api/locations/all', token: customer });
    const allBody = all.json<PageBody>();
    expect(allBody).toMatchObject({ current_page: 1, last_page: 1, total: allBody.data.length });
    expect(allBody.data.every((row) => row.deleted_at === null && row.zone_name !== null)).toBe(
      true,
    );
    const page = await t.call({
      method: 'GET',
      url: '/api/locations/paginated/2/3?sort=zone_name&order=desc',
      token: customer,
    });
    const body = page.json<PageBody>();
    expect(body).toMatchObject({ current_page: 2, per_page: 3, total: allBody.total });
    expect(body.last_page).toBe(Math.ceil(allBody.total / 3));
    expect(body.data).toHaveLength(3);
    const zoneNames = (
      await t.call({
        method: 'GET',
        url: '/api/locations/paginated/1/100?sort=zone_name&order=desc',
        token: customer,
      })
    )
      .json<PageBody>()
      .data.map((row) => row.zone_name ?? '');
    expect(zoneNames).toEqual([...zoneNames].sort().reverse());
    for (const url of [
      '/api/locations/paginated/0/10',
      '/api/locations/paginated/1/101',
      '/api/locations/paginated/uno/10',
      '/api/locations/paginated/1/10?sort=search_text',
      '/api/locations/paginated/1/10?sort=toString',
    ]) {
      expect((await t.call({ method: 'GET', url, token: admin })).statusCode).toBe(400);
    }
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/locations/paginated/1/10?trashed=only',
          token: customer,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('searches the location and its zone name, case- and accent-insensitively', async () => {
    const zone = await createZone('Jardines de la Paz');
    const location = await create({
      name: 'Planta Tlaquepaque Oriente',
      description: 'Llenado de cilindros',
      phone: '33-3659-0000',
      zone_id: zone,
    });
    for (const needle of ['planta tlaquepaque', 'CILINDROS', '33365900', 'jardines de la', 'PAZ']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/locations/paginated/1/10/${encodeURIComponent(needle)}`,
        token: customer,
      });
      expect([needle, response.json<PageBody>().data.map((row) => row.id)]).toEqual([
        needle,
        [location.id],
      ]);
    }
    const byZone = await t.call({
      method: 'GET',
      url: `/api/locations/paginated/1/10/${encodeURIComponent('guadalajara centro')}`,
      token: admin,
    });
    const rows = byZone.json<PageBody>().data;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.zone_id === 1)).toBe(true);
    for (const needle of ['%', '_', "'; drop table locations; --"]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/locations/paginated/1/10/${encodeURIComponent(needle)}`,
        token: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<PageBody>().total).toBe(0);
    }
  });
});

describe('location input never answers 5xx', () => {
  it('wrong types, unknown fields, huge strings and bad ids are 400', async () => {
    const cases: [unknown, string[]][] = [
      [{ name: 1, zone_id: 'uno' }, ['name', 'zone_id']],
      [{ name: 'Sucursal', zone_id: 1, zone_name: 'Otra' }, ['zone_name']],
      [{ name: 'x'.repeat(5000), zone_id: 1 }, ['name']],
      [{ name: 'Sucursal', zone_id: 99999999999 }, ['zone_id']],
    ];
    for (const [payload, fields] of cases) {
      const response = await t.call({
        method: 'POST',
        url: '/api/locations',
        token: admin,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual(fields);
    }
    for (const id of ['abc', '0', '-2', '2.5', '99999999999']) {
      expect(
        (await t.call({ method: 'GET', url: `/api/locations/${id}`, token: admin })).statusCode,
      ).toBe(400);
      expect((await put(id, { name: 'X', zone_id: 1 })).statusCode).toBe(400);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/locations/424242', token: admin })).statusCode,
    ).toBe(404);
  });
});
