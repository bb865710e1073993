import type { ProductKind } from '@/api/prices';

/** The kinds of regulated maximum: per kg of gas in cylinders, per litre of stationary gas. */
export const PRODUCT_KINDS: readonly ProductKind[] = ['cylinder_kg', 'stationary_litre'];

export function isProductKind(value: unknown): value is ProductKind {
  return typeof value === 'string' && (PRODUCT_KINDS as readonly string[]).includes(value);
}

/** Days between two calendar days (YYYY-MM-DD), `to` excluded. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The range the figures cover when the filter gives none: the last 90 days to today. */
export function summaryRange(
  range: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = range.to ?? (range.from && range.from > today ? range.from : today);
  const from = range.from ?? addDays(to, -89);
  return { from, to };
}

/** Whether a calendar day (YYYY-MM-DD) is a Sunday, the first day of a regulated week. */
export function isSunday(day: string): boolean {
  return new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay() === 0;
}

/** The Sunday that starts the week (Sunday to Saturday) of a calendar day. */
export function sundayOf(day: string): string {
  return addDays(day, -new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay());
}
