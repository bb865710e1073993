import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
let zoneId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  zoneId = (await newZone()).id;
});
afterAll(() => t.close());

const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);

interface VehicleBody {
  id: number;
  plate: string;
  kind: 'cylinder_truck' | 'tank_truck';
  capacity: number;
  zone_id: number;
  zone_name: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
interface PageBody {
  data: VehicleBody[];
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
/** A plate no other test uses: three letters, then the counter (ABC-101, ABC-102, …). */
const uniquePlate = (letters = 'TST') => `${letters}-${String(100 + ++counter)}`;

async function newZone(): Promise<{ id: number; name: string }> {
  const response = await t.call({
    method: 'POST',
    url: '/api/zones',
    token: admin,
    payload: { name: `Zona de vehículos ${String(++counter)}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const post = (payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/vehicles', token, payload, headers });
const put = (id: number, payload: unknown, token = admin) =>
  t.call({ method: 'PUT', url: `/api/vehicles/${String(id)}`, token, payload });
const remove = (id: number | string, token = admin) =>
  t.call({ method: 'DELETE', url: `/api/vehicles/${String(id)}`, token });
const restore = (id: number | string, token = admin) =>
  t.call({ method: 'POST', url: `/api/vehicles/${String(id)}/restore`, token });

async function create(fields: Record<string, unknown> = {}): Promise<VehicleBody> {
  const response = await post({
    plate: uniquePlate(),
    kind: 'cylinder_truck',
    capacity: 120,
    zone_id: zoneId,
    ...fields,
  });
  expect([response.statusCode, response.body]).toEqual([201, expect.any(String)]);
  return response.json<VehicleBody>();
}

describe('vehicles: create, read, update', () => {
  it('administrators create; the plate is normalised; active defaults to true', async () => {
    const vehicle = await create({ plate: '  abc 123 d ', kind: 'tank_truck', capacity: 5000 });
    expect(vehicle).toEqual({
      id: anyNumber,
      plate: 'ABC-123-D',
      kind: 'tank_truck',
      capacity: 5000,
      zone_id: zoneId,
      zone_name: expect.stringMatching(/^Zona de vehículos/) as unknown,
      active: true,
      created_at: anyString,
      updated_at: vehicle.created_at,
      deleted_at: null,
    });
    const one = await t.call({
      method: 'GET',
      url: `/api/vehicles/${String(vehicle.id)}`,
      token: employee,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(vehicle);
    const inactive = await create({ active: false });
    expect(inactive.active).toBe(false);
  });

  it('accepts the Mexican plate formats and refuses others with 400 on plate', async () => {
    for (const plate of ['AB-1234', '12-AB-3C', 'LPG-12-34', 'a1-b2-c3-d4', 'abc--123']) {
      const vehicle = await create({ plate });
      expect(vehicle.plate).toBe(plate.toUpperCase().replace('--', '-'));
    }
    for (const plate of [
      'ABC123', // one group
      'AB-12', // 4 characters
      'ABCDE-12345', // 10 characters
      'A-B-C-D-1', // 5 groups
      'ABC-DEF', // no digit
      '123-456', // no letter
      'AB_12-34', // not a letter or digit
      'ÑAB-123', // not A to Z
      '-AB-123',
      '   ',
    ]) {
      const response = await post({
        plate,
        kind: 'cylinder_truck',
        capacity: 10,
        zone_id: zoneId,
      });
      expect([plate, response.statusCode]).toEqual([plate, 400]);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'Los datos enviados no son válidos.',
        errors: { plate: [expect.stringMatching(/^Placa no válida/)] },
      });
    }
  });

  it('checks the capacity against the kind: cylinders 1 to 2000, litres 500 to 60000', async () => {
    expect((await create({ kind: 'cylinder_truck', capacity: 1 })).capacity).toBe(1);
    expect((await create({ kind: 'cylinder_truck', capacity: 2000 })).capacity).toBe(2000);
    expect((await create({ kind: 'tank_truck', capacity: 500 })).capacity).toBe(500);
    expect((await create({ kind: 'tank_truck', capacity: 60000 })).capacity).toBe(60000);
    const refused: [string, number, string][] = [
      ['cylinder_truck', 2001, 'Un camión de cilindros lleva de 1 a 2000 cilindros.'],
      ['tank_truck', 499, 'Una pipa lleva de 500 a 60000 litros.'],
      ['tank_truck', 100, 'Una pipa lleva de 500 a 60000 litros.'],
    ];
    for (const [kind, capacity, message] of refused) {
      const response = await post({ plate: uniquePlate(), kind, capacity, zone_id: zoneId });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ capacity: [message] });
    }
    const english = await post(
      { plate: uniquePlate(), kind: 'tank_truck', capacity: 60001, zone_id: zoneId },
      admin,
      { 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(400);
    const cases: [unknown, string[]][] = [
      [{ plate: 'AB-1234', kind: 'bus', capacity: 10, zone_id: zoneId }, ['kind']],
      [{ plate: 'AB-1234', kind: 'tank_truck', capacity: 1000.5, zone_id: zoneId }, ['capacity']],
      [{ plate: 'AB-1234', kind: 'tank_truck', capacity: 0, zone_id: zoneId }, ['capacity']],
      [{ plate: 'AB-1234', kind: 'tank_truck', capacity: '900', zone_id: zoneId }, ['capacity']],
      [{ plate: 'AB-1234', kind: 'tank_truck', capacity: 900 }, ['zone_id']],
      [{ plate: 'AB-1234', kind: 'tank_truck', capacity: 900, zone_id: zoneId, x: 1 }, ['x']],
      [{}, ['capacity', 'kind', 'plate', 'zone_id']],
    ];
    for (const [payload, fields] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual(fields);
    }
  });

  it('a plate is unique among the vehicles not deleted, ignoring case, spaces and hyphens: 409 on plate', async () => {
    const vehicle = await create({ plate: 'JAL-45-67' });
    for (const plate of ['jal-45-67', 'JAL 45 67', 'JA-L45-67', 'JAL4-567']) {
      const response = await post({
        plate,
        kind: 'tank_truck',
        capacity: 1000,
        zone_id: zoneId,
      });
      expect([plate, response.statusCode]).toEqual([plate, 409]);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'El registro ya existe.',
        errors: { plate: ['Ya hay un vehículo no eliminado con esta placa.'] },
      });
    }
    // two at once: one is created, the other is refused (never a 5xx)
    const racing = await Promise.all(
      [0, 1].map(() =>
        post({ plate: 'RACE-1234', kind: 'cylinder_truck', capacity: 10, zone_id: zoneId }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const other = await create();
    const renamed = await put(other.id, {
      plate: 'jal 4567',
      kind: 'cylinder_truck',
      capacity: 10,
      zone_id: zoneId,
    });
    expect(renamed.statusCode).toBe(409);
    const keepOwn = await put(vehicle.id, {
      plate: 'jal-4567',
      kind: 'cylinder_truck',
      capacity: 10,
      zone_id: zoneId,
    });
    expect(keepOwn.statusCode).toBe(200);
    expect(keepOwn.json()).toMatchObject({ plate: 'JAL-4567' });
    // a deleted vehicle frees its plate; restoring it then collides
    expect((await remove(vehicle.id)).statusCode).toBe(200);
    const reuse = await create({ plate: 'JAL-45-67' });
    const back = await restore(vehicle.id);
    expect(back.statusCode).toBe(409);
    expect(back.json<ErrorBody>().errors).toEqual({
      plate: ['Ya hay un vehículo no eliminado con esta placa.'],
    });
    expect((await remove(reuse.id)).statusCode).toBe(200);
    expect((await restore(vehicle.id)).statusCode).toBe(200);
  });

  it('the home zone must exist and be active: 422 on zone_id', async () => {
    const gone = await newZone();
    expect(
      (await t.call({ method: 'DELETE', url: `/api/zones/${String(gone.id)}`, token: admin }))
        .statusCode,
    ).toBe(200);
    for (const zone of [gone.id, 424242]) {
      const response = await post({
        plate: uniquePlate(),
        kind: 'cylinder_truck',
        capacity: 50,
        zone_id: zone,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'El registro relacionado no existe.',
        errors: { zone_id: ['El registro relacionado no existe.'] },
      });
    }
    const vehicle = await create();
    const moved = await put(vehicle.id, {
      plate: vehicle.plate,
      kind: vehicle.kind,
      capacity: vehicle.capacity,
      zone_id: gone.id,
    });
    expect(moved.statusCode).toBe(422);
  });

  it('updates every field; an omitted active keeps its value', async () => {
    const vehicle = await create({ active: false });
    const other = await newZone();
    const updated = await put(vehicle.id, {
      plate: 'nl-77-aa',
      kind: 'tank_truck',
      capacity: 10000,
      zone_id: other.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      ...vehicle,
      plate: 'NL-77-AA',
      kind: 'tank_truck',
      capacity: 10000,
      zone_id: other.id,
      zone_name: other.name,
      active: false,
      updated_at: anyString,
    });
    const activated = await put(vehicle.id, {
      plate: 'NL-77-AA',
      kind: 'tank_truck',
      capacity: 10000,
      zone_id: other.id,
      active: true,
    });
    expect(activated.json()).toMatchObject({ active: true });
    const missing = await put(424242, {
      plate: 'NL-77-AB',
      kind: 'tank_truck',
      capacity: 10000,
      zone_id: other.id,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('vehicles: who may do what', () => {
  it('staff read, administrators write; employees and customers are refused writes (403), customers every call', async () => {
    const vehicle = await create();
    const id = String(vehicle.id);
    const reads = [
      '/api/vehicles/all',
      `/api/vehicles/${id}`,
      '/api/vehicles/paginated/1/10',
      '/api/vehicles/paginated/1/10/tst',
    ];
    for (const url of reads) {
      expect([url, (await t.call({ method: 'GET', url, token: employee })).statusCode]).toEqual([
        url,
        200,
      ]);
      expect([url, (await t.call({ method: 'GET', url, token: customer })).statusCode]).toEqual([
        url,
        403,
      ]);
      expect([url, (await t.call({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
    const body = { plate: uniquePlate(), kind: 'cylinder_truck', capacity: 5, zone_id: zoneId };
    const writes = [
      { method: 'POST', url: '/api/vehicles', payload: body },
      { method: 'PUT', url: `/api/vehicles/${id}`, payload: body },
      { method: 'DELETE', url: `/api/vehicles/${id}` },
      { method: 'POST', url: `/api/vehicles/${id}/restore` },
    ] as const;
    for (const write of writes) {
      for (const [token, status] of [
        [employee, 403],
        [customer, 403],
        [undefined, 401],
      ] as const) {
        const response = await t.call({ ...write, token });
        expect([write.method, write.url, response.statusCode]).toEqual([
          write.method,
          write.url,
          status,
        ]);
      }
    }
    expect(
      (await t.call({ method: 'GET', url: `/api/vehicles/${id}`, token: admin })).json(),
    ).toEqual(vehicle);
  });
});

describe('vehicles: soft delete and restore', () => {
  it('deletes softly, lists the deleted apart, restores unchanged, and keeps it all on the audit trail', async () => {
    const vehicle = await create({ plate: 'DEL-9-876' });
    const deleted = await remove(vehicle.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...vehicle, deleted_at: anyString });
    expect((await remove(vehicle.id)).json()).toEqual(deleted.json());
    const all = await t.call({ method: 'GET', url: '/api/vehicles/all', token: employee });
    expect(all.json<PageBody>().data.map((row) => row.id)).not.toContain(vehicle.id);
    const trashed = await t.call({
      method: 'GET',
      url: '/api/vehicles/paginated/1/100?trashed=only',
      token: employee,
    });
    expect(trashed.json<PageBody>().data.map((row) => row.id)).toContain(vehicle.id);
    expect(trashed.json<PageBody>().data.every((row) => row.deleted_at !== null)).toBe(true);
    const one = await t.call({
      method: 'GET',
      url: `/api/vehicles/${String(vehicle.id)}`,
      token: employee,
    });
    expect(one.json()).toMatchObject({ deleted_at: anyString });
    const restored = await restore(vehicle.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(vehicle);
    expect((await restore(vehicle.id)).json()).toEqual(vehicle);
    expect((await remove(424242)).statusCode).toBe(404);
    expect((await restore(424242)).statusCode).toBe(404);

    const trail = await t.call({
      method: 'GET',
      url: `/api/audit/paginated/1/10?entity=vehicle&entity_id=${String(vehicle.id)}`,
      token: admin,
    });
    expect(trail.statusCode).toBe(200);
    const entries = trail.json<{
      data: { action: string; entity_type: string; after: { plate?: string } | null }[];
    }>().data;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'restore']);
    expect(entries.every((entry) => entry.entity_type === 'vehicle')).toBe(true);
    expect(entries.find((entry) => entry.action === 'create')?.after).toMatchObject({
      plate: 'DEL-9-876',
    });
  });

  it('a vehicle whose zone was deleted is not restored before its zone (409 on zone_id)', async () => {
    const zone = await newZone();
    const vehicle = await create({ zone_id: zone.id });
    expect((await remove(vehicle.id)).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/zones/${String(zone.id)}`, token: admin }))
        .statusCode,
    ).toBe(200);
    const orphan = await restore(vehicle.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json<ErrorBody>().errors).toEqual({
      zone_id: ['La zona está eliminada; restáurela primero.'],
    });
  });
});

