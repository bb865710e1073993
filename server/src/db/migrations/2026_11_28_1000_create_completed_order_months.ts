import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// The price average's orders over long ranges: completed_order_months, the live completed orders
// (status completed, not deleted, completed_at set) summed per UTC month of completed_at (its
// first 7 characters, `YYYY-MM`), zone and product: how many, and the sum of their unit prices.
// A year's average reads the whole UTC months of its range here and the half days at its ends
// from completed_order_prices (migration 2026_11_28_1000_create_completed_order_prices, kept
// beside this one by the same rule): about 3,000 rows instead of 32,000 for 45 zones and products.
// Filled here from the existing orders and kept by triggers in the same transaction as every
// insert, delete and update of orders that can move an order into, out of or within it (status,
// deleted_at, completed_at, zone_id, product, unit_price_cents), whatever the write path. On
// PostgreSQL its trigger's name sorts before completed_order_prices_keep, so a write locks its
// months, then its half days, each in key order.

const COMPLETED = `status = 'completed' and deleted_at is null and completed_at is not null`;

/** Whether a row (`new` or `old`) is a live completed order. */
const isCompleted = (row: 'new' | 'old') =>
  `${row}.status = 'completed' and ${row}.deleted_at is null and ${row}.completed_at is not null`;

const monthOf = (column: string) => `substr(${column}, 1, 7)`;

/** Adds a row's order to its month (a no-op when the row is not a live completed order). */
const addSqlite = (row: 'new' | 'old') =>
  `insert into completed_order_months (month, zone_id, product, orders_count, unit_price_cents_sum)
     select ${monthOf(`${row}.completed_at`)}, ${row}.zone_id, ${row}.product, 1, ${row}.unit_price_cents
     where ${isCompleted(row)}
     on conflict (month, zone_id, product) do update set
       orders_count = orders_count + 1,
       unit_price_cents_sum = unit_price_cents_sum + excluded.unit_price_cents_sum;`;

/** Takes a row's order off its month (a no-op when the row is not a live completed order). */
const removeSqlite = (row: 'new' | 'old') =>
  `update completed_order_months set
       orders_count = orders_count - 1,
       unit_price_cents_sum = unit_price_cents_sum - ${row}.unit_price_cents
     where ${isCompleted(row)} and month = ${monthOf(`${row}.completed_at`)}
       and zone_id = ${row}.zone_id and product = ${row}.product;`;

/** An update that changes what the order adds to the months. */
const changesMonths = `(${isCompleted('old')} or ${isCompleted('new')}) and (
  old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
  or ${monthOf('old.completed_at')} is not ${monthOf('new.completed_at')}
  or old.zone_id is not new.zone_id or old.product is not new.product
  or old.unit_price_cents is not new.unit_price_cents)`;

const KEPT_COLUMNS = 'status, deleted_at, completed_at, zone_id, product, unit_price_cents';

const SQLITE_TRIGGER_NAMES = [
  'completed_order_months_after_insert',
  'completed_order_months_after_update',
  'completed_order_months_after_delete',
];

const sqliteTriggers = [
  `create trigger completed_order_months_after_insert after insert on orders
     when ${isCompleted('new')}
     begin ${addSqlite('new')} end`,
  `create trigger completed_order_months_after_update after update of ${KEPT_COLUMNS} on orders
     when ${changesMonths}
     begin ${removeSqlite('old')} ${addSqlite('new')} end`,
  `create trigger completed_order_months_after_delete after delete on orders
     when ${isCompleted('old')}
     begin ${removeSqlite('old')} end`,
];

const upsertPostgres = `insert into completed_order_months as c
      (month, zone_id, product, orders_count, unit_price_cents_sum)
    values (new_month, new.zone_id, new.product, 1, new.unit_price_cents)
    on conflict (month, zone_id, product) do update set
      orders_count = c.orders_count + 1,
      unit_price_cents_sum = c.unit_price_cents_sum + excluded.unit_price_cents_sum;`;

// The two months an update touches are locked in a fixed order (by key) so that concurrent
// updates cannot deadlock on them.
const postgresFunction = `create function completed_order_months_keep() returns trigger
  language plpgsql as $$
  declare
    old_in boolean := false;
    new_in boolean := false;
    old_month text;
    new_month text;
    old_key text;
    new_key text;
  begin
    if tg_op <> 'INSERT' then
      old_in := ${isCompleted('old')};
      old_month := ${monthOf('old.completed_at')};
      old_key := old_month || '|' || old.zone_id || '|' || old.product;
    end if;
    if tg_op <> 'DELETE' then
      new_in := ${isCompleted('new')};
      new_month := ${monthOf('new.completed_at')};
      new_key := new_month || '|' || new.zone_id || '|' || new.product;
    end if;
    if old_in and new_in and old_key = new_key then
      if old.unit_price_cents = new.unit_price_cents then
        return null;
      end if;
      update completed_order_months set
          unit_price_cents_sum = unit_price_cents_sum - old.unit_price_cents + new.unit_price_cents
        where month = old_month and zone_id = old.zone_id and product = old.product;
      return null;
    end if;
    if new_in and (not old_in or new_key < old_key) then
      ${upsertPostgres}
    end if;
    if old_in then
      update completed_order_months set
          orders_count = orders_count - 1,
          unit_price_cents_sum = unit_price_cents_sum - old.unit_price_cents
        where month = old_month and zone_id = old.zone_id and product = old.product;
    end if;
    if new_in and old_in and new_key > old_key then
      ${upsertPostgres}
    end if;
    return null;
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('completed_order_months')
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('zone_id', 'integer', (column) => column.notNull())
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('orders_count', 'bigint', (column) => column.notNull())
    .addColumn('unit_price_cents_sum', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('completed_order_months_pkey', ['month', 'zone_id', 'product'])
    // SQLite: the table is its primary key, so a range of months is read from one b-tree
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql
    .raw(
      `insert into completed_order_months
         (month, zone_id, product, orders_count, unit_price_cents_sum)
       select ${monthOf('completed_at')}, zone_id, product, count(*), sum(unit_price_cents)
       from orders where ${COMPLETED}
       group by ${monthOf('completed_at')}, zone_id, product`,
    )
    .execute(db);
  if (postgres) {
    await sql.raw(postgresFunction).execute(db);
    await sql
      .raw(
        `create trigger completed_order_months_keep
           after insert or delete or update of ${KEPT_COLUMNS} on orders
           for each row execute function completed_order_months_keep()`,
      )
      .execute(db);
  } else {
    for (const statement of sqliteTriggers) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger completed_order_months_keep on orders`.execute(db);
    await sql`drop function completed_order_months_keep()`.execute(db);
  } else {
    for (const name of SQLITE_TRIGGER_NAMES) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('completed_order_months').execute();
}
