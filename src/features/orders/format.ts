import type { Order } from '@/api/orders';
import { BUSINESS_TIME_ZONE, formatLocale } from '@/lib/format/locale';
import { formatDateTime, formatDay } from '@/lib/format/date-time';
import { formatCents, pesosToCents } from '@/lib/money/money';

/** An ISO 8601 instant as a date and time in Mexico City (`23 nov 2026, 12:17 p.m.`), '' for none. */
export function formatOrderDateTime(iso: string | null, language: string): string {
  return iso === null ? '' : formatDateTime(iso, language, 'medium');
}

/** A calendar day (`YYYY-MM-DD`) as the language writes it (`24 de septiembre de 2026`). */
export function formatOrderDay(day: string, language: string): string {
  return formatDay(day, language, 'long');
}

const compact = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO 8601 instant as a short day and a 24-hour time in Mexico City, for the list's two-line
 * cell: `['23/11/26', '12:17']` (month first in English).
 */
export function orderListDateTime(iso: string, language: string): [day: string, time: string] {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [iso, ''];
  const locale = formatLocale(language);
  let format = compact.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: BUSINESS_TIME_ZONE,
    });
    compact.set(locale, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  const day =
    locale === 'en-US'
      ? `${part('month')}/${part('day')}/${part('year')}`
      : `${part('day')}/${part('month')}/${part('year')}`;
  return [day, `${part('hour')}:${part('minute')}`];
}

/** A pesos amount from the server as Mexican pesos with two decimals (`$1,234.50`). */
export function formatOrderMoney(pesos: number): string {
  return formatCents(pesosToCents(pesos));
}

/** Names an order for people (row actions, dialogs, toasts): its folio. */
export function orderLabel(order: Pick<Order, 'folio'>): string {
  return order.folio;
}
