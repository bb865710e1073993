import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// order_status_counts split into stripes: a `stripe` column in the primary key, the count of a
// (status, deleted) pair being the sum of its stripes. Every new order and status change added to
// one of eight rows (two, really: new and in_process), and on PostgreSQL a write transaction
// keeps the row it updated locked until its commit, through the audit entry, the status change
// row and the round trips between them: concurrent writes queued on that row (under the load
// run's mix, most of the backends waiting on `Lock:transactionid`/`Lock:tuple` waited on it).
// - PostgreSQL: STRIPES rows per pair, made here; a write adds to and takes from the stripe
//   `pg_backend_pid() % STRIPES` of its connection, so writes on different connections meet on
//   no counter row (a pool's connections have nearby pids, so distinct stripes), and one
//   transaction always writes one stripe. A stripe alone can go below zero (an order counted on
//   one connection, moved on another); only the sums mean anything. The two rows an update
//   moves are still updated in key order, so two connections sharing a stripe cannot deadlock.
// - SQLite: one writer at a time, nothing to spread; stripe 0 only, the triggers as before.
// The counts are carried over as they are, to stripe 0; readers sum the stripes.

const STRIPES = 32;

const STATUSES = ['new', 'in_process', 'completed', 'cancelled'] as const;

const SQLITE_OLD_TRIGGERS = [
  'orders_counts_after_insert',
  'orders_counts_after_update',
  'orders_counts_after_delete',
];

/** The SQLite triggers: one stripe, 0 (as 2026_11_23_1000_index_order_lists had them, keyed). */
function sqliteTriggers(stripeCondition: string): string[] {
  const bump = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
    `update order_status_counts set orders_count = orders_count ${delta}
       where status = ${row}.status and deleted = (${row}.deleted_at is not null)${stripeCondition};`;
  return [
    `create trigger orders_counts_after_insert after insert on orders begin ${bump('new', '+ 1')} end`,
    `create trigger orders_counts_after_update after update of status, deleted_at on orders
       when old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
       begin ${bump('old', '- 1')} ${bump('new', '+ 1')} end`,
    `create trigger orders_counts_after_delete after delete on orders begin ${bump('old', '- 1')} end`,
  ];
}

/** The PostgreSQL trigger function; `stripe` is the condition on the stripe column ('' for none). */
function postgresFunction(declareStripe: string, stripeCondition: string): string {
  const bump = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
    `update order_status_counts set orders_count = orders_count ${delta}
          where status = ${row}.status
            and deleted = (case when ${row}.deleted_at is null then 0 else 1 end)${stripeCondition};`;
  return `create or replace function orders_count_statuses() returns trigger language plpgsql as $$
    declare
      old_key text;
      new_key text;${declareStripe}
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
        ${bump('new', '+ 1')}
      end if;
      if old_key is not null then
        ${bump('old', '- 1')}
      end if;
      if new_key is not null and old_key is not null and new_key > old_key then
        ${bump('new', '+ 1')}
      end if;
      return null;
    end
    $$`;
}

/**
 * Replaces order_status_counts by a table of the given key, filled from the old one by `fill`
 * (a select of the new columns from `order_status_counts`), under the old table's name.
 */
async function rebuild(
  db: Kysely<unknown>,
  striped: boolean,
  fill: string,
  dropTriggers: () => Promise<void>,
): Promise<void> {
  const key = striped ? ['status', 'deleted', 'stripe'] : ['status', 'deleted'];
  await db.schema
    .createTable('order_status_counts_next')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('deleted', 'integer', (column) => column.notNull())
    .$call((table) =>
      striped
        ? table.addColumn('stripe', 'integer', (column) => column.notNull().defaultTo(0))
        : table,
    )
    .addColumn('orders_count', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint(
      striped ? 'order_status_counts_striped_pkey' : 'order_status_counts_pkey',
      key as ['status', 'deleted'],
    )
    .execute();
  await sql
    .raw(`insert into order_status_counts_next (${key.join(', ')}, orders_count) ${fill}`)
    .execute(db);
  await dropTriggers();
  await db.schema.dropTable('order_status_counts').execute();
  await sql`alter table order_status_counts_next rename to order_status_counts`.execute(db);
}

async function dropSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const name of SQLITE_OLD_TRIGGERS) await sql.raw(`drop trigger ${name}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // the function is replaced in place (the trigger on orders stays); the old table goes under
    // the same transaction, so no write counts into it meanwhile
    const emptyStripes = STATUSES.flatMap((status) =>
      [0, 1].map((deleted) => `('${status}', ${String(deleted)})`),
    ).join(', ');
    await rebuild(
      db,
      true,
      `select status, deleted, 0, orders_count from order_status_counts
       union all
       select pair.status, pair.deleted, stripe, 0
         from (values ${emptyStripes}) as pair (status, deleted)
         cross join generate_series(1, ${String(STRIPES - 1)}) as stripe`,
      () => Promise.resolve(),
    );
    await sql
      .raw(
        postgresFunction(
          `\n      stripe_of integer := pg_backend_pid() % ${String(STRIPES)};`,
          ' and stripe = stripe_of',
        ),
      )
      .execute(db);
  } else {
    await rebuild(
      db,
      true,
      'select status, deleted, 0, orders_count from order_status_counts',
      () => dropSqliteTriggers(db),
    );
    for (const statement of sqliteTriggers(' and stripe = 0')) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const fill = `select status, deleted, sum(orders_count) from order_status_counts
    group by status, deleted`;
  if (isPostgres(db)) {
    await rebuild(db, false, fill, () => Promise.resolve());
    await sql.raw(postgresFunction('', '')).execute(db);
  } else {
    await rebuild(db, false, fill, () => dropSqliteTriggers(db));
    for (const statement of sqliteTriggers('')) await sql.raw(statement).execute(db);
  }
}
