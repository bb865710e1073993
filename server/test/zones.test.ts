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

interface ZoneBody {
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
interface PageBody {
  data: ZoneBody[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

let counter = 0;
const uniqueName = (base = 'Zona') => `${base} ${String(++counter)} ${Date.now().toString(36)}`;

async function create(fields: Record<string, unknown> = {}): Promise<ZoneBody> {
  const response = await t.call({
    method: 'POST',
    url: '/api/zones',
    token: employee,
    payload: { name: uniqueName(), ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json<ZoneBody>();
}

const remove = (id: number | string, token = admin) =>
  t.call({ method: 'DELETE', url: `/api/zones/${String(id)}`, token });
const restore = (id: number | string, token = admin) =>
  t.call({ method: 'POST', url: `/api/zones/${String(id)}/restore`, token });

describe('zones CRUD', () => {
  it('staff create; the answer is the zone; customers and anonymous callers are refused', async () => {
    const zone = await create({ phone: '33 3614 0000', description: 'Reparto en Chapala' });
    expect(zone).toEqual({
      id: anyNumber,
      name: expect.stringMatching(/^Zona /) as unknown,
      phone: '33 3614 0000',
      description: 'Reparto en Chapala',
      created_at: anyString,
      updated_at: zone.created_at,
      deleted_at: null,
    });
    const one = await t.call({
      method: 'GET',
      url: `/api/zones/${String(zone.id)}`,
      token: customer,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(zone);
    const byCustomer = await t.call({
      method: 'POST',
      url: '/api/zones',
      token: customer,
      payload: { name: 'Zona de cliente' },
    });
    expect(byCustomer.statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/zones/all'],
      ['GET', '/api/zones/1'],
      ['GET', '/api/zones/paginated/1/10'],
      ['GET', '/api/zones/paginated/1/10/centro'],
      ['POST', '/api/zones'],
      ['PUT', '/api/zones/1'],
      ['DELETE', '/api/zones/1'],
      ['POST', '/api/zones/1/restore'],
    ] as const) {
      expect((await t.call({ method, url })).statusCode).toBe(401);
    }
    for (const [method, url] of [
      ['PUT', `/api/zones/${String(zone.id)}`],
      ['DELETE', `/api/zones/${String(zone.id)}`],
      ['POST', `/api/zones/${String(zone.id)}/restore`],
    ] as const) {
      const response = await t.call({ method, url, token: customer, payload: { name: 'X' } });
      expect(response.statusCode).toBe(403);
    }
  });

  it('a duplicate name among active zones is 409 on name, ignoring case, accents and spaces', async () => {
    const zone = await create({ name: 'Tlajomulco Sur' });
    for (const name of ['tlajomulco sur', '  TLAJOMULCO   SÚR ']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/zones',
        token: admin,
        payload: { name },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'El registro ya existe.',
        errors: { name: ['Ya existe un registro activo con este nombre.'] },
      });
    }
    const other = await create();
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/zones/${String(other.id)}`,
      token: admin,
      payload: { name: 'Tlajomulco Sur' },
    });
    expect(renamed.statusCode).toBe(409);
    const keepOwn = await t.call({
      method: 'PUT',
      url: `/api/zones/${String(zone.id)}`,
      token: admin,
      payload: { name: 'TLAJOMULCO SUR' },
    });
    expect(keepOwn.statusCode).toBe(200);
    // a deleted zone frees its name; restoring it then collides
    expect((await remove(zone.id)).statusCode).toBe(200);
    const reuse = await create({ name: 'Tlajomulco Sur' });
    const back = await restore(zone.id);
    expect(back.statusCode).toBe(409);
    expect(back.json<ErrorBody>().errors).toHaveProperty('name');
    expect((await remove(reuse.id)).statusCode).toBe(200);
    expect((await restore(zone.id)).statusCode).toBe(200);
  });

  it('updates: omitted optional fields keep their value, null clears', async () => {
    const zone = await create({ phone: '3312345678', description: 'Antes' });
    const kept = await t.call({
      method: 'PUT',
      url: `/api/zones/${String(zone.id)}`,
      token: employee,
      payload: { name: 'Zona renombrada', description: null },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      id: zone.id,
      name: 'Zona renombrada',
      phone: '3312345678',
      description: null,
      created_at: zone.created_at,
    });
    const missing = await t.call({
      method: 'PUT',
      url: '/api/zones/424242',
      token: admin,
      payload: { name: 'Nada' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El registro solicitado no existe.' });
  });

  it('soft-deletes and restores unchanged', async () => {
    const zone = await create({ description: 'Temporal' });
    const deleted = await remove(zone.id, employee);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...zone, deleted_at: anyString });
    const again = await remove(zone.id);
    expect(again.json()).toEqual(deleted.json());
    const all = await t.call({ method: 'GET', url: '/api/zones/all', token: customer });
    expect(all.json<PageBody>().data.map((row) => row.id)).not.toContain(zone.id);
    const trashed = await t.call({
      method: 'GET',
      url: '/api/zones/paginated/1/100?trashed=only',
      token: admin,
    });
    expect(trashed.json<PageBody>().data.map((row) => row.id)).toContain(zone.id);
    expect(
      (await t.call({ method: 'GET', url: `/api/zones/${String(zone.id)}`, token: admin })).json(),
    ).toMatchObject({ deleted_at: anyString });
    const restored = await restore(zone.id, employee);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(zone);
    expect((await restore(zone.id)).json()).toEqual(zone);
    expect((await remove(424242)).statusCode).toBe(404);
    expect((await restore(424242)).statusCode).toBe(404);
    const withBody = await t.call({
      method: 'POST',
      url: `/api/zones/${String(zone.id)}/restore`,
      token: admin,
      payload: { extra: true },
    });
    expect(withBody.statusCode).toBe(400);
  });

  it('refuses (422) to delete a zone with active locations or users', async () => {
    const inUse = await remove(1);
    expect(inUse.statusCode).toBe(422);
    const body = inUse.json<ErrorBody>();
    expect(body.message).toMatch(/^No se puede eliminar la zona/);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['locations', 'users']);
    const zone = await create();
    const location = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: admin,
      payload: { name: 'Sucursal única', zone_id: zone.id },
    });
    expect(location.statusCode).toBe(201);
    const refused = await remove(zone.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({
      locations: ['La zona tiene ubicaciones activas.'],
    });
    const english = await t.call({
      method: 'DELETE',
      url: `/api/zones/${String(zone.id)}`,
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json<ErrorBody>().message).toMatch(/^The zone cannot be deleted/);
    const locationId = location.json<{ id: number }>().id;
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/locations/${String(locationId)}`,
          token: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect((await remove(zone.id)).statusCode).toBe(200);
    // the location of a deleted zone is not restored before its zone
    const orphan = await t.call({
      method: 'POST',
      url: `/api/locations/${String(locationId)}/restore`,
      token: admin,
    });
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json<ErrorBody>().errors).toEqual({
      zone_id: ['La zona está eliminada; restáurela primero.'],
    });
  });
});

describe('zone lists', () => {
  it('answers the Laravel envelope, sorted, with bounds', async () => {
    const all = await t.call({ method: 'GET', url: '/api/zones/all', token: customer });
    expect(all.statusCode).toBe(200);
    const allBody = all.json<PageBody>();
    expect(allBody).toMatchObject({ current_page: 1, last_page: 1, total: allBody.data.length });
    const names = allBody.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = await t.call({ method: 'GET', url: '/api/zones/paginated/1/2', token: customer });
    const body = page.json<PageBody>();
    expect(body).toMatchObject({ current_page: 1, per_page: 2, total: allBody.total });
    expect(body.last_page).toBe(Math.ceil(body.total / 2));
    const beyond = await t.call({ method: 'GET', url: '/api/zones/paginated/999/2', token: admin });
    expect(beyond.json()).toMatchObject({ data: [], current_page: 999 });
    const sorted = await t.call({
      method: 'GET',
      url: '/api/zones/paginated/1/100?sort=name&order=desc',
      token: admin,
    });
    const sortedNames = sorted.json<PageBody>().data.map((row) => row.name);
    expect(sortedNames).toEqual([...names].reverse());
    for (const url of [
      '/api/zones/paginated/0/10',
      '/api/zones/paginated/1/0',
      '/api/zones/paginated/1/101',
      '/api/zones/paginated/x/10',
      '/api/zones/paginated/1/10?sort=search_text',
      '/api/zones/paginated/1/10?sort=constructor',
      '/api/zones/paginated/1/10?sort=__proto__',
      '/api/zones/paginated/1/10?order=sideways',
      '/api/zones/paginated/1/10?trashed=maybe',
      `/api/zones/paginated/1/10/${'x'.repeat(101)}`,
    ]) {
      const response = await t.call({ method: 'GET', url, token: admin });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json<ErrorBody>().message).toEqual(anyString);
    }
  });

  it('customers see active zones only', async () => {
    for (const trashed of ['only', 'with']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/zones/paginated/1/10/zona?trashed=${trashed}`,
        token: customer,
      });
      expect(response.statusCode).toBe(403);
    }
    const active = await t.call({
      method: 'GET',
      url: '/api/zones/paginated/1/10?trashed=without',
      token: customer,
    });
    expect(active.statusCode).toBe(200);
  });

  it('searches name, phone and description case- and accent-insensitively', async () => {
    const zone = await create({
      name: 'Álamo Industrial',
      phone: '(33) 3812-7766',
      description: 'Reparto nocturno en Periférico',
    });
    for (const needle of ['alamo', 'ÁLAMO indus', '38127766', 'periferico', 'NOCTURNO']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/zones/paginated/1/10/${encodeURIComponent(needle)}`,
        token: customer,
      });
      expect(response.statusCode).toBe(200);
      expect([needle, response.json<PageBody>().data.map((row) => row.id)]).toEqual([
        needle,
        [zone.id],
      ]);
    }
    for (const needle of ['%', '_', "' or 1=1 --", 'zzzz']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/zones/paginated/1/10/${encodeURIComponent(needle)}`,
        token: admin,
      });
      expect(response.json<PageBody>().total).toBe(0);
    }
    await remove(zone.id);
    const hidden = await t.call({
      method: 'GET',
      url: '/api/zones/paginated/1/10/alamo',
      token: admin,
    });
    expect(hidden.json<PageBody>().total).toBe(0);
    const withDeleted = await t.call({
      method: 'GET',
      url: '/api/zones/paginated/1/10/alamo?trashed=with',
      token: admin,
    });
    expect(withDeleted.json<PageBody>().total).toBe(1);
  });
});

describe('zone input never answers 5xx', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/zones', token: admin, payload, headers });

  it('wrong types, unknown fields, missing and huge fields are 400 with field errors', async () => {
    const cases: [unknown, string[]][] = [
      [{ name: 5, phone: 33, description: [] }, ['description', 'name', 'phone']],
      [{ name: 'Zona', is_admin: true }, ['is_admin']],
      [{}, ['name']],
      [{ name: '' }, ['name']],
      [{ name: 'x'.repeat(121) }, ['name']],
      [{ name: 'Zona', description: 'x'.repeat(1001) }, ['description']],
      [{ name: 'Zona', phone: 'llámame' }, ['phone']],
    ];
    for (const [payload, fields] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual(fields);
    }
    expect((await post('{"name": ')).statusCode).toBe(400);
    expect((await post('[1]', { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await post('null', { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await post(JSON.stringify({ name: 'x'.repeat(1_100_000) }))).statusCode).toBe(413);
  });

  it('stores SQL-looking text literally and finds it', async () => {
    const name = "Zona'); DROP TABLE zones;--";
    const created = await post({ name, description: "100% _real_ \\ O'Hara" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name, description: "100% _real_ \\ O'Hara" });
    const found = await t.call({
      method: 'GET',
      url: `/api/zones/paginated/1/10/${encodeURIComponent("100% _real_ \\ o'hara")}`,
      token: admin,
    });
    expect(found.json<PageBody>().total).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/zones/all', token: admin })).statusCode).toBe(
      200,
    );
  });

  it('non-numeric or out-of-range ids are 400, unknown ids 404', async () => {
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1%20or%201=1']) {
      for (const [method, url] of [
        ['GET', `/api/zones/${id}`],
        ['DELETE', `/api/zones/${id}`],
        ['POST', `/api/zones/${id}/restore`],
      ] as const) {
        expect((await t.call({ method, url, token: admin })).statusCode).toBe(400);
      }
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/zones/424242', token: admin })).statusCode,
    ).toBe(404);
  });
});
