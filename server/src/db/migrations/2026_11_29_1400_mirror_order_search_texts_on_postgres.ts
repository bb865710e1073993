import { sql, type Kysely } from 'kysely';
import { isPostgres, trigramSchema } from './schema-helpers';

// PostgreSQL only: the orders' searched text in a narrow table of its own, order_search_texts (id,
// status, deleted_at, search_text), with the pg_trgm GIN index that was on orders. A search's
// count is a bitmap heap scan that rechecks every candidate row: on orders, whose rows are wide,
// a common name fragment's 29,000 matches at 205,000 orders sat on all 10,469 heap pages (38 ms),
// and in the load run's mix the searches' counts took half of the database's time. The narrow
// table holds the same rows on a quarter of the pages (2,618): the same counts took 17 ms, a
// phone fragment's 8.3 ms took 4.9 ms. SQLite searches its FTS5 table and has no such index.
//
// The rows are kept by orders_version_search_blocks (2026_11_29_1200), in the same transaction as
// the order's write, on the same events: an insert, a delete, and an update that changes the
// status, the deletion or the searched text.

const STRIPES = 32;

async function mirroringTrigger(db: Kysely<unknown>, mirror: boolean): Promise<void> {
  const rows = mirror
    ? `if tg_op = 'DELETE' then
        delete from order_search_texts where id = old.id;
      elsif tg_op = 'INSERT' then
        insert into order_search_texts (id, status, deleted_at, search_text)
          values (new.id, new.status, new.deleted_at, coalesce(new.search_text, ''));
      else
        update order_search_texts set status = new.status, deleted_at = new.deleted_at,
          search_text = coalesce(new.search_text, '') where id = new.id;
      end if;`
    : '';
  await sql
    .raw(
      `create or replace function orders_version_search_blocks() returns trigger
    language plpgsql as $$
    declare
      changed_id integer;
    begin
      if tg_op = 'DELETE' then
        changed_id := old.id;
      else
        changed_id := new.id;
      end if;
      ${rows}
      insert into order_search_blocks (block, stripe, version)
        values (changed_id >> 12, pg_backend_pid() % ${String(STRIPES)}, 1)
        on conflict (block, stripe) do update set version = order_search_blocks.version + 1;
      return null;
    end
    $$`,
    )
    .execute(db);
}

async function updateTrigger(db: Kysely<unknown>, deletion: string): Promise<void> {
  await sql`drop trigger orders_version_search_blocks_after_update on orders`.execute(db);
  await sql
    .raw(
      `create trigger orders_version_search_blocks_after_update
    after update of status, deleted_at, search_text on orders
    for each row when (old.status is distinct from new.status
      or ${deletion}
      or old.search_text is distinct from new.search_text)
    execute function orders_version_search_blocks()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table order_search_texts (
      id integer primary key,
      status text not null,
      deleted_at text,
      search_text text not null
    )`.execute(db);
  await sql`insert into order_search_texts (id, status, deleted_at, search_text)
    select id, status, deleted_at, coalesce(search_text, '') from orders`.execute(db);
  const schema = await trigramSchema(db);
  await sql`create index order_search_texts_trgm_index on order_search_texts
    using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  // Activos' orders, few beside the finished ones: walked newest first, each row's text checked,
  // rather than every trigram candidate of the whole table rechecked (orders has the same index)
  await sql`create index order_search_texts_active_id_index on order_search_texts (id)
    where deleted_at is null and status in ('new', 'in_process')`.execute(db);
  await mirroringTrigger(db, true);
  // the row copies deleted_at itself, so any change of it (not only to or from null) is copied
  await updateTrigger(db, 'old.deleted_at is distinct from new.deleted_at');
  await sql`drop index orders_search_text_trgm_index`.execute(db);
  await sql`analyze order_search_texts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const schema = await trigramSchema(db);
  await sql`create index orders_search_text_trgm_index on orders
    using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  await updateTrigger(db, '(old.deleted_at is null) <> (new.deleted_at is null)');
  await mirroringTrigger(db, false);
  await sql`drop table order_search_texts`.execute(db);
}
