import { randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { AuthContext } from '../../auth/authenticate';
import type { ChangeOrderStatusBody, CreateOrderBody, UpdateOrderBody } from '../prices/schemas';
import type { Database, OrdersTable } from '../../db/tables';
import { folioOf } from '../../domain/order-folio';
import {
  INITIAL_STATUS,
  isFinal,
  planStatusChange,
  timestampColumnOf,
  type StatusChange,
} from '../../domain/order-status';
import { isStaffRole } from '../../domain/roles';
import { orderSearchText } from '../../domain/search-texts';
import { DomainError, notFound, unprocessable, type FieldErrors } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import { exactCents } from '../../lib/money';
import {
  findOrderRow,
  getOrderDetail,
  getOrderView,
  insertOrderRow,
  insertStatusChange,
  lockOrderRow,
  updateOrderRow,
  type OrderDetailView,
  type OrderRow,
  type OrderView,
} from './repository';
import { businessToday, defaultUnitPriceCents } from './price-in-force';
import { settleOrderPayment } from './payment';

// Orders: the whole order is sent on create and on edit; the status moves only along the flow of
// domain/order-status; every write, its wallet movement and their audit entries share one
// transaction.
// Edits: a completed, cancelled or deleted order is no longer edited (409). On PUT an omitted
// optional field keeps its value and null clears it; an omitted unit_price keeps the current one
// unless zone or product change, then the price in force applies. References that do not change
// are not checked again (an order keeps its employee even after that account is deleted).

type CreateBody = Static<typeof CreateOrderBody>;
type UpdateBody = Static<typeof UpdateOrderBody>;

/** The largest total an order may reach: the contract's Money maximum. */
const MAX_TOTAL_CENTS = 10_000_000 * 100;

const STAFF_TYPES = new Set(['empleado', 'administrador']);

type OrderFields = Pick<
  OrdersTable,
  | 'customer_id'
  | 'customer_name'
  | 'customer_phone'
  | 'address'
  | 'zone_id'
  | 'location_id'
  | 'employee_id'
  | 'product'
  | 'quantity'
  | 'unit_price_cents'
  | 'total_cents'
  | 'payment_method'
  | 'notes'
>;

interface ResolvedOrder {
  fields: OrderFields;
  employeeName: string | null;
}

const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

const changed = <T>(existing: OrderRow | null, read: (row: OrderRow) => T, value: T): boolean =>
  existing === null || read(existing) !== value;

async function checkZone(db: Kysely<Database>, zoneId: number, errors: FieldErrors) {
  const zone = await db
    .selectFrom('zones')
    .select('deleted_at')
    .where('id', '=', zoneId)
    .executeTakeFirst();
  if (zone === undefined) errors.zone_id = ['unknownReference'];
  else if (zone.deleted_at !== null) errors.zone_id = ['zoneDeleted'];
}

async function checkLocation(
  db: Kysely<Database>,
  locationId: number,
  zoneId: number,
  errors: FieldErrors,
) {
  const location = await db
    .selectFrom('locations')
    .select(['zone_id', 'deleted_at'])
    .where('id', '=', locationId)
    .executeTakeFirst();
  if (location === undefined || location.deleted_at !== null)
    errors.location_id = ['unknownReference'];
  else if (location.zone_id !== zoneId) errors.location_id = ['locationNotInZone'];
}

const findPerson = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('users')
    .select(['name', 'last_name', 'type_user', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Validates the references and works out price and total; every problem in one 422. */
async function resolveOrder(
  trx: Transaction<Database>,
  context: AppContext,
  body: CreateBody,
  existing: OrderRow | null,
): Promise<ResolvedOrder> {
  const errors: FieldErrors = {};
  for (const field of ['customer_name', 'customer_phone', 'address'] as const)
    if (body[field].trim() === '') errors[field] = ['required'];
  const zoneId = body.zone_id;
  const locationId = keep(body.location_id, existing?.location_id ?? null);
  const employeeId = keep(body.employee_id, existing?.employee_id ?? null);
  const customerId = keep(body.customer_id, existing?.customer_id ?? null);
  const zoneChanged = changed(existing, (row) => row.zone_id, zoneId);
  if (zoneChanged) await checkZone(trx, zoneId, errors);
  if (
    locationId !== null &&
    (zoneChanged || changed(existing, (row) => row.location_id, locationId))
  )
    await checkLocation(trx, locationId, zoneId, errors);

  let employeeName: string | null = null;
  if (employeeId !== null) {
    const employee = await findPerson(trx, employeeId);
    const isNew = changed(existing, (row) => row.employee_id, employeeId);
    if (
      isNew &&
      (employee === undefined ||
        employee.deleted_at !== null ||
        !STAFF_TYPES.has(employee.type_user))
    )
      errors.employee_id = ['notAnEmployee'];
    else if (employee !== undefined) employeeName = `${employee.name} ${employee.last_name}`;
  }
  if (customerId !== null && changed(existing, (row) => row.customer_id, customerId)) {
    const customer = await findPerson(trx, customerId);
    if (customer === undefined || customer.deleted_at !== null || customer.type_user !== 'usuario')
      errors.customer_id = ['notACustomer'];
  }
  if (body.payment_method === 'wallet' && customerId === null)
    errors.payment_method = ['walletNeedsCustomer'];

  let unitCents: number | undefined;
  if (body.unit_price !== undefined) {
    unitCents = exactCents(body.unit_price) ?? undefined;
    if (unitCents === undefined) errors.unit_price = ['tooManyDecimals'];
  } else if (
    existing !== null &&
    existing.zone_id === zoneId &&
    existing.product === body.product
  ) {
    unitCents = existing.unit_price_cents;
  } else if (errors.zone_id === undefined) {
    unitCents = await defaultUnitPriceCents(
      trx,
      context.dialect,
      zoneId,
      body.product,
      businessToday(context.clock()),
    );
    if (unitCents === undefined) errors.unit_price = ['noPriceForZone'];
  }
  const totalCents = unitCents === undefined ? 0 : unitCents * body.quantity;
  if (totalCents > MAX_TOTAL_CENTS) errors.quantity = ['totalTooLarge'];
  if (Object.keys(errors).length > 0 || unitCents === undefined)
    throw unprocessable(errors, 'validationFailed');

  const notes = keep(body.notes, existing?.notes ?? null);
  return {
    employeeName,
    fields: {
      customer_id: customerId,
      customer_name: body.customer_name.trim(),
      customer_phone: body.customer_phone.trim(),
      address: body.address.trim(),
      zone_id: zoneId,
      location_id: locationId,
      employee_id: employeeId,
      product: body.product,
      quantity: body.quantity,
      unit_price_cents: unitCents,
      total_cents: totalCents,
      payment_method: body.payment_method,
      notes: notes === null || notes.trim() === '' ? null : notes.trim(),
    },
  };
}

const searchTextOf = (folio: string, resolved: ResolvedOrder): string =>
  orderSearchText({
    folio,
    customer_name: resolved.fields.customer_name,
    customer_phone: resolved.fields.customer_phone,
    employee_name: resolved.employeeName,
  });

/** The columns a status change writes. */
function statusColumns(change: StatusChange, at: string): Updateable<OrdersTable> {
  const columns: Updateable<OrdersTable> = { status: change.to };
  const stamped = timestampColumnOf(change.to);
  if (stamped !== null) columns[stamped] = at;
  if (change.to === 'cancelled') columns.cancellation_reason = change.reason;
  return columns;
}

export async function createOrder(
  context: AppContext,
  actorId: number,
  origin: AuditOrigin,
  body: CreateBody,
): Promise<OrderDetailView> {
  if (body.status !== undefined && body.status !== INITIAL_STATUS)
    throw new DomainError(409, 'transitionNotAllowed', { status: ['transitionNotAllowed'] });
  const at = isoAt(context.clock());
  const id = await context.db.transaction().execute(async (trx) => {
    const resolved = await resolveOrder(trx, context, body, null);
    // the folio comes from the id, known once the row exists
    const orderId = await insertOrderRow(trx, {
      ...resolved.fields,
      folio: `pending-${randomUUID()}`,
      search_text: '',
      status: INITIAL_STATUS,
      cancellation_reason: null,
      created_by: actorId,
      created_at: at,
      updated_at: at,
      in_process_at: null,
      completed_at: null,
      cancelled_at: null,
      deleted_at: null,
    });
    const folio = folioOf(orderId);
    await updateOrderRow(trx, orderId, { folio, search_text: searchTextOf(folio, resolved) });
    await insertStatusChange(trx, {
      order_id: orderId,
      from_status: null,
      to_status: INITIAL_STATUS,
      reason: null,
      user_id: actorId,
      created_at: at,
    });
    await recordAudit(trx, origin, {
      action: 'create',
      entity: 'order',
      entityId: orderId,
      after: await findOrderRow(trx, orderId),
      at,
    });
    await settleOrderPayment(
      trx,
      { ...resolved.fields, id: orderId, folio, status: INITIAL_STATUS },
      actorId,
      at,
      origin,
    );
    return orderId;
  });
  return getOrderDetail(context.db, id);
}

export async function updateOrder(
  context: AppContext,
  actorId: number,
  origin: AuditOrigin,
  id: number,
  body: UpdateBody,
): Promise<OrderDetailView> {
  if (body.id !== undefined && body.id !== id)
    throw new DomainError(400, 'validationFailed', { id: ['invalidValue'] });
  const at = isoAt(context.clock());
  await context.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, context.dialect, id);
    if (row === undefined) throw notFound();
    if (row.deleted_at !== null) throw new DomainError(409, 'orderDeleted');
    if (isFinal(row.status)) throw new DomainError(409, 'orderClosed');
    const target = body.status ?? row.status;
    const change =
      target === row.status
        ? null
        : planStatusChange(row, target, body.cancellation_reason, 'cancellation_reason');
    const resolved = await resolveOrder(trx, context, body, row);
    const updated = await updateOrderRow(
      trx,
      id,
      {
        ...resolved.fields,
        search_text: searchTextOf(row.folio, resolved),
        updated_at: at,
        ...(change === null ? {} : statusColumns(change, at)),
      },
      row.status,
    );
    if (!updated) throw new DomainError(409, 'orderChangedMeanwhile');
    if (change !== null)
      await insertStatusChange(trx, {
        order_id: id,
        from_status: change.from,
        to_status: change.to,
        reason: change.reason,
        user_id: actorId,
        created_at: at,
      });
    await recordAudit(trx, origin, {
      action: 'update',
      entity: 'order',
      entityId: id,
      before: row,
      after: await findOrderRow(trx, id),
      at,
    });
    await settleOrderPayment(
      trx,
      { ...resolved.fields, id, folio: row.folio, status: change?.to ?? row.status },
      actorId,
      at,
      origin,
    );
  });
  return getOrderDetail(context.db, id);
}

