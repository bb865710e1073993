import { formatDateTime as formatInstant } from '@/lib/format/date-time';

/**
 * An ISO 8601 instant as a date and time in Mexico City, written the way of the user's language:
 * `10 jun 2025, 12:30 p.m.` in Spanish, `Jun 10, 2025, 12:30 PM` in English.
 */
export function formatDateTime(iso: string, language: string): string {
  return formatInstant(iso, language, 'medium');
}

/** "Name Lastname". */
export function fullName(user: { name: string; last_name: string }): string {
  return `${user.name} ${user.last_name}`.trim();
}
