import { sql, type Kysely } from 'kysely';
import { centsType, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('wallets'))
      .addColumn('user_id', 'integer', (column) => column.notNull().unique().references('users.id'))
      .addColumn('balance_cents', centsType, (column) => column.notNull().defaultTo(0))
      .addColumn('user_add', 'integer', (column) => column.references('users.id')),
  )
    .addCheckConstraint('wallets_balance_check', sql`balance_cents >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallets').execute();
}
