import type { Kysely } from 'kysely';
import { oneOf, timestampType, withId, withTimestamps } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('number', 'text', (column) => column.unique())
      .addColumn('username', 'text', (column) => column.unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('type_user', 'text', (column) => column.notNull())
      .addColumn('zone_id', 'integer', (column) => column.references('zones.id'))
      .addColumn('tokens_valid_after', timestampType)
      .addColumn('search_text', 'text', (column) => column.notNull()),
  )
    .addColumn('deleted_at', timestampType)
    .addCheckConstraint(
      'users_type_user_check',
      oneOf('type_user', ['usuario', 'empleado', 'administrador']),
    )
    .execute();
  await db.schema
    .createIndex('users_type_user_index')
    .on('users')
    .columns(['type_user', 'deleted_at'])
    .execute();
  await db.schema.createIndex('users_deleted_at_index').on('users').column('deleted_at').execute();
  await db.schema.createIndex('users_zone_id_index').on('users').column('zone_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
