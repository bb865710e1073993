import type { Static } from '@sinclair/typebox';
import {
  expressionBuilder,
  type Expression,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/tables';
import {
  paginate,
  searchTextMatches,
  singlePage,
  sortColumnOf,
  trashedConditions,
  type ListFilter,
  type Page,
  type PageRequest,
} from '../../kit/pagination';
import type { Vehicle } from './schemas';
import type { VehicleRow, VehiclesTable } from './table';

export type VehicleView = Static<typeof Vehicle>;

const sortable = {
  id: 'vehicles.id',
  plate: 'vehicles.plate',
  kind: 'vehicles.kind',
  capacity: 'vehicles.capacity',
  zone_id: 'vehicles.zone_id',
  zone_name: 'zones.name',
  active: 'vehicles.active',
  created_at: 'vehicles.created_at',
  updated_at: 'vehicles.updated_at',
  deleted_at: 'vehicles.deleted_at',
} as const;

const fromVehicles = (db: Kysely<Database>) =>
  db.selectFrom('vehicles').leftJoin('zones', 'zones.id', 'vehicles.zone_id');

const selectVehicles = (db: Kysely<Database>) =>
  fromVehicles(db).select([
    'vehicles.id',
    'vehicles.plate',
    'vehicles.kind',
    'vehicles.capacity',
    'vehicles.zone_id',
    'zones.name as zone_name',
    'vehicles.active',
    'vehicles.created_at',
    'vehicles.updated_at',
    'vehicles.deleted_at',
  ]);

type SelectedVehicle = Awaited<
  ReturnType<ReturnType<typeof selectVehicles>['executeTakeFirstOrThrow']>
>;

const viewOf = (row: SelectedVehicle): VehicleView => ({ ...row, active: Boolean(row.active) });

export const findVehicleRow = (db: Kysely<Database>, id: number): Promise<VehicleRow | undefined> =>
  db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();

export const getVehicleView = async (db: Kysely<Database>, id: number): Promise<VehicleView> =>
  viewOf(await selectVehicles(db).where('vehicles.id', '=', id).executeTakeFirstOrThrow());

/** Search matches the plate (with or without its hyphens) or the name of the home zone. */
function filterCondition(filter: ListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'vehicles' | 'zones'>();
  const conditions: Expression<SqlBool>[] = [
    ...trashedConditions('vehicles.deleted_at', filter.trashed),
  ];
  if (filter.search !== undefined)
    conditions.push(
      eb.or([
        searchTextMatches('vehicles.search_text', filter.search),
        searchTextMatches('zones.search_text', filter.search),
      ]),
    );
  return eb.and(conditions);
}

export function listVehiclePage(
  db: Kysely<Database>,
  filter: ListFilter,
  request: PageRequest,
): Promise<Page<VehicleView>> {
  const sortColumn = sortColumnOf(sortable, filter.sort, sortable.id);
  const order = filter.order ?? 'asc';
  const where = filterCondition(filter);
  return paginate(
    request,
    selectVehicles(db).where(where).orderBy(sortColumn, order).orderBy('vehicles.id', order),
    fromVehicles(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where),
    viewOf,
  );
}

/** The `/all` list: every vehicle not deleted (in service or not), by plate. */
export async function listAllVehicles(db: Kysely<Database>): Promise<Page<VehicleView>> {
  const rows = await selectVehicles(db)
    .where('vehicles.deleted_at', 'is', null)
    .orderBy('vehicles.plate')
    .orderBy('vehicles.id')
    .execute();
  return singlePage(rows.map(viewOf));
}

/** The vehicle not deleted that has this plate key, other than `exceptId`. */
export const vehicleWithPlateKey = (db: Kysely<Database>, plateKey: string, exceptId?: number) =>
  db
    .selectFrom('vehicles')
    .select('id')
    .where('plate_key', '=', plateKey)
    .where('deleted_at', 'is', null)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();

export async function insertVehicle(
  db: Kysely<Database>,
  vehicle: Insertable<VehiclesTable>,
): Promise<number> {
  const row = await db
    .insertInto('vehicles')
    .values(vehicle)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVehicleRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<VehiclesTable>,
): Promise<void> {
  await db.updateTable('vehicles').set(changes).where('id', '=', id).execute();
}

/** How many vehicles not deleted (in service or not) have the zone as their home. */
export async function vehiclesInZone(db: Kysely<Database>, zoneId: number): Promise<number> {
  const row = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('zone_id', '=', zoneId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}
