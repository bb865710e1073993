import { sql, type RawBuilder } from 'kysely';
import type { OrdersTable } from '../../db/tables';
import type { FieldErrors } from '../../domain/errors';
import { ACTIVE_STATUSES } from '../../domain/order-status';
import { businessToday } from '../../lib/business-time';

// When an order is to be delivered: a calendar day (by default the day it is taken, in the
// business time zone) and an optional window `HH:MM`–`HH:MM` (both ends or none, the end after the
// start). The due lists: orders still new or in process whose day is today ("due today") or has
// passed ("overdue"), read from the partial index orders_due_index (migration
// 2026_11_27_1400_add_order_delivery_schedule).

export type DeliveryFields = Pick<
  OrdersTable,
  'delivery_date' | 'delivery_window_start' | 'delivery_window_end'
>;

/** What a create or edit body may say of the delivery (every field optional). */
export interface DeliveryBody {
  delivery_date?: string | undefined;
  delivery_window_start?: string | null | undefined;
  delivery_window_end?: string | null | undefined;
}

export type DueFilter = 'today' | 'overdue';

/** The business day (America/Mexico_City) of an ISO instant. */
export const businessDayOf = (iso: string): string => businessToday(Date.parse(iso));

/**
 * The delivery of an order as saved: on create (no `existing`) the day defaults to `today` and
 * the window to none; on edit an omitted field keeps its value and a null window end clears it.
 * Problems go to `errors`, by field: a window with one end, an end not after its start, a day
 * before the one the order was taken (`takenOn`).
 */
export function resolveDelivery(
  body: DeliveryBody,
  existing: DeliveryFields | null,
  takenOn: string,
  errors: FieldErrors,
): DeliveryFields {
  const day = body.delivery_date ?? existing?.delivery_date ?? takenOn;
  const start =
    body.delivery_window_start === undefined
      ? (existing?.delivery_window_start ?? null)
      : body.delivery_window_start;
  const end =
    body.delivery_window_end === undefined
      ? (existing?.delivery_window_end ?? null)
      : body.delivery_window_end;
  // a day kept as it was is not checked again: an order taken days ago stays editable
  if (day !== existing?.delivery_date && day < takenOn)
    errors.delivery_date = ['deliveryDateBeforeOrder'];
  if (start === null && end !== null) errors.delivery_window_start = ['deliveryWindowIncomplete'];
  else if (start !== null && end === null)
    errors.delivery_window_end = ['deliveryWindowIncomplete'];
  else if (start !== null && end !== null && end <= start)
    errors.delivery_window_end = ['deliveryWindowReversed'];
  return { delivery_date: day, delivery_window_start: start, delivery_window_end: end };
}

/** The index of the due lists: (delivery_date, id) of the orders new or in process. */
export const DUE_INDEX = 'orders_due_index';

/**
 * The due filter as conditions on `o`, with the index's predicate written as it is there (so that
 * both engines see the index holds every row), `today` the business day of now.
 */
export function dueCondition(due: DueFilter, today: string | undefined): RawBuilder<unknown> {
  if (today === undefined) throw new Error('the due filter needs the day of today');
  const statuses = sql.join(ACTIVE_STATUSES.map((status) => sql.lit(status)));
  const day = due === 'today' ? sql`o.delivery_date = ${today}` : sql`o.delivery_date < ${today}`;
  return sql`o.status in (${statuses}) and ${day}`;
}
