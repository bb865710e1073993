import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// What keeps the order screens fast at a million orders:
// - partial indexes, one family per list the screens read (live active orders, live finished
//   orders, one live status, deleted orders), keyed by the sorts the lists offer;
// - order_status_counts, the number of orders per (status, deleted), kept by triggers in the same
//   transaction as every insert, status change, delete and restore, so counts never scan orders;
// - the search index: on SQLite a contentless FTS5 trigram table keyed by
//   `slot × 2^40 + id` (slot = status index + 4 when deleted, as in domain/order-search.ts), kept
//   by triggers; on PostgreSQL a pg_trgm GIN index on search_text.
// Existing rows are counted and indexed here, and the triggers cover every later write (the seed's
// bulk inserts included).

const ACTIVE = `deleted_at is null and status in ('new', 'in_process')`;
const FINISHED = `deleted_at is null and status in ('completed', 'cancelled')`;
const LIVE = 'deleted_at is null';
const DELETED = 'deleted_at is not null';

const partialIndexes: readonly [name: string, columns: string, where: string][] = [
  ['orders_active_id_index', 'id', ACTIVE],
  ['orders_active_created_index', 'created_at, id', ACTIVE],
  ['orders_active_customer_index', 'customer_name, id', ACTIVE],
  ['orders_active_total_index', 'total_cents, id', ACTIVE],
  ['orders_finished_id_index', 'id', FINISHED],
  ['orders_finished_created_index', 'created_at, id', FINISHED],
  ['orders_finished_customer_index', 'customer_name, id', FINISHED],
  ['orders_finished_total_index', 'total_cents, id', FINISHED],
  ['orders_live_status_id_index', 'status, id', LIVE],
  ['orders_live_status_created_index', 'status, created_at, id', LIVE],
  ['orders_deleted_id_index', 'id', DELETED],
  // the dashboard figures of the last days, read from the index alone
  [
    'orders_live_stats_index',
    'created_at, status, product, zone_id, quantity, total_cents, deleted_at',
    LIVE,
  ],
];

const STATUSES = ['new', 'in_process', 'completed', 'cancelled'] as const;

/** The search-index key of a row (`new.`, `old.` or a bare table row), as in domain/order-search.ts. */
const slotKeySql = (row: string): string =>
  `((case ${row}status when 'new' then 0 when 'in_process' then 1 when 'completed' then 2 else 3 end)` +
  ` + (case when ${row}deleted_at is null then 0 else 4 end)) * 1099511627776 + ${row}id`;