export async function changeOrderStatus(
  context: AppContext,
  actorId: number,
  origin: AuditOrigin,
  id: number,
  body: Static<typeof ChangeOrderStatusBody>,
): Promise<OrderDetailView> {
  const at = isoAt(context.clock());
  await context.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, context.dialect, id);
    if (row === undefined) throw notFound();
    const change = planStatusChange(row, body.status, body.reason);
    const updated = await updateOrderRow(
      trx,
      id,
      { ...statusColumns(change, at), updated_at: at },
      row.status,
    );
    if (!updated) throw new DomainError(409, 'orderChangedMeanwhile');
    await insertStatusChange(trx, {
      order_id: id,
      from_status: change.from,
      to_status: change.to,
      reason: change.reason,
      user_id: actorId,
      created_at: at,
    });
    await recordAudit(trx, origin, {
      action: 'status_change',
      entity: 'order',
      entityId: id,
      before: row,
      after: await findOrderRow(trx, id),
      at,
    });
    // a cancellation refunds a wallet payment: a movement on the trail too
    await settleOrderPayment(trx, { ...row, status: change.to }, actorId, at, origin);
  });
  return getOrderDetail(context.db, id);
}

/**
 * Soft delete and restore: sets or clears deleted_at and nothing else (the payment stays as it
 * is); a no-op (deleting a deleted order, restoring a live one) writes and records nothing.
 */
