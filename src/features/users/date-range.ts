/**
 * The date range of the star clients: calendar days (YYYY-MM-DD) in the business's time zone,
 * America/Mexico_City, as the server reads them. Kept in the url (`?from=…&to=…`).
 */
export interface DateRange {
  from: string;
  to: string;
}

/** Why a range is refused: keys of `users:starClients.range.` per field. */
export type RangeErrors = Partial<Record<keyof DateRange, 'required' | 'invalid' | 'fromAfterTo'>>;

const TIME_ZONE = 'America/Mexico_City';
// en-CA writes dates as YYYY-MM-DD
const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Mexico City, as YYYY-MM-DD. */
export function todayInMexico(now: Date = new Date()): string {
  return calendarDay.format(now);
}

/** The first day of the current month to today, in Mexico City. */
export function defaultRange(now: Date = new Date()): DateRange {
  const today = todayInMexico(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** A real calendar day written as YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Both days present and real, and `from` not after `to` (YYYY-MM-DD compares as text). */
export function validateRange(range: DateRange): RangeErrors {
  const errors: RangeErrors = {};
  for (const field of ['from', 'to'] as const) {
    if (range[field] === '') errors[field] = 'required';
    else if (!isCalendarDay(range[field])) errors[field] = 'invalid';
  }
  if (!errors.from && !errors.to && range.from > range.to) errors.from = 'fromAfterTo';
  return errors;
}

/** The range a url asks for; a missing day takes the default one. */
export function rangeFromSearch(search: URLSearchParams, now: Date = new Date()): DateRange {
  const fallback = defaultRange(now);
  return { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
}
