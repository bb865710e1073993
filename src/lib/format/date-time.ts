import { BUSINESS_TIME_ZONE, cachedFormatter, formatLocale } from './locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, name: string, options: Intl.DateTimeFormatOptions) {
  const locale = formatLocale(language);
  return cachedFormatter(
    formatters,
    `${locale}:${name}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

// en-CA writes a date as YYYY-MM-DD
const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (YYYY-MM-DD in Mexico City) of an instant. */
export function businessDay(instant: string | Date): string {
  const date = typeof instant === 'string' ? parse(instant) : instant;
  return date ? calendarDay.format(date) : '';
}

/**
 * An ISO 8601 instant as a date and time in Mexico City, written the way of the user's language:
 * `short` is `18/06/25, 14:05`; `medium` is `18 jun 2025, 2:05 p.m.` (`Jun 18, 2025, 2:05 PM`).
 */
export function formatDateTime(
  iso: string,
  language: string,
  style: 'short' | 'medium' = 'short',
): string {
  const date = parse(iso);
  if (!date) return iso;
  return formatter(language, `dateTime-${style}`, {
    dateStyle: style,
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** The time of day of an instant in Mexico City: `14:05`, or `2:05 PM` in English. */
export function formatTime(iso: string | Date, language: string, withSeconds = false): string {
  const date = typeof iso === 'string' ? parse(iso) : iso;
  if (!date) return String(iso);
  return formatter(language, withSeconds ? 'timeSeconds' : 'time', {
    hour: 'numeric',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** Day and month of an instant in Mexico City, with its time: `12 jun, 14:05`. */
export function formatDayTime(iso: string, language: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return formatter(language, 'dayTime', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

function dayDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/**
 * A calendar day (YYYY-MM-DD, already a business day) as text: `short` is `12 jun`, `long` is
 * `12 de junio de 2025`. The day is written as it is, never shifted by a time zone.
 */
export function formatDay(
  day: string,
  language: string,
  style: 'short' | 'long' = 'short',
): string {
  const date = dayDate(day);
  if (!date) return day;
  return formatter(
    language,
    `day-${style}`,
    style === 'short'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(date);
}

/**
 * Two calendar days (YYYY-MM-DD) as one range, the way of the user's language: `short` is
 * `4–10 de oct de 2026` (`Oct 4 – 10, 2026`), `long` writes the months in full.
 */
export function formatDayRange(
  from: string,
  to: string,
  language: string,
  style: 'short' | 'long' = 'short',
): string {
  const start = dayDate(from);
  const end = dayDate(to);
  if (!start || !end || end < start) return `${from} – ${to}`;
  return formatter(language, `dayRange-${style}`, {
    day: 'numeric',
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(start, end);
}
