import type { OrderStatus, PaymentMethod } from '@/api/orders';

// The status flow as the screens show it (the server enforces it, and tells each order's next
// statuses in `allowed_statuses`): new → in_process → completed, or cancelled (with a reason) from
// new or in_process. Completed and cancelled are final. The statuses' order and colours are shared
// with the dashboard: `@/lib/orders/status`.

/** The statuses of the Cancelados tab (the server's finished list). */
export const FINISHED_STATUSES = ['completed', 'cancelled'] as const;
export type FinishedStatus = (typeof FINISHED_STATUSES)[number];

export function isFinishedStatus(value: unknown): value is FinishedStatus {
  return value === 'completed' || value === 'cancelled';
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'wallet'];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return value === 'cash' || value === 'card' || value === 'wallet';
}

/** A completed or cancelled order is closed: it no longer moves nor changes. */
export function isClosed(status: OrderStatus): boolean {
  return status === 'completed' || status === 'cancelled';
}

/** An order can be edited while it is new or in process and not deleted. */
export function isEditable(order: { status: OrderStatus; deleted_at: string | null }): boolean {
  return order.deleted_at === null && !isClosed(order.status);
}

/** The moves offered on an order, in the order of the flow (cancel last). */
export function statusMoves(allowed: readonly OrderStatus[]): OrderStatus[] {
  const order: OrderStatus[] = ['in_process', 'completed', 'cancelled'];
  return order.filter((status) => allowed.includes(status));
}

/** The longest cancellation reason the server takes. */
export const REASON_MAX_LENGTH = 500;
