import { sql, type Kysely } from 'kysely';
import { centsType, oneOf, timestampType, withId, withTimestamps } from './schema-helpers';

// The regulated maximum price of a zone for a week (Sunday to Saturday): cents per kg for
// cylinders (product_kind cylinder_kg), cents per litre for stationary tanks (stationary_litre).
// One live row per zone, kind and week; deleted rows stay (soft delete).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('price_maximums'))
      .addColumn('zone_id', 'integer', (column) => column.notNull().references('zones.id'))
      .addColumn('product_kind', 'text', (column) => column.notNull())
      .addColumn('week_start', 'text', (column) => column.notNull())
      .addColumn('max_cents', centsType, (column) => column.notNull())
      .addColumn('user_add', 'integer', (column) => column.references('users.id')),
  )
    .addColumn('deleted_at', timestampType)
    .addCheckConstraint(
      'price_maximums_product_kind_check',
      oneOf('product_kind', ['cylinder_kg', 'stationary_litre']),
    )
    .addCheckConstraint('price_maximums_max_cents_check', sql`max_cents > 0`)
    .execute();
  await db.schema
    .createIndex('price_maximums_live_week_unique')
    .on('price_maximums')
    .columns(['zone_id', 'product_kind', 'week_start'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('price_maximums_week_start_index')
    .on('price_maximums')
    .column('week_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_maximums').execute();
}
