import { sql, type Kysely } from 'kysely';
import { centsType, oneOf, timestampType, withId, withTimestamps } from './schema-helpers';

// Delivery routes: for a day, a vehicle, a driver and an optional helper (staff users), and their
// stops, an order each, in sequence. A route is planned → out → closed (an administrator may
// reopen a closed one: out again). Closing keeps the cash count: expected (the delivered cash
// orders), counted and their difference, in integer cents, with who closed it.
// What must hold under concurrency is the database's: one route per vehicle per day and one per
// driver per day (among the routes not deleted), and an order on one route at a time (a stop
// holds its order while it is live, not removed, and pending or delivered; a stop not delivered
// lets the order go back to the board). Deletes are soft: a deleted route and a removed stop keep
// their rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('delivery_routes'))
      .addColumn('route_date', 'text', (column) => column.notNull())
      .addColumn('vehicle_id', 'integer', (column) => column.notNull().references('vehicles.id'))
      .addColumn('driver_id', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('helper_id', 'integer', (column) => column.references('users.id'))
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('planned'))
      .addColumn('departed_at', timestampType)
      .addColumn('closed_at', timestampType)
      .addColumn('closed_by', 'integer', (column) => column.references('users.id'))
      .addColumn('cash_expected_cents', centsType)
      .addColumn('cash_counted_cents', centsType)
      .addColumn('cash_difference_cents', centsType)
      .addCheckConstraint(
        'delivery_routes_status_check',
        oneOf('status', ['planned', 'out', 'closed']),
      )
      .addCheckConstraint(
        'delivery_routes_helper_check',
        sql`helper_id is null or helper_id <> driver_id`,
      ),
  )
    .addColumn('deleted_at', timestampType)
    .execute();
  await sql`create unique index delivery_routes_vehicle_day_unique
    on delivery_routes (vehicle_id, route_date) where deleted_at is null`.execute(db);
  await sql`create unique index delivery_routes_driver_day_unique
    on delivery_routes (driver_id, route_date) where deleted_at is null`.execute(db);
  await db.schema
    .createIndex('delivery_routes_route_date_index')
    .on('delivery_routes')
    .columns(['route_date', 'id'])
    .execute();

  await withId(db, db.schema.createTable('delivery_stops'))
    .addColumn('route_id', 'integer', (column) => column.notNull().references('delivery_routes.id'))
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('outcome', 'text')
    .addColumn('reason', 'text')
    .addColumn('dispensed_litres', 'integer')
    .addColumn('recorded_at', timestampType)
    .addColumn('recorded_by', 'integer', (column) => column.references('users.id'))
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .addColumn('removed_at', timestampType)
    .addCheckConstraint(
      'delivery_stops_outcome_check',
      sql`outcome is null or outcome in ('delivered', 'not_delivered')`,
    )
    .addCheckConstraint(
      'delivery_stops_reason_check',
      sql`reason is null or reason in ('nobody_home', 'refused', 'wrong_address', 'no_access')`,
    )
    .execute();
  await sql`create unique index delivery_stops_order_live_unique
    on delivery_stops (order_id)
    where removed_at is null and (outcome is null or outcome = 'delivered')`.execute(db);
  await db.schema
    .createIndex('delivery_stops_route_index')
    .on('delivery_stops')
    .columns(['route_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_stops').execute();
  await db.schema.dropTable('delivery_routes').execute();
}
