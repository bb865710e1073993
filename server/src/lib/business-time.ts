// The business runs on Mexico City time: calendar days in filters, generation times and file
// names are read there, whatever the server's own time zone is.

export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

const DAY_MS = 86_400_000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClockAt(milliseconds: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(new Date(milliseconds))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The wall clock read as UTC (epoch ms), the year as written: Date.UTC reads 0-99 as 19xx. */
function utcOfWallClock(clock: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return date.getTime();
}

const QUARTER_HOUR_MS = 900_000;
const offsetCache = new Map<number, number>();

/**
 * How far the business wall clock is ahead of UTC at an instant (negative in Mexico). Offsets
 * change only on quarter hours, so they are computed once per quarter hour (exports print
 * thousands of timestamps).
 */
function offsetAt(milliseconds: number): number {
  const quarter = Math.floor(milliseconds / QUARTER_HOUR_MS);
  let offset = offsetCache.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    offset = utcOfWallClock(wallClockAt(start)) - start;
    if (offsetCache.size >= 50_000) offsetCache.clear();
    offsetCache.set(quarter, offset);
  }
  return offset;
}

/** The business wall-clock time of an instant, as a Date whose UTC fields hold it (spreadsheets). */
export const businessWallClockDate = (milliseconds: number): Date =>
  new Date(milliseconds + offsetAt(milliseconds));

/** Today in the business time zone, `YYYY-MM-DD`. */
export const businessToday = (now: number): string =>
  businessWallClockDate(now).toISOString().slice(0, 10);

/**
 * Midnight UTC of a calendar day `YYYY-MM-DD`, as epoch milliseconds. The year is taken as written
 * (Date.UTC would read 0000-0099 as 1900-1999) and a day that does not exist is refused, not rolled
 * over. The API accepts only days of the contract's range (see DateOnly); this is the last guard.
 */
function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) throw new RangeError(`not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, date);
  if (midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== date)
    throw new RangeError(`not a calendar day: ${day}`);
  return midnight.getTime();
}

/** The first instant of the business day whose midnight, read as UTC, is `midnightAsUtc`. */
function startOfBusinessDayAt(midnightAsUtc: number): number {
  // the offset at the answer may differ from the offset at the guess around a DST change
  const guess = midnightAsUtc - offsetAt(midnightAsUtc);
  return midnightAsUtc - offsetAt(guess);
}

/** The first instant (epoch milliseconds) of a calendar day `YYYY-MM-DD` in the business zone. */
export const startOfBusinessDay = (day: string): number => startOfBusinessDayAt(parseDay(day));

/**
 * The UTC ISO bounds `[start, end)` of the inclusive business days from..to, comparable with the
 * stored ISO timestamps.
 */
export function businessDaysRange(from: string, to: string): { start: string; end: string } {
  return {
    start: new Date(startOfBusinessDay(from)).toISOString(),
    end: new Date(startOfBusinessDayAt(parseDay(to) + DAY_MS)).toISOString(),
  };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYYMMDD-HHmm` in the business zone, for file names. */
export function businessFileStamp(milliseconds: number): string {
  const clock = wallClockAt(milliseconds);
  return `${clock.year}${pad(clock.month)}${pad(clock.day)}-${pad(clock.hour)}${pad(clock.minute)}`;
}
