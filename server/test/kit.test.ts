// The master-data kit (server/src/kit): soft delete and restore over the audited change, the one
// record visible to a role, paginate() and the trashed filter; and the resources that share it
// instead of repeating it (zones, locations, prices, price maximums and polls).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AuditOrigin } from '../src/audit/origin';
import { DomainError } from '../src/domain/errors';
import { paginate, trashedConditions } from '../src/kit/pagination';
import { findVisible, restore, softDelete, softDeletable } from '../src/kit/soft-delete';
import { vehicles } from '../src/resources/vehicles/operations';
import { zones } from '../src/resources/zones/operations';
import { findZoneRow, getZoneView, updateZoneRow } from '../src/resources/zones/repository';
import { createTestApp, type TestApp } from './helper';

const SERVER = resolve(__dirname, '../src');
const source = (path: string): string => readFileSync(join(SERVER, path), 'utf8');

let t: TestApp;
let zoneId: number;
const origin: AuditOrigin = { actor: null, ip: '203.0.113.7', userAgent: 'kit test' };
let now = Date.parse('2026-11-27T12:00:00.000Z');
const context = () => ({ db: t.database.db, clock: () => now });

const zone = softDeletable({
  entity: 'zone',
  find: findZoneRow,
  setDeletedAt: (db, id, at) => updateZoneRow(db, id, { deleted_at: at }),
  view: getZoneView,
});

const entriesOf = (id: number) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'before_state', 'after_state', 'occurred_at'])
    .where('entity_type', '=', 'zone')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.database.db
    .insertInto('zones')
    .values({
      name: 'Zona del kit',
      phone: null,
      description: null,
      search_text: 'zona del kit',
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  zoneId = row.id;
});
afterAll(() => t.close());

