import type { Static } from '@sinclair/typebox';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { AuthContext } from '../../auth/authenticate';
import type { ChangeOrderStatusBody, CreateOrderBody, UpdateOrderBody } from './schemas';
import type { OrdersTable, OrderStatusValue } from '../../db/tables';
import {
  FINISHED_STATUSES,
  INITIAL_STATUS,
  planStatusChange,
  timestampColumnOf,
  type StatusChange,
} from '../../domain/order-status';
import { isStaffRole } from '../../domain/roles';
import { DomainError, notFound } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import { getOrderDetail, getOrderView, type OrderDetailView, type OrderView } from './repository';
import {
  findOrderRow,
  insertNewOrderRow,
  insertStatusChange,
  lockOrderRow,
  updateOrderRow,
} from './order-rows';
import { settleOrderPayment } from './payment';
import { resolveOrder, searchTextOf } from './order-fields';

// Orders: the whole order is sent on create and on edit; the status moves only along the flow of
// domain/order-status; every write, its wallet movement and their audit entries share one
// transaction.
// Edits: a completed, cancelled or deleted order is no longer edited (409). On PUT an omitted
// optional field keeps its value and null clears it; an omitted unit_price keeps the current one
// unless zone or product change, then the price in force applies. References that do not change
// are not checked again (an order keeps its employee even after that account is deleted).

type CreateBody = Static<typeof CreateOrderBody>;
type UpdateBody = Static<typeof UpdateOrderBody>;

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
    const written = await insertNewOrderRow(
      trx,
      context.dialect,
      {
        ...resolved.fields,
        status: INITIAL_STATUS,
        cancellation_reason: null,
        created_by: actorId,
        created_at: at,
        updated_at: at,
        in_process_at: null,
        completed_at: null,
        cancelled_at: null,
        deleted_at: null,
      },
      (folio) => searchTextOf(folio, resolved),
    );
    const { id: orderId, folio } = written;
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
      after: written,
      at,
    });
    // inserted above: nothing is held against it in the ledger yet
    await settleOrderPayment(
      trx,
      { ...resolved.fields, id: orderId, folio, status: INITIAL_STATUS },
      actorId,
      at,
      origin,
      [],
    );
    return orderId;
  });
  return getOrderDetail(context.db, id);
}

/**
 * Why an order takes no more changes (no edit here, no place on a delivery route): it is deleted,
 * or completed or cancelled (the final statuses); null while it is open. Each caller answers it
 * in its own words.
 */
export function orderClosedBy(order: {
  status: OrderStatusValue;
  deleted_at: string | null;
}): 'deleted' | (typeof FINISHED_STATUSES)[number] | null {
  if (order.deleted_at !== null) return 'deleted';
  return FINISHED_STATUSES.find((status) => status === order.status) ?? null;
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
  await context.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, context.dialect, id);
    if (row === undefined) throw notFound();
    const at = isoAt(context.clock()); // after the lock: stamped in the order applied
    const closed = orderClosedBy(row);
    if (closed !== null)
      throw new DomainError(409, closed === 'deleted' ? 'orderDeleted' : 'orderClosed');
    const target = body.status ?? row.status;
    const change =
      target === row.status
        ? null
        : planStatusChange(row, target, body.cancellation_reason, 'cancellation_reason');
    const resolved = await resolveOrder(trx, context, body, row);
    const updated = await updateOrderRow(
      trx,
      context.dialect,
      id,
      {
        ...resolved.fields,
        search_text: searchTextOf(row.folio, resolved),
        updated_at: at,
        ...(change === null ? {} : statusColumns(change, at)),
      },
      row.status,
    );
    if (updated === undefined) throw new DomainError(409, 'orderChangedMeanwhile');
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
      after: updated,
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
  await context.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, context.dialect, id);
    if (row === undefined) throw notFound();
    const at = isoAt(context.clock()); // after the lock: stamped in the order applied
    const change = planStatusChange(row, body.status, body.reason);
    const updated = await updateOrderRow(
      trx,
      context.dialect,
      id,
      { ...statusColumns(change, at), updated_at: at },
      row.status,
    );
    if (updated === undefined) throw new DomainError(409, 'orderChangedMeanwhile');
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
      after: updated,
      at,
    });
    // a cancellation refunds a wallet payment: a movement on the trail too. A status change
    // keeps the payment method, and the ledger holds nothing against an order not paid by wallet
    // (its last write settled it): only a wallet-paid order's charges are read
    await settleOrderPayment(
      trx,
      { ...row, status: change.to },
      actorId,
      at,
      origin,
      row.payment_method === 'wallet' ? undefined : [],
    );
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
  await context.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, context.dialect, id);
    if (row === undefined) throw notFound();
    const at = isoAt(context.clock()); // after the lock: stamped in the order applied
    if ((row.deleted_at !== null) === deleted) return;
    const updated = await updateOrderRow(trx, context.dialect, id, {
      deleted_at: deleted ? at : null,
    });
    await recordAudit(trx, origin, {
      action: deleted ? 'delete' : 'restore',
      entity: 'order',
      entityId: id,
      before: row,
      after: updated,
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
