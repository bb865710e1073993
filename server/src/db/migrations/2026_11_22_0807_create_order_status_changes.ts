import type { Kysely } from 'kysely';
import { timestampType, withId } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('order_status_changes'))
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('user_id', 'integer', (column) => column.references('users.id'))
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_changes_order_id_index')
    .on('order_status_changes')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_status_changes').execute();
}
