import type { Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('zones'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('description', 'text')
      .addColumn('search_text', 'text', (column) => column.notNull()),
  )
    .addColumn('deleted_at', timestampType)
    .execute();
  await db.schema.createIndex('zones_deleted_at_index').on('zones').column('deleted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('zones').execute();
}
