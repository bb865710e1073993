import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// SQLite only: a version per block of 65,536 order ids (block = id >> 16) that moves with every
// change of the search index (orders_search) for an order of that block, in the same transaction:
// the same three events and the same condition as the index's own triggers (migration
// 2026_11_23_1000_index_order_lists; an order's id never changes, so an update bumps one block). A search's count can then be kept per slot and block
// (resources/orders/search-counts.ts) and only the blocks written since are counted again: at a
// million orders the count of a common name in the finished list walks about 100,000 index
// entries, while the writes of a day land in one or two blocks. A block never written since this
// migration has no row: its version is 0. PostgreSQL counts with its pg_trgm index and keeps
// nothing, so it gets no table.

const bump = (row: 'new' | 'old') =>
  `insert into order_search_blocks (block, version) values (${row}.id >> 16, 1)
     on conflict (block) do update set version = version + 1;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  const statements = [
    `create table order_search_blocks (
       block integer primary key,
       version integer not null
     )`,
    `create trigger order_search_blocks_after_insert after insert on orders begin ${bump('new')} end`,
    `create trigger order_search_blocks_after_update after update of status, deleted_at, search_text on orders
       when old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
         or old.search_text is not new.search_text
       begin ${bump('new')} end`,
    `create trigger order_search_blocks_after_delete after delete on orders begin ${bump('old')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const name of [
    'order_search_blocks_after_delete',
    'order_search_blocks_after_update',
    'order_search_blocks_after_insert',
  ])
    await sql.raw(`drop trigger ${name}`).execute(db);
  await sql`drop table order_search_blocks`.execute(db);
}
