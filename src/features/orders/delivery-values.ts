import type { Order } from '@/api/orders';
import { isCalendarDay } from '@/components/date-field/calendar-day';
import { formatDay } from '@/lib/format/date-time';
import { formatLocale } from '@/lib/format/locale';
import { isEmpty, required } from '@/lib/validation/rules';
import type { Rule, ValidationMessage } from '@/lib/validation/rules';

// When an order is to be delivered: a calendar day (today by default, never before the day the
// order was taken) and an optional window, "Desde" and "Hasta" in 24-hour HH:MM, both or neither,
// the end after the start. The server checks the same; these rules say it first, in the user's
// language.

/** The delivery fields of the order form, as typed ('' for an empty time). */
export interface DeliveryValues {
  delivery_date: string;
  delivery_window_start: string;
  delivery_window_end: string;
}

export type DeliveryField = keyof DeliveryValues;

export const DELIVERY_FIELDS: readonly DeliveryField[] = [
  'delivery_date',
  'delivery_window_start',
  'delivery_window_end',
];

/** A time of day typed as `9:00`, `09:00` or `09.00`, as the server takes it (`09:00`); or null. */
export function parseTime(text: string): string | null {
  const match = /^\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*$/.exec(text);
  if (match === null) return null;
  return `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`;
}

const timeRule: Rule<string> = (value) =>
  isEmpty(value) || parseTime(value) !== null ? null : { key: 'orders:errors.time' };

/** The day a form starts from for an order taken on `today`, or the order's own. */
export const deliveryValuesOf = (order: Order | null, today: string): DeliveryValues => ({
  delivery_date: order?.delivery_date ?? today,
  delivery_window_start: order?.delivery_window_start ?? '',
  delivery_window_end: order?.delivery_window_end ?? '',
});

/**
 * The rules of the delivery fields: a real day, not before `takenOn` (the day the order was or is
 * taken; '' checks no bound), and a window with both times or none, the end after the start.
 */
export function deliveryRules(
  values: DeliveryValues,
  takenOn: string,
): Record<DeliveryField, Rule<string>[]> {
  const start = parseTime(values.delivery_window_start);
  const end = parseTime(values.delivery_window_end);
  const day: Rule<string> = (value): ValidationMessage | null => {
    if (isEmpty(value)) return null;
    if (!isCalendarDay(value)) return { key: 'validation:day' };
    return takenOn !== '' && value < takenOn ? { key: 'orders:errors.deliveryBeforeOrder' } : null;
  };
  const missing =
    (other: string): Rule<string> =>
    (value) =>
      isEmpty(value) && !isEmpty(other) ? { key: 'orders:errors.windowIncomplete' } : null;
  const afterStart: Rule<string> = () =>
    start !== null && end !== null && end <= start ? { key: 'orders:errors.windowReversed' } : null;
  return {
    delivery_date: [required(), day],
    delivery_window_start: [timeRule, missing(values.delivery_window_end)],
    delivery_window_end: [timeRule, missing(values.delivery_window_start), afterStart],
  };
}

/** The delivery as the server takes it: the day, and the window or none (null clears it). */
export function deliveryBody(values: DeliveryValues) {
  const start = parseTime(values.delivery_window_start);
  const end = parseTime(values.delivery_window_end);
  const window = start !== null && end !== null;
  return {
    delivery_date: values.delivery_date,
    delivery_window_start: window ? start : null,
    delivery_window_end: window ? end : null,
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in figures, as the list writes it: `27/11/2026` (`11/27/2026` in English). */
export function formatDeliveryDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return day;
  const locale = formatLocale(language);
  let format = dayFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/** The delivery window as `09:00–13:00`, or null without one. */
export function deliveryWindowText(
  order: Pick<Order, 'delivery_window_start' | 'delivery_window_end'>,
): string | null {
  const { delivery_window_start: start, delivery_window_end: end } = order;
  return start === null || end === null ? null : `${start}–${end}`;
}

/**
 * The day and window of a delivery: `27/11/2026 · 09:00–13:00`, or the day alone; `long` writes
 * the day in words (`27 de noviembre de 2026 · 09:00–13:00`).
 */
export function formatDelivery(
  order: Pick<Order, 'delivery_date' | 'delivery_window_start' | 'delivery_window_end'>,
  language: string,
  style: 'figures' | 'long' = 'figures',
): string {
  const day =
    style === 'long'
      ? formatDay(order.delivery_date, language, 'long')
      : formatDeliveryDay(order.delivery_date, language);
  const window = deliveryWindowText(order);
  return window === null ? day : `${day} · ${window}`;
}