async function createStatusCounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_status_counts')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('deleted', 'integer', (column) => column.notNull())
    .addColumn('orders_count', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('order_status_counts_pkey', ['status', 'deleted'])
    .execute();
  const rows = STATUSES.flatMap((status) =>
    [0, 1].map((deleted) => sql`(${status}, ${deleted}, 0)`),
  );
  await sql`insert into order_status_counts (status, deleted, orders_count)
    values ${sql.join(rows)}`.execute(db);
  await sql`update order_status_counts set orders_count = (
      select count(*) from orders
      where orders.status = order_status_counts.status
        and (case when orders.deleted_at is null then 0 else 1 end) = order_status_counts.deleted
    )`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const bump = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
    `update order_status_counts set orders_count = orders_count ${delta}
       where status = ${row}.status and deleted = (${row}.deleted_at is not null);`;
  const statements = [
    `create trigger orders_counts_after_insert after insert on orders begin ${bump('new', '+ 1')} end`,
    `create trigger orders_counts_after_update after update of status, deleted_at on orders
       when old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
       begin ${bump('old', '- 1')} ${bump('new', '+ 1')} end`,
    `create trigger orders_counts_after_delete after delete on orders begin ${bump('old', '- 1')} end`,
    `create virtual table orders_search using fts5(
       search_text, content='', contentless_delete=1, tokenize='trigram')`,
    `insert into orders_search (rowid, search_text) select ${slotKeySql('')}, search_text from orders`,
    `create trigger orders_search_after_insert after insert on orders begin
       insert into orders_search (rowid, search_text) values (${slotKeySql('new.')}, new.search_text);
     end`,
    `create trigger orders_search_after_update after update of status, deleted_at, search_text on orders
       when old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
         or old.search_text is not new.search_text
       begin
         delete from orders_search where rowid = ${slotKeySql('old.')};
         insert into orders_search (rowid, search_text) values (${slotKeySql('new.')}, new.search_text);
       end`,
    `create trigger orders_search_after_delete after delete on orders begin
       delete from orders_search where rowid = ${slotKeySql('old.')};
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * pg_trgm lives in one schema for the whole database (public unless it was installed elsewhere):
 * schemas come and go (the tests use one per file) and must not take the extension with them.
 * The advisory lock serialises concurrent first installs.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  await sql`select pg_advisory_xact_lock(7406221)`.execute(db);
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing !== undefined) return existing;
  const hasPublic = await sql<{ found: number }>`select 1 as found from pg_namespace
    where nspname = 'public'`.execute(db);
  await sql
    .raw(
      `create extension if not exists pg_trgm${hasPublic.rows.length > 0 ? ' schema public' : ''}`,
    )
    .execute(db);
  const schema = await installed();
  if (schema === undefined) throw new Error('pg_trgm could not be installed');
  return schema;
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  // The two counters are updated in a fixed order (by key) so that concurrent deletes and
  // restores cannot deadlock on them.
  await sql`create function orders_count_statuses() returns trigger language plpgsql as $$
    declare
      old_key text;
      new_key text;
    begin
      if tg_op <> 'INSERT' then
        old_key := old.status || ':' || (case when old.deleted_at is null then 0 else 1 end);
      end if;
      if tg_op <> 'DELETE' then
        new_key := new.status || ':' || (case when new.deleted_at is null then 0 else 1 end);
      end if;
      if old_key is not distinct from new_key then
        return null;
      end if;
      if new_key is not null and (old_key is null or new_key < old_key) then
        update order_status_counts set orders_count = orders_count + 1
          where status = new.status and deleted = (case when new.deleted_at is null then 0 else 1 end);
      end if;
      if old_key is not null then
        update order_status_counts set orders_count = orders_count - 1
          where status = old.status and deleted = (case when old.deleted_at is null then 0 else 1 end);
      end if;
      if new_key is not null and old_key is not null and new_key > old_key then
        update order_status_counts set orders_count = orders_count + 1
          where status = new.status and deleted = (case when new.deleted_at is null then 0 else 1 end);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger orders_status_counts
    after insert or delete or update of status, deleted_at on orders
    for each row execute function orders_count_statuses()`.execute(db);
  const schema = await trigramSchema(db);
  await sql`create index orders_search_text_trgm_index on orders
    using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns, where] of partialIndexes)
    await sql.raw(`create index ${name} on orders (${columns}) where ${where}`).execute(db);
  // wallet movements of an order (the refund of a cancelled wallet-paid order reads them)
  await sql`create index historicals_order_id_index on historicals (order_id)
    where order_id is not null`.execute(db);
  await createStatusCounts(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index orders_search_text_trgm_index`.execute(db);
    await sql`drop trigger orders_status_counts on orders`.execute(db);
    await sql`drop function orders_count_statuses()`.execute(db);
  } else {
    for (const name of [
      'orders_search_after_delete',
      'orders_search_after_update',
      'orders_search_after_insert',
      'orders_counts_after_delete',
      'orders_counts_after_update',
      'orders_counts_after_insert',
    ])
      await sql.raw(`drop trigger ${name}`).execute(db);
    await sql`drop table orders_search`.execute(db);
  }
  await db.schema.dropTable('order_status_counts').execute();
  await sql`drop index historicals_order_id_index`.execute(db);
  for (const [name] of partialIndexes) await sql.raw(`drop index ${name}`).execute(db);
}
