import { sql, type Kysely } from 'kysely';
import { centsType, oneOf, timestampType, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('orders'))
      .addColumn('folio', 'text', (column) => column.notNull().unique())
      .addColumn('customer_id', 'integer', (column) => column.references('users.id'))
      .addColumn('customer_name', 'text', (column) => column.notNull())
      .addColumn('customer_phone', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('zone_id', 'integer', (column) => column.notNull().references('zones.id'))
      .addColumn('location_id', 'integer', (column) => column.references('locations.id'))
      .addColumn('employee_id', 'integer', (column) => column.references('users.id'))
      .addColumn('product', 'text', (column) => column.notNull())
      .addColumn('quantity', 'integer', (column) => column.notNull())
      .addColumn('unit_price_cents', centsType, (column) => column.notNull())
      .addColumn('total_cents', centsType, (column) => column.notNull())
      .addColumn('payment_method', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('cancellation_reason', 'text')
      .addColumn('notes', 'text')
      .addColumn('created_by', 'integer', (column) => column.references('users.id'))
      .addColumn('search_text', 'text', (column) => column.notNull()),
  )
    .addColumn('in_process_at', timestampType)
    .addColumn('completed_at', timestampType)
    .addColumn('cancelled_at', timestampType)
    .addColumn('deleted_at', timestampType)
    .addCheckConstraint(
      'orders_product_check',
      oneOf('product', [
        'cylinder_10kg',
        'cylinder_20kg',
        'cylinder_30kg',
        'cylinder_45kg',
        'stationary_litre',
      ]),
    )
    .addCheckConstraint(
      'orders_payment_method_check',
      oneOf('payment_method', ['cash', 'card', 'wallet']),
    )
    .addCheckConstraint(
      'orders_status_check',
      oneOf('status', ['new', 'in_process', 'completed', 'cancelled']),
    )
    .addCheckConstraint('orders_quantity_check', sql`quantity > 0`)
    .execute();
  const indexes: [string, string[]][] = [
    ['orders_status_created_at_index', ['status', 'created_at']],
    ['orders_created_at_index', ['created_at']],
    ['orders_customer_id_index', ['customer_id']],
    ['orders_employee_id_index', ['employee_id']],
    ['orders_zone_id_index', ['zone_id']],
    ['orders_deleted_at_index', ['deleted_at']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('orders').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