describe('soft delete and restore', () => {
  test('a refused delete writes and records nothing', async () => {
    const refusal = new DomainError(422, 'zoneInUse', { locations: ['zoneHasLocations'] });
    await expect(
      softDelete(context(), origin, zone, zoneId, () => Promise.reject(refusal)),
    ).rejects.toBe(refusal);
    expect((await findZoneRow(t.database.db, zoneId))?.deleted_at).toBeNull();
    expect(await entriesOf(zoneId)).toEqual([]);
  });

  test('a delete sets deleted_at alone, with its entry; deleting it again changes and records nothing', async () => {
    const deleted = await softDelete(context(), origin, zone, zoneId);
    expect(deleted).toMatchObject({
      id: zoneId,
      name: 'Zona del kit',
      deleted_at: '2026-11-27T12:00:00.000Z',
    });
    now += 60_000;
    expect(await softDelete(context(), origin, zone, zoneId)).toEqual(deleted);
    const entries = await entriesOf(zoneId);
    expect(entries.map((entry) => entry.action)).toEqual(['delete']);
    expect(JSON.parse(entries[0]?.before_state ?? '{}')).toMatchObject({ deleted_at: null });
    expect(JSON.parse(entries[0]?.after_state ?? '{}')).toMatchObject({
      deleted_at: '2026-11-27T12:00:00.000Z',
      name: 'Zona del kit',
    });
  });

  test('a deleted record is visible to staff only; an unknown one to nobody', async () => {
    await expect(findVisible(context(), zone, 'employee', zoneId)).resolves.toMatchObject({
      id: zoneId,
    });
    await expect(findVisible(context(), zone, 'customer', zoneId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(findVisible(context(), zone, 'admin', 2_000_000)).rejects.toMatchObject({
      status: 404,
    });
  });

  test('a restore runs its check first, then clears deleted_at alone; restoring a live one records nothing', async () => {
    const taken = new DomainError(409, 'conflict', { name: ['nameTaken'] });
    await expect(
      restore(context(), origin, zone, zoneId, () => Promise.reject(taken)),
    ).rejects.toBe(taken);
    const restored = await restore(context(), origin, zone, zoneId);
    expect(restored).toMatchObject({ id: zoneId, name: 'Zona del kit', deleted_at: null });
    expect(await restore(context(), origin, zone, zoneId)).toEqual(restored);
    expect((await entriesOf(zoneId)).map((entry) => entry.action)).toEqual(['delete', 'restore']);
  });

  test('an unknown record is a 404', async () => {
    await expect(softDelete(context(), origin, zone, 2_000_000)).rejects.toMatchObject({
      status: 404,
    });
    await expect(restore(context(), origin, zone, 2_000_000)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('paginate and the trashed filter', () => {
  const page = (
    trashed: 'without' | 'only' | 'with' | undefined,
    request: { page: number; size: number },
  ) => {
    const where = (query: ReturnType<typeof zonesQuery>) => {
      let filtered = query;
      for (const condition of trashedConditions('zones.deleted_at', trashed))
        filtered = filtered.where(condition);
      return filtered;
    };
    return paginate(
      request,
      where(zonesQuery()).select(['zones.id', 'zones.name']).orderBy('zones.id'),
      where(zonesQuery()).select((eb) => eb.fn.countAll<number>().as('total')),
      (row) => row.name,
    );
  };
  const zonesQuery = () => t.database.db.selectFrom('zones');

  test('a page of the list and the count of all of it, in the Laravel envelope', async () => {
    const all = await t.database.db
      .selectFrom('zones')
      .select('name')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(all.length).toBeGreaterThan(2);
    expect(await page(undefined, { page: 2, size: 2 })).toEqual({
      data: all.slice(2, 4).map((row) => row.name),
      current_page: 2,
      per_page: 2,
      total: all.length,
      last_page: Math.ceil(all.length / 2),
    });
  });

  test('without (the default) keeps the active rows, only the deleted ones, with all', async () => {
    await softDelete(context(), origin, zone, zoneId);
    const count = async (trashed: 'without' | 'only' | 'with' | undefined) =>
      (await page(trashed, { page: 1, size: 100 })).total;
    const [without, byDefault, only, all] = await Promise.all([
      count('without'),
      count(undefined),
      count('only'),
      count('with'),
    ]);
    expect(byDefault).toBe(without);
    expect(only).toBe(1);
    expect(all).toBe(without + 1);
    expect((await page('only', { page: 1, size: 10 })).data).toEqual(['Zona del kit']);
  });
});

describe('the resources that share the kit', () => {
  test('zones, locations, prices, price maximums and polls delete and restore through the kit, not each its own audited change', () => {
    for (const service of [
      'resources/zones/service.ts',
      'resources/locations/service.ts',
      'resources/prices/service.ts',
      'resources/prices/maximums-service.ts',
      'resources/reports/service.ts',
    ]) {
      const text = source(service);
      expect({ service, kit: /from '\.\.\/\.\.\/kit\/soft-delete'/.test(text) }).toEqual({
        service,
        kit: true,
      });
      expect({ service, ownDelete: /action: '(delete|restore)'/.test(text) }).toEqual({
        service,
        ownDelete: false,
      });
    }
  });

  test('their lists are paginated by the kit, and zones, locations and vehicles register the master-data routes of the kit', () => {
    for (const repository of [
      'resources/zones/repository.ts',
      'resources/locations/repository.ts',
      'resources/prices/repository.ts',
      'resources/prices/maximums-repository.ts',
    ]) {
      const text = source(repository);
      expect({
        repository,
        paginate: /\bpaginate\(/.test(text),
        ownWindow: /\.offset\(/.test(text),
      }).toEqual({
        repository,
        paginate: true,
        ownWindow: false,
      });
    }
    expect(source('resources/reports/polls-repository.ts')).toMatch(/trashedConditions\(/);
    for (const routes of [
      'resources/zones/routes.ts',
      'resources/locations/routes.ts',
      'resources/vehicles/routes.ts',
    ])
      expect(source(routes)).toMatch(/registerMasterDataRoutes\(/);
  });
});

describe('who may call a master-data resource', () => {
  test('by default everyone signed in reads and staff write; a resource may narrow both', () => {
    expect(zones.all.access).toBe('authenticated');
    expect(zones.create.access).toEqual(['admin', 'employee']);
    // vehicles: staff read (customers 403, documented), administrators write
    for (const read of [vehicles.all, vehicles.one, vehicles.paginated, vehicles.paginatedSearch]) {
      expect(read.access).toEqual(['admin', 'employee']);
      expect(Object.keys(read.responses)).toContain('403');
    }
    expect(vehicles.one.description).toBe('Staff only (customers 403).');
    for (const write of [vehicles.create, vehicles.update, vehicles.remove, vehicles.restore])
      expect(write.access).toEqual(['admin']);
  });
});
