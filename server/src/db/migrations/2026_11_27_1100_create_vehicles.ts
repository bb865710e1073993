import { sql, type Kysely } from 'kysely';
import { oneOf, timestampType, withId, withTimestamps } from './schema-helpers';

// Delivery vehicles: a cylinder truck (capacity in cylinders) or a tank truck, a "pipa" (capacity
// in litres), with a home zone. The plate is kept as typed once normalised (ABC-123-D) and as its
// letters and digits (plate_key), unique among the vehicles not deleted: a partial unique index,
// the same on both engines. active is 0/1: an inactive vehicle is kept but out of service.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('vehicles'))
      .addColumn('plate', 'text', (column) => column.notNull())
      .addColumn('plate_key', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('capacity', 'integer', (column) => column.notNull())
      .addColumn('zone_id', 'integer', (column) => column.notNull().references('zones.id'))
      .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('search_text', 'text', (column) => column.notNull())
      .addCheckConstraint('vehicles_kind_check', oneOf('kind', ['cylinder_truck', 'tank_truck']))
      .addCheckConstraint(
        'vehicles_capacity_check',
        sql`(kind = 'cylinder_truck' and capacity between 1 and 2000) or (kind = 'tank_truck' and capacity between 500 and 60000)`,
      )
      .addCheckConstraint('vehicles_active_check', sql`active in (0, 1)`),
  )
    .addColumn('deleted_at', timestampType)
    .execute();
  await db.schema
    .createIndex('vehicles_plate_key_live_unique')
    .on('vehicles')
    .column('plate_key')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('vehicles_zone_id_index').on('vehicles').column('zone_id').execute();
  await db.schema
    .createIndex('vehicles_deleted_at_index')
    .on('vehicles')
    .column('deleted_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicles').execute();
}
