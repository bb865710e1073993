import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// The price average's orders without reading every completed order of its range:
// completed_order_prices, the live completed orders (status completed, not deleted, completed_at
// set) summed per period of completed_at, zone and product: how many, and the sum of their unit
// prices. A period is half of a UTC day cut where Mexico City's day starts (06:00 UTC, UTC-6 all
// year since 2022), keyed by the first 13 characters of the ISO instant it starts at
// (`YYYY-MM-DDT00`, `YYYY-MM-DDT06`), read from the stored text alone. A range of business days
// is then a range of whole periods (its ends read from orders when they fall inside a period, as
// in the summer time of earlier years).
// Filled here from the existing orders and kept by triggers in the same transaction as every
// insert, delete and update of orders that can move an order into, out of or within it (status,
// deleted_at, completed_at, zone_id, product, unit_price_cents), whatever the write path (the API,
// the seed, bulk loads).

const COMPLETED = `status = 'completed' and deleted_at is null and completed_at is not null`;

/** Whether a row (`new` or `old`) is a live completed order. */
const isCompleted = (row: 'new' | 'old') =>
  `${row}.status = 'completed' and ${row}.deleted_at is null and ${row}.completed_at is not null`;

const periodOf = (column: string) =>
  `substr(${column}, 1, 10) || case when substr(${column}, 12, 2) < '06' then 'T00' else 'T06' end`;

/** Adds a row's order to its period (a no-op when the row is not a live completed order). */
const addSqlite = (row: 'new' | 'old') =>
  `insert into completed_order_prices (period, zone_id, product, orders_count, unit_price_cents_sum)
     select ${periodOf(`${row}.completed_at`)}, ${row}.zone_id, ${row}.product, 1, ${row}.unit_price_cents
     where ${isCompleted(row)}
     on conflict (period, zone_id, product) do update set
       orders_count = orders_count + 1,
       unit_price_cents_sum = unit_price_cents_sum + excluded.unit_price_cents_sum;`;

/** Takes a row's order off its period (a no-op when the row is not a live completed order). */
const removeSqlite = (row: 'new' | 'old') =>
  `update completed_order_prices set
       orders_count = orders_count - 1,
       unit_price_cents_sum = unit_price_cents_sum - ${row}.unit_price_cents
     where ${isCompleted(row)} and period = ${periodOf(`${row}.completed_at`)}
       and zone_id = ${row}.zone_id and product = ${row}.product;`;

/** An update that changes what the order adds to the periods. */
const changesPeriods = `(${isCompleted('old')} or ${isCompleted('new')}) and (
  old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
  or ${periodOf('old.completed_at')} is not ${periodOf('new.completed_at')}
  or old.zone_id is not new.zone_id or old.product is not new.product
  or old.unit_price_cents is not new.unit_price_cents)`;

const KEPT_COLUMNS = 'status, deleted_at, completed_at, zone_id, product, unit_price_cents';

const SQLITE_TRIGGER_NAMES = [
  'completed_order_prices_after_insert',
  'completed_order_prices_after_update',
  'completed_order_prices_after_delete',
];

const sqliteTriggers = [
  `create trigger completed_order_prices_after_insert after insert on orders
     when ${isCompleted('new')}
     begin ${addSqlite('new')} end`,
  `create trigger completed_order_prices_after_update after update of ${KEPT_COLUMNS} on orders
     when ${changesPeriods}
     begin ${removeSqlite('old')} ${addSqlite('new')} end`,
  `create trigger completed_order_prices_after_delete after delete on orders
     when ${isCompleted('old')}
     begin ${removeSqlite('old')} end`,
];

const upsertPostgres = `insert into completed_order_prices as c
      (period, zone_id, product, orders_count, unit_price_cents_sum)
    values (new_period, new.zone_id, new.product, 1, new.unit_price_cents)
    on conflict (period, zone_id, product) do update set
      orders_count = c.orders_count + 1,
      unit_price_cents_sum = c.unit_price_cents_sum + excluded.unit_price_cents_sum;`;

// The two periods an update touches are locked in a fixed order (by key) so that concurrent
// updates cannot deadlock on them.
const postgresFunction = `create function completed_order_prices_keep() returns trigger
  language plpgsql as $$
  declare
    old_in boolean := false;
    new_in boolean := false;
    old_period text;
    new_period text;
    old_key text;
    new_key text;
  begin
    if tg_op <> 'INSERT' then
      old_in := ${isCompleted('old')};
      old_period := ${periodOf('old.completed_at')};
      old_key := old_period || '|' || old.zone_id || '|' || old.product;
    end if;
    if tg_op <> 'DELETE' then
      new_in := ${isCompleted('new')};
      new_period := ${periodOf('new.completed_at')};
      new_key := new_period || '|' || new.zone_id || '|' || new.product;
    end if;
    if old_in and new_in and old_key = new_key then
      if old.unit_price_cents = new.unit_price_cents then
        return null;
      end if;
      update completed_order_prices set
          unit_price_cents_sum = unit_price_cents_sum - old.unit_price_cents + new.unit_price_cents
        where period = old_period and zone_id = old.zone_id and product = old.product;
      return null;
    end if;
    if new_in and (not old_in or new_key < old_key) then
      ${upsertPostgres}
    end if;
    if old_in then
      update completed_order_prices set
          orders_count = orders_count - 1,
          unit_price_cents_sum = unit_price_cents_sum - old.unit_price_cents
        where period = old_period and zone_id = old.zone_id and product = old.product;
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
    .createTable('completed_order_prices')
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('zone_id', 'integer', (column) => column.notNull())
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('orders_count', 'bigint', (column) => column.notNull())
    .addColumn('unit_price_cents_sum', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('completed_order_prices_pkey', ['period', 'zone_id', 'product'])
    // SQLite: the table is its primary key, so a range of periods is read from one b-tree
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql
    .raw(
      `insert into completed_order_prices
         (period, zone_id, product, orders_count, unit_price_cents_sum)
       select ${periodOf('completed_at')}, zone_id, product, count(*), sum(unit_price_cents)
       from orders where ${COMPLETED}
       group by ${periodOf('completed_at')}, zone_id, product`,
    )
    .execute(db);
  if (postgres) {
    await sql.raw(postgresFunction).execute(db);
    await sql
      .raw(
        `create trigger completed_order_prices_keep
           after insert or delete or update of ${KEPT_COLUMNS} on orders
           for each row execute function completed_order_prices_keep()`,
      )
      .execute(db);
  } else {
    for (const statement of sqliteTriggers) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger completed_order_prices_keep on orders`.execute(db);
    await sql`drop function completed_order_prices_keep()`.execute(db);
  } else {
    for (const name of SQLITE_TRIGGER_NAMES) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('completed_order_prices').execute();
}
