import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// PostgreSQL only: the block versions SQLite got in 2026_11_29_1100_version_order_search_blocks,
// so that a search's total is kept between calls there too (resources/orders/search-counts.ts).
// The finished list's count of a name fragment at 200,000 orders is a bitmap heap scan that
// rechecks some 7,000 rows over about 5,000 heap blocks (28 to 38 ms), and the operators' name
// searches repeat. Two differences from SQLite's table:
// - finer blocks, 4,096 ids (block = id >> 12): at 200,000 orders blocks of 65,536 ids would put
//   everything in three of them, and the day's writes would have a third of the list counted again;
// - stripes, as order_status_counts has (2026_11_29_1000_stripe_order_status_counts): a write bumps
//   the row (block, pg_backend_pid() % STRIPES) of its connection, which stays locked until its
//   commit, so concurrent writes to the newest block do not queue on one row. A block's version is
//   the sum of its stripes; only a change of that sum means anything.
// The same events as SQLite's triggers: an insert, a delete, and an update that changes the status,
// whether it is deleted or the searched text (an order's id never changes).

const STRIPES = 32;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table order_search_blocks (
      block integer not null,
      stripe integer not null,
      version integer not null,
      primary key (block, stripe)
    )`.execute(db);
  await sql
    .raw(
      `create function orders_version_search_blocks() returns trigger language plpgsql as $$
    declare
      changed_id integer;
    begin
      if tg_op = 'DELETE' then
        changed_id := old.id;
      else
        changed_id := new.id;
      end if;
      insert into order_search_blocks (block, stripe, version)
        values (changed_id >> 12, pg_backend_pid() % ${String(STRIPES)}, 1)
        on conflict (block, stripe) do update set version = order_search_blocks.version + 1;
      return null;
    end
    $$`,
    )
    .execute(db);
  await sql`create trigger orders_version_search_blocks_after_insert_or_delete
    after insert or delete on orders
    for each row execute function orders_version_search_blocks()`.execute(db);
  await sql`create trigger orders_version_search_blocks_after_update
    after update of status, deleted_at, search_text on orders
    for each row when (old.status is distinct from new.status
      or (old.deleted_at is null) <> (new.deleted_at is null)
      or old.search_text is distinct from new.search_text)
    execute function orders_version_search_blocks()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger orders_version_search_blocks_after_update on orders`.execute(db);
  await sql`drop trigger orders_version_search_blocks_after_insert_or_delete on orders`.execute(db);
  await sql`drop function orders_version_search_blocks()`.execute(db);
  await sql`drop table order_search_blocks`.execute(db);
}
