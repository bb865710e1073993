import { sql, type Kysely } from 'kysely';
import { timestampType } from './schema-helpers';

// Sessions: one row per sign-in. A token carries its session id (sid); the session knows the one
// token id (jti) that is current and the one it replaced, valid for a short grace after a rotation.
// Ending the row ends every token of the session at once, on every process.
// They replace revoked_tokens (a list of single revoked tokens). Reset codes count their wrong tries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('current_jti', 'text', (column) => column.notNull())
    .addColumn('previous_jti', 'text')
    .addColumn('previous_valid_until', timestampType)
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .addColumn('expires_at', timestampType, (column) => column.notNull())
    .addColumn('ended_at', timestampType)
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_index')
    .on('sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .alterTable('password_resets')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(sql`0`))
    .execute();
  await db.schema
    .createIndex('rate_limits_reset_at_index')
    .on('rate_limits')
    .column('reset_at')
    .execute();
  await db.schema.dropTable('revoked_tokens').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', timestampType, (column) => column.notNull())
    .execute();
  await db.schema.dropIndex('rate_limits_reset_at_index').execute();
  await db.schema.alterTable('password_resets').dropColumn('failed_attempts').execute();
  await db.schema.dropTable('sessions').execute();
}
