import type { Order, Product } from '@/api/orders';
import { formatCents, pesosToCents } from '@/lib/money';

/** The business's time zone: every date of an order is shown as it was in Mexico City. */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** Mexican Spanish for Spanish, US English for both English variants. */
function localeOf(language: string): string {
  return language.toLowerCase().startsWith('en') ? 'en-US' : 'es-MX';
}

/** An ISO 8601 instant as a date and time in Mexico City (`23 nov 2026, 12:17`), '' for none. */
export function formatOrderDateTime(iso: string | null, language: string): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeOf(language);
  let format = dateTimes.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    });
    dateTimes.set(locale, format);
  }
  return format.format(date);
}

const days = new Map<string, Intl.DateTimeFormat>();

const shortDateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO 8601 instant as a short date and a 24-hour time in Mexico City (`23/11/26, 12:17`; month
 * first in English), for lists.
 */
export function formatOrderShortDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeOf(language);
  let format = shortDateTimes.get(locale);
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
    shortDateTimes.set(locale, format);
  }
  return format.format(date);
}

/** A calendar day (`YYYY-MM-DD`) as the language writes it (`24 sept 2026`); the text if not a day. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  const locale = localeOf(language);
  let format = days.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    days.set(locale, format);
  }
  return format.format(date);
}

/** A pesos amount from the server as Mexican pesos with two decimals (`$1,234.50`). */
export function formatOrderMoney(pesos: number): string {
  return formatCents(pesosToCents(pesos));
}

export const PRODUCTS: readonly Product[] = [
  'cylinder_10kg',
  'cylinder_20kg',
  'cylinder_30kg',
  'cylinder_45kg',
  'stationary_litre',
];

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}

/** Cylinders are sold per unit, the stationary tank per litre. */
export function unitOf(product: Product): 'units' | 'litres' {
  return product === 'stationary_litre' ? 'litres' : 'units';
}

/** Names an order for people (row actions, dialogs, toasts): its folio. */
export function orderLabel(order: Pick<Order, 'folio'>): string {
  return order.folio;
}
