import type { Kysely } from 'kysely';
import { centsType, timestampType, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('prices'))
      .addColumn('zone_id', 'integer', (column) => column.notNull().references('zones.id'))
      .addColumn('product', 'text', (column) => column.notNull())
      .addColumn('price_cents', centsType, (column) => column.notNull())
      .addColumn('effective_from', 'text', (column) => column.notNull())
      .addColumn('user_add', 'integer', (column) => column.references('users.id')),
  )
    .addColumn('deleted_at', timestampType)
    .execute();
  await db.schema
    .createIndex('prices_zone_product_effective_index')
    .on('prices')
    .columns(['zone_id', 'product', 'effective_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prices').execute();
}
