// The default date range of the star clients: calendar days (YYYY-MM-DD) in the business's time
// zone, America/Mexico_City, as the server reads them.
import type { DateRange } from '@/components/data-grid/date-range';

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
