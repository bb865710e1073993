import { sql, type Kysely } from 'kysely';
import { centsType, oneOf, timestampType, withId } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('historicals'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('wallet_id', 'integer', (column) => column.notNull().references('wallets.id'))
    .addColumn('type_movement', 'text', (column) => column.notNull())
    .addColumn('amount_cents', centsType, (column) => column.notNull())
    .addColumn('balance_after_cents', centsType, (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('user_add', 'integer', (column) => column.references('users.id'))
    .addColumn('order_id', 'integer', (column) => column.references('orders.id'))
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .addCheckConstraint(
      'historicals_type_movement_check',
      oneOf('type_movement', ['credit', 'debit']),
    )
    .addCheckConstraint('historicals_amount_check', sql`amount_cents > 0`)
    .execute();
  await db.schema
    .createIndex('historicals_wallet_id_created_at_index')
    .on('historicals')
    .columns(['wallet_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('historicals_user_id_index')
    .on('historicals')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('historicals').execute();
}
