import { formatTime } from '@/lib/format/date-time';
import { BUSINESS_TIME_ZONE, cachedFormatter, formatLocale } from '@/lib/format/locale';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When an entry happened, in Mexico City and the user's language, to the second (the trail's
 * entries often come seconds apart): `['20 nov 2026', '12:15:07 p.m.']`.
 */
export function auditWhen(iso: string, language: string): [day: string, time: string] {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [iso, ''];
  const locale = formatLocale(language);
  const day = cachedFormatter(
    dayFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE }),
  ).format(date);
  return [day, formatTime(date, language, true)];
}

/** The same on one line: `20 nov 2026, 12:15:07 p.m.`. */
export function auditWhenText(iso: string, language: string): string {
  return auditWhen(iso, language).filter(Boolean).join(', ');
}
