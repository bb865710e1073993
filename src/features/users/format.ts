import { BUSINESS_TIME_ZONE, formatLocale } from '@/lib/format';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO 8601 instant as a date and time in Mexico City, written the way of the user's language:
 * `10 jun 2025, 12:30 p.m.` in Spanish, `Jun 10, 2025, 12:30 PM` in English.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = formatLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/** "Name Lastname". */
export function fullName(user: { name: string; last_name: string }): string {
  return `${user.name} ${user.last_name}`.trim();
}
