import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// Every order counts its edits: `revision` (0 when inserted) grows by one with every update of the
// row, whatever the statement and whatever its updated_at says. The dispatch board's version sums
// the revisions of the orders due, so two edits of one order within the same millisecond (the
// same updated_at) still move it.
// - PostgreSQL: a BEFORE UPDATE trigger sets the new row's revision, no second write.
// - SQLite: an AFTER UPDATE trigger writes revision + 1 unless the statement set it itself; the
//   other triggers of orders name their columns (`update of status, …`), so this write wakes none
//   of them, and SQLite's triggers do not fire themselves (recursive_triggers is off).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column revision integer not null default 0`.execute(db);
  if (isPostgres(db)) {
    await sql`create function orders_count_revision() returns trigger language plpgsql as $$
      begin
        new.revision := old.revision + 1;
        return new;
      end
      $$`.execute(db);
    await sql`create trigger orders_revision before update on orders
      for each row execute function orders_count_revision()`.execute(db);
  } else {
    await sql`create trigger orders_revision after update on orders
      for each row when new.revision = old.revision begin
        update orders set revision = old.revision + 1 where id = new.id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger orders_revision${sql.raw(isPostgres(db) ? ' on orders' : '')}`.execute(db);
  if (isPostgres(db)) await sql`drop function orders_count_revision()`.execute(db);
  await sql`alter table orders drop column revision`.execute(db);
}
