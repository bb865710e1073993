import type { Kysely } from 'kysely';
import { timestampType, withId } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', timestampType, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_tokens_expires_at_index')
    .on('revoked_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('reset_at', timestampType, (column) => column.notNull())
    .execute();
  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('expires_at', timestampType, (column) => column.notNull())
    .addColumn('used_at', timestampType)
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_index')
    .on('password_resets')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('revoked_tokens').execute();
  await db.schema.dropTable('app_settings').execute();
}
