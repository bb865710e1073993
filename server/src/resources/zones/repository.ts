import type { Static } from '@sinclair/typebox';
import { expressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Zone } from './schemas';
import type { Database, ZoneRow, ZonesTable } from '../../db/tables';
import type { Insertable, Updateable } from 'kysely';
import {
  searchTextMatches,
  singlePage,
  sortColumnOf,
  type ListFilter,
  type Page,
  type PageRequest,
  trashedConditions,
  paginate,
} from '../../kit/pagination';

export type ZoneView = Static<typeof Zone>;

const sortable = {
  id: 'zones.id',
  name: 'zones.name',
  phone: 'zones.phone',
  description: 'zones.description',
  created_at: 'zones.created_at',
  updated_at: 'zones.updated_at',
  deleted_at: 'zones.deleted_at',
} as const;

const selectZoneViews = (db: Kysely<Database>) =>
  db
    .selectFrom('zones')
    .select([
      'zones.id',
      'zones.name',
      'zones.phone',
      'zones.description',
      'zones.created_at',
      'zones.updated_at',
      'zones.deleted_at',
    ]);

export const findZoneRow = (db: Kysely<Database>, id: number): Promise<ZoneRow | undefined> =>
  db.selectFrom('zones').selectAll().where('id', '=', id).executeTakeFirst();

export async function getZoneView(db: Kysely<Database>, id: number): Promise<ZoneView> {
  return selectZoneViews(db).where('zones.id', '=', id).executeTakeFirstOrThrow();
}

function filterCondition(filter: ListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'zones'>();
  const conditions: Expression<SqlBool>[] = [
    ...trashedConditions('zones.deleted_at', filter.trashed),
  ];
  if (filter.search !== undefined)
    conditions.push(searchTextMatches('zones.search_text', filter.search));
  return eb.and(conditions);
}

export async function listZonePage(
  db: Kysely<Database>,
  filter: ListFilter,
  request: PageRequest,
): Promise<Page<ZoneView>> {
  const sortColumn = sortColumnOf(sortable, filter.sort, sortable.id);
  const order = filter.order ?? 'asc';
  const where = filterCondition(filter);
  return paginate(
    request,
    selectZoneViews(db).where(where).orderBy(sortColumn, order).orderBy('zones.id', order),
    db
      .selectFrom('zones')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where),
  );
}

/** The `/all` list: every active zone, by name. */
export async function listAllZones(db: Kysely<Database>): Promise<Page<ZoneView>> {
  const rows = await selectZoneViews(db)
    .where('zones.deleted_at', 'is', null)
    .orderBy('zones.name')
    .orderBy('zones.id')
    .execute();
  return singlePage(rows);
}

/** Names of the active zones (a short list), for the uniqueness rule. */
export const activeZoneNames = (db: Kysely<Database>) =>
  db.selectFrom('zones').select(['id', 'name']).where('deleted_at', 'is', null).execute();

export async function insertZone(
  db: Kysely<Database>,
  zone: Insertable<ZonesTable>,
): Promise<number> {
  const row = await db.insertInto('zones').values(zone).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateZoneRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<ZonesTable>,
): Promise<void> {
  await db.updateTable('zones').set(changes).where('id', '=', id).execute();
}

export interface ZoneDependents {
  locations: number;
  users: number;
  orders: number;
}

/** What still belongs to a zone: active locations and users, new or in-process orders. */
export async function zoneDependents(db: Kysely<Database>, id: number): Promise<ZoneDependents> {
  const [locations, users, orders] = await Promise.all([
    db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('zone_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('zone_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('zone_id', '=', id)
      .where('deleted_at', 'is', null)
      .where('status', 'in', ['new', 'in_process'])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    locations: locations.count,
    users: users.count,
    orders: orders.count,
  };
}

/** Whether the zone exists and is active (a reference a user or a location may take). */
export async function zoneExists(db: Kysely<Database>, zoneId: number): Promise<boolean> {
  const row = await db
    .selectFrom('zones')
    .select('id')
    .where('id', '=', zoneId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
