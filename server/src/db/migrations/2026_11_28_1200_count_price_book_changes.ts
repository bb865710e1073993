import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// change_counters: a number per kind of data that moves with every committed write of it, read by
// every process on the database (an in-process flag would not see another process's writes). The
// one kind so far, `price_book`, counts the writes of prices and zones (the price steps carry the
// zone's name): the price average and history keep their steps per range while it holds
// (resources/prices/kept-steps.ts).
// Kept by triggers in the same transaction as the write, so a counter read shows at least the
// writes it counted and a rolled-back write takes its count with it.
// - PostgreSQL: one trigger per statement (truncate included), BEFORE the statement, so a write
//   locks the counter's row before any row of prices or zones and two writers cannot deadlock on
//   them; concurrent writers of prices and zones wait for each other's commit (they are rare).
// - SQLite: one per written row (it has no statement triggers and one writer at a time).

const COUNTED_TABLES = ['prices', 'zones'] as const;
const SQLITE_EVENTS = ['insert', 'update', 'delete'] as const;

const bump = `update change_counters set changes = changes + 1 where name = 'price_book'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('changes', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into change_counters (name, changes) values ('price_book', 0)`.execute(db);
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function count_price_book_change() returns trigger language plpgsql as $$
           begin
             ${bump};
             return null;
           end
           $$`,
      )
      .execute(db);
    for (const table of COUNTED_TABLES)
      await sql
        .raw(
          `create trigger ${table}_count_changes
             before insert or update or delete or truncate on ${table}
             for each statement execute function count_price_book_change()`,
        )
        .execute(db);
  } else {
    for (const table of COUNTED_TABLES)
      for (const event of SQLITE_EVENTS)
        await sql
          .raw(
            `create trigger ${table}_count_changes_after_${event} after ${event} on ${table}
               begin ${bump}; end`,
          )
          .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of COUNTED_TABLES)
      await sql.raw(`drop trigger ${table}_count_changes on ${table}`).execute(db);
    await sql`drop function count_price_book_change()`.execute(db);
  } else {
    for (const table of COUNTED_TABLES)
      for (const event of SQLITE_EVENTS)
        await sql.raw(`drop trigger ${table}_count_changes_after_${event}`).execute(db);
  }
  await db.schema.dropTable('change_counters').execute();
}
