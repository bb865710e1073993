import type { OrderStatusValue } from '../db/tables';
import { DomainError } from './errors';

// The status flow of an order, the one place that knows it:
//   new → in_process → completed
//   new or in_process → cancelled (with a reason)
// Completed and cancelled are final; a deleted order does not move until it is restored.

const nextStatuses: Readonly<Record<OrderStatusValue, readonly OrderStatusValue[]>> = {
  new: ['in_process', 'cancelled'],
  in_process: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Every order starts here. */
export const INITIAL_STATUS: OrderStatusValue = 'new';

/** The statuses of the Activos tab and of the Cancelados (finished) tab. */
export const ACTIVE_STATUSES = ['new', 'in_process'] as const satisfies readonly OrderStatusValue[];
export const FINISHED_STATUSES = [
  'completed',
  'cancelled',
] as const satisfies readonly OrderStatusValue[];

export const isFinal = (status: OrderStatusValue): boolean => nextStatuses[status].length === 0;

/** Where the order may go from here; nothing while it is deleted. */
export function allowedNextStatuses(order: {
  status: OrderStatusValue;
  deleted_at: string | null;
}): OrderStatusValue[] {
  return order.deleted_at === null ? [...nextStatuses[order.status]] : [];
}

export const canMove = (from: OrderStatusValue, to: OrderStatusValue): boolean =>
  nextStatuses[from].includes(to);

/** The column that records when an order reached a status (none for `new`: created_at). */
export type StatusTimestampColumn = 'in_process_at' | 'completed_at' | 'cancelled_at';

export function timestampColumnOf(status: OrderStatusValue): StatusTimestampColumn | null {
  switch (status) {
    case 'in_process':
      return 'in_process_at';
    case 'completed':
      return 'completed_at';
    case 'cancelled':
      return 'cancelled_at';
    case 'new':
      return null;
  }
}

export interface StatusChange {
  from: OrderStatusValue;
  to: OrderStatusValue;
  /** The trimmed cancellation reason; null unless cancelling. */
  reason: string | null;
}

/**
 * Checks a requested move and answers it with the reason to record. A move the flow does not allow
 * (including to the same status, or any move of a deleted order) is a 409; cancelling without a
 * reason is a 422 on `reason`.
 */
export function planStatusChange(
  order: { status: OrderStatusValue; deleted_at: string | null },
  to: OrderStatusValue,
  reason: string | null | undefined,
  reasonField: 'reason' | 'cancellation_reason' = 'reason',
): StatusChange {
  if (order.deleted_at !== null) throw new DomainError(409, 'orderDeleted');
  if (!canMove(order.status, to))
    throw new DomainError(409, 'transitionNotAllowed', { status: ['transitionNotAllowed'] });
  const trimmed = reason?.trim() ?? '';
  if (to === 'cancelled' && trimmed === '')
    throw new DomainError(422, 'cancellationReasonRequired', {
      [reasonField]: ['cancellationReasonRequired'],
    });
  return { from: order.status, to, reason: to === 'cancelled' ? trimmed : null };
}
