import type { Kysely } from 'kysely';
import { timestampType } from './schema-helpers';

// Refused calls (401, 403, 429) reach the audit trail aggregated: one entry per actor (a user id,
// or the client address when anonymous), call (method and route pattern), status and minute. The
// entry is written once, by the first refusal of its minute; the count of refusals it stands for
// lives here, bumped by one atomic upsert per refusal (audit_events rows are never updated), so
// several processes on one database add to the same row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_refusals')
    // `user:<id>` or `address:<ip>`
    .addColumn('actor_key', 'text', (column) => column.notNull())
    // `GET /api/users/:id`
    .addColumn('call', 'text', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    // the minute, as the first 16 characters of an ISO timestamp (`2026-11-27T12:00`)
    .addColumn('minute', timestampType, (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    // the entry that stands for them (set in the transaction of the first refusal); no foreign
    // key: audit_events keeps its own guards (a reference would answer a TRUNCATE first)
    .addColumn('event_id', 'integer')
    .addPrimaryKeyConstraint('audit_refusals_primary_key', [
      'actor_key',
      'call',
      'status',
      'minute',
    ])
    .execute();
  await db.schema
    .createIndex('audit_refusals_event_index')
    .on('audit_refusals')
    .column('event_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_refusals').execute();
}
