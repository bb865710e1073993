import type { Static } from '@sinclair/typebox';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Order, OrderDetail, OrderStatusChange } from './schemas';
import type { DialectName } from '../../db/database';
import type { Database, OrdersTable, ProductValue } from '../../db/tables';
import { allowedNextStatuses } from '../../domain/order-status';

export type OrderView = Static<typeof Order>;
export type OrderDetailView = Static<typeof OrderDetail>;
export type OrderStatusChangeView = Static<typeof OrderStatusChange>;
export type OrderRow = Selectable<OrdersTable>;

/** `indexed by <index>` on SQLite (its planner misjudges the NULL-heavy deleted_at index). */
export const indexHint = (dialect: DialectName, index: string | null) =>
  dialect === 'sqlite' && index !== null ? sql.raw(` indexed by ${index}`) : sql``;

/**
 * Integer cents as pesos, computed by the database (the same IEEE division as toPesos), so the
 * rows come out in their API shape: exports read a hundred thousand of them.
 */
const pesosOf = (column: 'orders.unit_price_cents' | 'orders.total_cents') =>
  sql<number>`cast(${sql.ref(column)} as double precision) / 100`;

const fromOrders = (db: Kysely<Database>) =>
  db
    .selectFrom('orders')
    .leftJoin('zones', 'zones.id', 'orders.zone_id')
    .leftJoin('locations', 'locations.id', 'orders.location_id')
    .leftJoin('users as employees', 'employees.id', 'orders.employee_id');

const employeeName = sql<
  string | null
>`${sql.ref('employees.name')} || ' ' || ${sql.ref('employees.last_name')}`;

/** The status of the route whose live stop holds the order (delivery_stops_order_live_unique). */
const routeStatus = sql<'planned' | 'out' | 'closed' | null>`(
  select r.status from delivery_stops as s
  inner join delivery_routes as r on r.id = s.route_id
  where s.order_id = orders.id and s.removed_at is null
    and (s.outcome is null or s.outcome = 'delivered'))`;

const selectOrderViews = (db: Kysely<Database>) =>
  fromOrders(db).select([
    'orders.id',
    'orders.folio',
    'orders.customer_id',
    'orders.customer_name',
    'orders.customer_phone',
    'orders.address',
    'orders.zone_id',
    'zones.name as zone_name',
    'orders.location_id',
    'locations.name as location_name',
    'orders.employee_id',
    employeeName.as('employee_name'),
    'orders.product',
    'orders.quantity',
    pesosOf('orders.unit_price_cents').as('unit_price'),
    pesosOf('orders.total_cents').as('total'),
    'orders.payment_method',
    'orders.status',
    'orders.cancellation_reason',
    'orders.notes',
    'orders.created_by',
    'orders.created_at',
    'orders.updated_at',
    'orders.in_process_at',
    'orders.completed_at',
    'orders.cancelled_at',
    'orders.deleted_at',
    'orders.delivery_date',
    'orders.delivery_window_start',
    'orders.delivery_window_end',
    routeStatus.as('route_status'),
  ]);

/** What an export prints of an order: fewer fields, as exports read a hundred thousand rows. */
export type OrderExportRow = Pick<
  OrderView,
  | 'id'
  | 'folio'
  | 'created_at'
  | 'customer_name'
  | 'customer_phone'
  | 'address'
  | 'zone_name'
  | 'location_name'
  | 'product'
  | 'quantity'
  | 'unit_price'
  | 'total'
  | 'payment_method'
  | 'status'
  | 'employee_name'
  | 'completed_at'
  | 'cancelled_at'
  | 'cancellation_reason'
  | 'delivery_date'
  | 'delivery_window_start'
  | 'delivery_window_end'
>;

const selectOrderExportRows = (db: Kysely<Database>) =>
  fromOrders(db).select([
    'orders.id',
    'orders.folio',
    'orders.created_at',
    'orders.customer_name',
    'orders.customer_phone',
    'orders.address',
    'zones.name as zone_name',
    'locations.name as location_name',
    'orders.product',
    'orders.quantity',
    pesosOf('orders.unit_price_cents').as('unit_price'),
    pesosOf('orders.total_cents').as('total'),
    'orders.payment_method',
    'orders.status',
    employeeName.as('employee_name'),
    'orders.completed_at',
    'orders.cancelled_at',
    'orders.cancellation_reason',
    'orders.delivery_date',
    'orders.delivery_window_start',
    'orders.delivery_window_end',
  ]);

/** Rows in the order of the ids. */
function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

export async function orderExportRowsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<OrderExportRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await selectOrderExportRows(db).where('orders.id', 'in', ids).execute());
}

/** The orders with these ids, in the order of the ids. */
export async function orderViewsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await selectOrderViews(db).where('orders.id', 'in', ids).execute());
}

export async function getOrderView(db: Kysely<Database>, id: number): Promise<OrderView> {
  return selectOrderViews(db).where('orders.id', '=', id).executeTakeFirstOrThrow();
}

/** The status timeline of an order, oldest first, with who made each change. */
export async function statusHistoryOf(
  db: Kysely<Database>,
  orderId: number,
): Promise<OrderStatusChangeView[]> {
  return db
    .selectFrom('order_status_changes')
    .leftJoin('users', 'users.id', 'order_status_changes.user_id')
    .select([
      'order_status_changes.id',
      'order_status_changes.from_status',
      'order_status_changes.to_status',
      'order_status_changes.reason',
      'order_status_changes.user_id',
      sql<string | null>`${sql.ref('users.name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'user_name',
      ),
      'order_status_changes.created_at',
    ])
    .where('order_status_changes.order_id', '=', orderId)
    .orderBy('order_status_changes.created_at')
    .orderBy('order_status_changes.id')
    .execute();
}

export async function getOrderDetail(db: Kysely<Database>, id: number): Promise<OrderDetailView> {
  const [order, history] = await Promise.all([getOrderView(db, id), statusHistoryOf(db, id)]);
  return { ...order, status_history: history, allowed_statuses: allowedNextStatuses(order) };
}

/**
 * The newest live orders, any status: a walk down the primary key (on SQLite said explicitly, as
 * its planner could otherwise pick the deleted_at index and sort every live order).
 */
export async function lastOrderViews(
  db: Kysely<Database>,
  dialect: DialectName,
  count: number,
): Promise<OrderView[]> {
  const { rows } = await sql<{ id: number }>`
    select o.id from orders as o${dialect === 'sqlite' ? sql` not indexed` : sql``}
    where o.deleted_at is null order by o.id desc limit ${count}`.execute(db);
  return orderViewsByIds(
    db,
    rows.map((row) => row.id),
  );
}

/** The unit price (cents) of the newest live order of a zone and product, if any. */
export async function lastUnitPriceUsed(
  db: Kysely<Database>,
  dialect: DialectName,
  zoneId: number,
  product: ProductValue,
): Promise<number | undefined> {
  const { rows } = await sql<{ unit_price_cents: number }>`
    select o.unit_price_cents from orders as o${indexHint(dialect, 'orders_zone_id_index')}
    where o.zone_id = ${zoneId} and o.product = ${product} and o.deleted_at is null
    order by o.id desc limit 1`.execute(db);
  return rows[0]?.unit_price_cents;
}
