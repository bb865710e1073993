// Arithmetic on calendar days `YYYY-MM-DD` (no time, no time zone): day counts, weekdays, weeks
// that run Sunday to Saturday. The API only lets through days from 1900 to 2999 (DateOnly); a text
// that is not a day that exists is a RangeError here.

/** The first and last calendar days the API accepts: anything else is a 400 on the field. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar day. */
export function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) throw new RangeError(`not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, date);
  if (midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== date)
    throw new RangeError(`not a calendar day: ${day}`);
  return Math.round(midnight.getTime() / DAY_MS);
}

/** The calendar day `YYYY-MM-DD` of a day number. */
export const dayOfNumber = (number: number): string =>
  new Date(number * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysInRange = (from: string, to: string): number =>
  Math.max(0, dayNumber(to) - dayNumber(from) + 1);

/** 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: string): number => (((dayNumber(day) + 4) % 7) + 7) % 7;

export const isSunday = (day: string): boolean => weekdayOf(day) === 0;

/** The Sunday that starts the week (Sunday to Saturday) of a day. */
export const weekStartOf = (day: string): string => addDays(day, -weekdayOf(day));

/** The Saturday that ends a week starting on `weekStart`. */
export const weekEndOf = (weekStart: string): string => addDays(weekStart, 6);

export const laterDay = (a: string, b: string): string => (a > b ? a : b);
export const earlierDay = (a: string, b: string): string => (a < b ? a : b);