describe('vehicles and their zone', () => {
  it('a zone is not deleted while it is the home of vehicles not deleted (422 on vehicles)', async () => {
    const zone = await newZone();
    const inService = await create({ zone_id: zone.id });
    const retired = await create({ zone_id: zone.id, active: false });
    const deleteZone = (headers: Record<string, string> = {}) =>
      t.call({ method: 'DELETE', url: `/api/zones/${String(zone.id)}`, token: admin, headers });
    const refused = await deleteZone();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>()).toEqual({
      message:
        'No se puede eliminar la zona: todavía tiene ubicaciones, usuarios, vehículos o pedidos en curso activos. Reasígnelos o elimínelos primero.',
      errors: { vehicles: ['La zona es la zona base de vehículos no eliminados.'] },
    });
    expect((await deleteZone({ 'accept-language': 'en' })).json<ErrorBody>().errors).toEqual({
      vehicles: ['The zone is the home zone of vehicles that are not deleted.'],
    });
    expect((await remove(inService.id)).statusCode).toBe(200);
    // a vehicle out of service still has the zone as its home
    expect((await deleteZone()).statusCode).toBe(422);
    expect((await remove(retired.id)).statusCode).toBe(200);
    expect((await deleteZone()).statusCode).toBe(200);
  });
});

