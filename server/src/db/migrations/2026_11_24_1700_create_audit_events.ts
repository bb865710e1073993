import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from './schema-helpers';

// The audit trail: one row per write, sign-in, failed sign-in, sign-out and password change or
// reset, with who (a snapshot of the actor: they may change or be deleted later), when, from
// where, what, and the record before and after as JSON text without secrets. Rows are written in
// the same transaction as the write they describe. The table is append-only: triggers refuse every
// UPDATE and DELETE (and, on PostgreSQL, TRUNCATE), whoever sends it.

const REFUSAL = 'audit_events is append-only: its rows are never updated or deleted';

const postgresFunction = `create function audit_events_append_only() returns trigger
  language plpgsql as $$
  begin
    raise exception '${REFUSAL}' using errcode = 'insufficient_privilege';
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .$call((table) => withId(db, table))
    .addColumn('occurred_at', timestampType, (column) => column.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('actor_role', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('entity_type', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before_state', 'text')
    .addColumn('after_state', 'text')
    // normalised actor name and e-mail (or the identifier an anonymous call tried), for the search
    .addColumn('search_text', 'text', (column) => column.notNull())
    .execute();
  // the list reads newest first (id descending) under each filter
  await db.schema
    .createIndex('audit_events_occurred_at_index')
    .on('audit_events')
    .columns(['occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_actor_index')
    .on('audit_events')
    .columns(['actor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_entity_index')
    .on('audit_events')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_events_action_index')
    .on('audit_events')
    .columns(['action', 'id'])
    .execute();
  if (isPostgres(db)) {
    await sql.raw(postgresFunction).execute(db);
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
    await sql`create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_append_only()`.execute(db);
  } else {
    await sql
      .raw(
        `create trigger audit_events_no_update before update on audit_events
           begin select raise(abort, '${REFUSAL}'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger audit_events_no_delete before delete on audit_events
           begin select raise(abort, '${REFUSAL}'); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // dropping the table drops its triggers (no row trigger fires on DROP)
  await db.schema.dropTable('audit_events').execute();
  if (isPostgres(db)) await sql`drop function audit_events_append_only()`.execute(db);
}
