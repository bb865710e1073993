/**
 * What a date field holds while its text is not a day (half typed, or 31/02): never a calendar day,
 * so every day rule refuses it ("the date is not valid") instead of reading it as an empty field.
 */
export const UNREADABLE_DAY = 'unreadable';

/** A real calendar day written as YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
