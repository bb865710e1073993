import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// The finished orders report's totals and counts without reading every finished order:
// - finished_order_days, the live finished orders summed per (status, UTC day of created_at, zone,
//   product): how many, their quantity (kg and litres follow from the product) and their amount.
//   It is filled here from the existing orders and kept by triggers in the same transaction as
//   every insert, delete and update of orders that can move an order into, out of or within it
//   (status, deleted_at, created_at, zone_id, product, quantity, total_cents), whatever the write
//   path (the API, the seed, bulk loads). A report without search or employee reads whole UTC days
//   here and only the partial days at the ends of its range from orders;
// - the live finished orders of an employee, a covering partial index keyed (employee_id, id):
//   the report filtered by employee (its pages, counts and totals) reads only that employee's
//   entries, from the index alone.

const FINISHED = `deleted_at is null and status in ('completed', 'cancelled')`;

/** Whether a row (`new` or `old`) is a live finished order. */
const isFinished = (row: 'new' | 'old') =>
  `${row}.deleted_at is null and ${row}.status in ('completed', 'cancelled')`;

const dayOf = (row: 'new' | 'old') => `substr(${row}.created_at, 1, 10)`;

/** Adds a row's order to its day (SQLite: a no-op when the row is not a live finished order). */
const addSqlite = (row: 'new' | 'old') =>
  `insert into finished_order_days (status, day, zone_id, product, orders_count, quantity, total_cents)
     select ${row}.status, ${dayOf(row)}, ${row}.zone_id, ${row}.product, 1, ${row}.quantity, ${row}.total_cents
     where ${isFinished(row)}
     on conflict (status, day, zone_id, product) do update set
       orders_count = orders_count + 1,
       quantity = quantity + excluded.quantity,
       total_cents = total_cents + excluded.total_cents;`;

/** Takes a row's order off its day (a no-op when the row is not a live finished order). */
const removeSqlite = (row: 'new' | 'old') =>
  `update finished_order_days set
       orders_count = orders_count - 1,
       quantity = quantity - ${row}.quantity,
       total_cents = total_cents - ${row}.total_cents
     where ${isFinished(row)} and status = ${row}.status and day = ${dayOf(row)}
       and zone_id = ${row}.zone_id and product = ${row}.product;`;

/** An update that changes what the order adds to the days. */
const changesDays = `(${isFinished('old')} or ${isFinished('new')}) and (
  old.status is not new.status or (old.deleted_at is null) <> (new.deleted_at is null)
  or ${dayOf('old')} is not ${dayOf('new')} or old.zone_id is not new.zone_id
  or old.product is not new.product or old.quantity is not new.quantity
  or old.total_cents is not new.total_cents)`;

const KEPT_COLUMNS = 'status, deleted_at, created_at, zone_id, product, quantity, total_cents';

const sqliteTriggers = [
  `create trigger finished_order_days_after_insert after insert on orders
     when ${isFinished('new')}
     begin ${addSqlite('new')} end`,
  `create trigger finished_order_days_after_update after update of ${KEPT_COLUMNS} on orders
     when ${changesDays}
     begin ${removeSqlite('old')} ${addSqlite('new')} end`,
  `create trigger finished_order_days_after_delete after delete on orders
     when ${isFinished('old')}
     begin ${removeSqlite('old')} end`,
];

const SQLITE_TRIGGER_NAMES = [
  'finished_order_days_after_insert',
  'finished_order_days_after_update',
  'finished_order_days_after_delete',
];

// The two days an update touches are locked in a fixed order (by key) so that concurrent updates
// cannot deadlock on them.
const postgresFunction = `create function finished_order_days_keep() returns trigger
  language plpgsql as $$
  declare
    old_in boolean := false;
    new_in boolean := false;
    old_key text;
    new_key text;
  begin
    if tg_op <> 'INSERT' then
      old_in := ${isFinished('old')};
      old_key := old.status || '|' || ${dayOf('old')} || '|' || old.zone_id || '|' || old.product;
    end if;
    if tg_op <> 'DELETE' then
      new_in := ${isFinished('new')};
      new_key := new.status || '|' || ${dayOf('new')} || '|' || new.zone_id || '|' || new.product;
    end if;
    if old_in and new_in and old_key = new_key then
      if old.quantity = new.quantity and old.total_cents = new.total_cents then
        return null;
      end if;
      update finished_order_days set
          quantity = quantity - old.quantity + new.quantity,
          total_cents = total_cents - old.total_cents + new.total_cents
        where status = old.status and day = ${dayOf('old')} and zone_id = old.zone_id
          and product = old.product;
      return null;
    end if;
    if new_in and (not old_in or new_key < old_key) then
      insert into finished_order_days as f
          (status, day, zone_id, product, orders_count, quantity, total_cents)
        values (new.status, ${dayOf('new')}, new.zone_id, new.product, 1, new.quantity, new.total_cents)
        on conflict (status, day, zone_id, product) do update set
          orders_count = f.orders_count + 1,
          quantity = f.quantity + excluded.quantity,
          total_cents = f.total_cents + excluded.total_cents;
    end if;
    if old_in then
      update finished_order_days set
          orders_count = orders_count - 1,
          quantity = quantity - old.quantity,
          total_cents = total_cents - old.total_cents
        where status = old.status and day = ${dayOf('old')} and zone_id = old.zone_id
          and product = old.product;
    end if;
    if new_in and old_in and new_key > old_key then
      insert into finished_order_days as f
          (status, day, zone_id, product, orders_count, quantity, total_cents)
        values (new.status, ${dayOf('new')}, new.zone_id, new.product, 1, new.quantity, new.total_cents)
        on conflict (status, day, zone_id, product) do update set
          orders_count = f.orders_count + 1,
          quantity = f.quantity + excluded.quantity,
          total_cents = f.total_cents + excluded.total_cents;
    end if;
    return null;
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('finished_order_days')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('zone_id', 'integer', (column) => column.notNull())
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('orders_count', 'bigint', (column) => column.notNull())
    .addColumn('quantity', 'bigint', (column) => column.notNull())
    .addColumn('total_cents', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('finished_order_days_pkey', ['status', 'day', 'zone_id', 'product'])
    // SQLite: the table is its primary key, so a range of days is read from one b-tree
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql
    .raw(
      `insert into finished_order_days
         (status, day, zone_id, product, orders_count, quantity, total_cents)
       select status, substr(created_at, 1, 10), zone_id, product,
         count(*), sum(quantity), sum(total_cents)
       from orders where ${FINISHED}
       group by status, substr(created_at, 1, 10), zone_id, product`,
    )
    .execute(db);
  if (postgres) {
    await sql.raw(postgresFunction).execute(db);
    await sql
      .raw(
        `create trigger finished_order_days_keep
           after insert or delete or update of ${KEPT_COLUMNS} on orders
           for each row execute function finished_order_days_keep()`,
      )
      .execute(db);
  } else {
    for (const statement of sqliteTriggers) await sql.raw(statement).execute(db);
  }
  await sql
    .raw(
      `create index orders_finished_employee_index on orders
         (employee_id, id, created_at, status, zone_id, product, quantity, total_cents, deleted_at)
         where ${FINISHED}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_finished_employee_index`.execute(db);
  if (isPostgres(db)) {
    await sql`drop trigger finished_order_days_keep on orders`.execute(db);
    await sql`drop function finished_order_days_keep()`.execute(db);
  } else {
    for (const name of SQLITE_TRIGGER_NAMES) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('finished_order_days').execute();
}
