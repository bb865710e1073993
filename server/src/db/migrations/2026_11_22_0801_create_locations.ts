import type { Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('locations'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('description', 'text')
      .addColumn('zone_id', 'integer', (column) => column.notNull().references('zones.id'))
      .addColumn('search_text', 'text', (column) => column.notNull()),
  )
    .addColumn('deleted_at', timestampType)
    .execute();
  await db.schema
    .createIndex('locations_zone_id_index')
    .on('locations')
    .column('zone_id')
    .execute();
  await db.schema
    .createIndex('locations_deleted_at_index')
    .on('locations')
    .column('deleted_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('locations').execute();
}