async function setOrderDeleted(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  deleted: boolean,
): Promise<OrderView> {
  const at = isoAt(context.clock());
  await context.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, context.dialect, id);
    if (row === undefined) throw notFound();
    if ((row.deleted_at !== null) === deleted) return;
    await updateOrderRow(trx, id, { deleted_at: deleted ? at : null });
    await recordAudit(trx, origin, {
      action: deleted ? 'delete' : 'restore',
      entity: 'order',
      entityId: id,
      before: row,
      after: await findOrderRow(trx, id),
      at,
    });
  });
  return getOrderView(context.db, id);
}

export const deleteOrder = (context: AppContext, origin: AuditOrigin, id: number) =>
  setOrderDeleted(context, origin, id, true);

export const restoreOrder = (context: AppContext, origin: AuditOrigin, id: number) =>
  setOrderDeleted(context, origin, id, false);

/** Staff see any order; a customer only their own. */
export async function getOrder(
  context: AppContext,
  auth: AuthContext,
  id: number,
): Promise<OrderDetailView> {
  const row = await findOrderRow(context.db, id);
  // another customer's order answers as a missing one: the answer does not tell it exists
  if (row === undefined || (!isStaffRole(auth.role) && row.customer_id !== auth.user.id))
    throw notFound();
  return getOrderDetail(context.db, id);
}
