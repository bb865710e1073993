import type { Kysely } from 'kysely';
import { oneOf, timestampType } from './schema-helpers';

// The exports being produced, one row each, on every process: what caps a user's exports across
// processes, and what a client polls for an export's progress. A row lives while its export runs
// and is renewed while it does; a row whose lease has passed (its process died) no longer counts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_runs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('list', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('rows_total', 'integer')
    .addColumn('rows_done', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('started_at', timestampType, (column) => column.notNull())
    .addColumn('lease_until', timestampType, (column) => column.notNull())
    .addCheckConstraint('export_runs_format_check', oneOf('format', ['xlsx', 'pdf']))
    .execute();
  await db.schema
    .createIndex('export_runs_user_id_lease_until_index')
    .on('export_runs')
    .columns(['user_id', 'lease_until'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_runs').execute();
}
