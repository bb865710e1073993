import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import type { AuthContext } from '../../auth/authenticate';
import type { RateRule } from '../../config';
import { notFound } from '../../domain/errors';
import { findOrderRow } from './order-rows';
import type { OrderDetailView } from './repository';
import type { DeliveryBody } from './delivery-schedule';
import { createOrder } from './service';

/**
 * "Order again" from a customer's home: at most this many new orders a user per hour, so that a
 * stuck button or a script cannot fill the dispatch board (counted in the database: it holds
 * across processes).
 */
export const REPEAT_ORDER_RULE: RateRule = { max: 10, windowSeconds: 3600 };

/**
 * A new order like one of the caller's own (as a customer): the same product, quantity, address,
 * zone, location and payment method, at the price in force today, delivered on the day and in the
 * window the customer asks for (today, any time, by default), created through the one path every
 * order takes (validation, folio, wallet debit, audit). Another's order, a deleted one or a
 * missing one: 404, the same answer.
 */
export async function repeatCustomerOrder(
  context: AppContext,
  auth: AuthContext,
  origin: AuditOrigin,
  id: number,
  delivery: DeliveryBody = {},
): Promise<OrderDetailView> {
  const row = await findOrderRow(context.db, id);
  if (row === undefined || row.customer_id !== auth.user.id || row.deleted_at !== null)
    throw notFound();
  await context.rateLimiter.consume(`repeatOrder:${String(auth.user.id)}`, REPEAT_ORDER_RULE);
  return createOrder(context, auth.user.id, origin, {
    customer_id: auth.user.id,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    address: row.address,
    zone_id: row.zone_id,
    location_id: row.location_id,
    product: row.product,
    quantity: row.quantity,
    payment_method: row.payment_method,
    notes: null,
    delivery_date: delivery.delivery_date,
    delivery_window_start: delivery.delivery_window_start,
    delivery_window_end: delivery.delivery_window_end,
  });
}
