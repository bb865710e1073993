import type { Static } from '@sinclair/typebox';
import {
  expressionBuilder,
  type Expression,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Location } from './schemas';
import type { Database, LocationsTable } from '../../db/tables';
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

export type LocationView = Static<typeof Location>;
export type LocationRow = Awaited<ReturnType<typeof findLocationRow>>;

const sortable = {
  id: 'locations.id',
  name: 'locations.name',
  phone: 'locations.phone',
  description: 'locations.description',
  zone_id: 'locations.zone_id',
  zone_name: 'zones.name',
  created_at: 'locations.created_at',
  updated_at: 'locations.updated_at',
  deleted_at: 'locations.deleted_at',
} as const;

const fromLocations = (db: Kysely<Database>) =>
  db.selectFrom('locations').leftJoin('zones', 'zones.id', 'locations.zone_id');

const selectLocationViews = (db: Kysely<Database>) =>
  fromLocations(db).select([
    'locations.id',
    'locations.name',
    'locations.phone',
    'locations.description',
    'locations.zone_id',
    'zones.name as zone_name',
    'locations.created_at',
    'locations.updated_at',
    'locations.deleted_at',
  ]);

export const findLocationRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();

export const getLocationView = (db: Kysely<Database>, id: number): Promise<LocationView> =>
  selectLocationViews(db).where('locations.id', '=', id).executeTakeFirstOrThrow();

/** Search matches the location's own fields or its zone's (name, phone, description). */
function filterCondition(filter: ListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'locations' | 'zones'>();
  const conditions: Expression<SqlBool>[] = [
    ...trashedConditions('locations.deleted_at', filter.trashed),
  ];
  if (filter.search !== undefined)
    conditions.push(
      eb.or([
        searchTextMatches('locations.search_text', filter.search),
        searchTextMatches('zones.search_text', filter.search),
      ]),
    );
  return eb.and(conditions);
}

export async function listLocationPage(
  db: Kysely<Database>,
  filter: ListFilter,
  request: PageRequest,
): Promise<Page<LocationView>> {
  const sortColumn = sortColumnOf(sortable, filter.sort, sortable.id);
  const order = filter.order ?? 'asc';
  const where = filterCondition(filter);
  return paginate(
    request,
    selectLocationViews(db).where(where).orderBy(sortColumn, order).orderBy('locations.id', order),
    fromLocations(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where),
  );
}

/** The `/all` list: every active location, by zone then name. */
export async function listAllLocations(db: Kysely<Database>): Promise<Page<LocationView>> {
  const rows = await selectLocationViews(db)
    .where('locations.deleted_at', 'is', null)
    .orderBy('zones.name')
    .orderBy('locations.name')
    .orderBy('locations.id')
    .execute();
  return singlePage(rows);
}

/** Names of the active locations of a zone, for the uniqueness rule. */
export const activeLocationNames = (db: Kysely<Database>, zoneId: number) =>
  db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('zone_id', '=', zoneId)
    .where('deleted_at', 'is', null)
    .execute();

export async function insertLocation(
  db: Kysely<Database>,
  location: Insertable<LocationsTable>,
): Promise<number> {
  const row = await db
    .insertInto('locations')
    .values(location)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLocationRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<LocationsTable>,
): Promise<void> {
  await db.updateTable('locations').set(changes).where('id', '=', id).execute();
}
