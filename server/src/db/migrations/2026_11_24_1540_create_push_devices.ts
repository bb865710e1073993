import type { Kysely } from 'kysely';
import { oneOf, timestampType } from './schema-helpers';

// Browsers registered for push messages (Firebase Cloud Messaging), one row per push id. A device
// belongs to the session that registered it: ending the session drops it, and forgetting the
// session row (purge) takes it along. Registering an id again moves it to the new session and user.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_devices')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .addColumn('updated_at', timestampType, (column) => column.notNull())
    .addCheckConstraint('push_devices_kind_check', oneOf('kind', ['fid', 'token']))
    .addCheckConstraint('push_devices_language_check', oneOf('language', ['es', 'en']))
    .execute();
  await db.schema
    .createIndex('push_devices_user_id_index')
    .on('push_devices')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('push_devices_session_id_index')
    .on('push_devices')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_devices').execute();
}