describe('vehicle lists', () => {
  it('search by plate with or without hyphens, or by zone name; sorted; paged', async () => {
    const zone = await newZone();
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/zones/${String(zone.id)}`,
      token: admin,
      payload: { name: 'Zapopan Poniente Búsqueda' },
    });
    expect(renamed.statusCode).toBe(200);
    const first = await create({ plate: 'SRC-777-A', zone_id: zone.id });
    const second = await create({
      plate: 'SRC-778-B',
      zone_id: zone.id,
      kind: 'tank_truck',
      capacity: 900,
    });
    const search = async (needle: string, query = '') => {
      const response = await t.call({
        method: 'GET',
        url: `/api/vehicles/paginated/1/10/${encodeURIComponent(needle)}${query}`,
        token: employee,
      });
      expect(response.statusCode).toBe(200);
      return response.json<PageBody>();
    };
    expect((await search('src777')).data.map((row) => row.id)).toEqual([first.id]);
    expect((await search('src-777-a')).data.map((row) => row.id)).toEqual([first.id]);
    expect((await search('busqueda', '?sort=plate&order=desc')).data.map((row) => row.id)).toEqual([
      second.id,
      first.id,
    ]);
    for (const needle of ['%', '_', "' or 1=1 --", 'zzzz'])
      expect((await search(needle)).total).toBe(0);
    const paged = await t.call({
      method: 'GET',
      url: '/api/vehicles/paginated/1/2?sort=capacity&order=desc',
      token: employee,
    });
    const page = paged.json<PageBody>();
    expect(page).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.last_page).toBe(Math.ceil(page.total / 2));
    expect(page.data[0]?.capacity).toBeGreaterThanOrEqual(page.data[1]?.capacity ?? 0);
    for (const url of [
      '/api/vehicles/paginated/1/10?sort=plate_key',
      '/api/vehicles/paginated/1/10?sort=search_text',
      '/api/vehicles/paginated/1/101',
      '/api/vehicles/paginated/1/10?trashed=maybe',
    ]) {
      const response = await t.call({ method: 'GET', url, token: admin });
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
    await remove(first.id);
    expect((await search('src777')).total).toBe(0);
    expect((await search('src777', '?trashed=with')).total).toBe(1);
  });
});
