import { sql, type RawBuilder } from 'kysely';

// The periods the completed orders are summed by (migrations 2026_11_28_1000, which keep their own
// frozen copies of the SQL below), keyed by the first characters of the ISO instant they start at:
// - completed_order_prices: halves of UTC days cut at 00:00 and 06:00 UTC (06:00 UTC is midnight
//   in Mexico City, UTC-6 all year since 2022), `YYYY-MM-DDT00` or `YYYY-MM-DDT06`;
// - completed_order_months: UTC months, `YYYY-MM`.
// An order is in the period its completed_at text starts with, so keys, instants and bounds
// compare as the stored ISO texts.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC hours periods start at. */
const PERIOD_START_HOURS = [0, 6] as const;

/** SQL: the half-day period of an ISO instant column, as the triggers compute it. */
export const periodOfSql = (column: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`substr(${column}, 1, 10) || case when substr(${column}, 12, 2) < '06' then 'T00' else 'T06' end`;

/** SQL: the UTC month of an ISO instant column, as the triggers compute it. */
export const monthOfSql = (column: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`substr(${column}, 1, 7)`;

/** The first period start at or after an instant (epoch milliseconds). */
function periodStartAtOrAfter(milliseconds: number): number {
  const day = Math.floor(milliseconds / DAY_MS) * DAY_MS;
  for (const hour of [...PERIOD_START_HOURS, 24]) {
    const start = day + hour * HOUR_MS;
    if (start >= milliseconds) return start;
  }
  return day + DAY_MS;
}

/** The last period start at or before an instant (epoch milliseconds). */
function periodStartAtOrBefore(milliseconds: number): number {
  const day = Math.floor(milliseconds / DAY_MS) * DAY_MS;
  let found = day;
  for (const hour of PERIOD_START_HOURS) {
    const start = day + hour * HOUR_MS;
    if (start <= milliseconds) found = start;
  }
  return found;
}

export interface IsoRange {
  start: string;
  end: string;
}

/** Keys of periods (or months), `from` included, `to` excluded. */
export interface KeyRange {
  from: string;
  to: string;
}

export interface PeriodSplit {
  /** The whole UTC months inside the range, or null. */
  months: KeyRange | null;
  /** The whole half-day periods inside the range and outside those months (at most two runs). */
  periods: KeyRange[];
  /**
   * The parts of the range in no whole period (ISO instants, `[start, end)`): the whole range
   * when it holds no whole period.
   */
  ends: IsoRange[];
}

/** The first day of the UTC month of an instant (epoch milliseconds), `months` later. */
function monthStart(milliseconds: number, months: number): number {
  const date = new Date(milliseconds);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
}

const iso = (milliseconds: number): string => new Date(milliseconds).toISOString();

/**
 * Splits `[start, end)` (ISO instants as `toISOString` writes them, from 1900 on) into the whole
 * UTC months it holds, the whole half-day periods left around them and its ends, the parts of
 * periods it cuts. A range of business days in Mexico City since 2022 has no ends; in summer time
 * (before 2022) its ends are the hour from 05:00 to 06:00 UTC of its first day and the five hours
 * from 00:00 UTC of the day after its last. A year is about 11 months and 60 half days.
 */
export function splitIntoPeriods({ start, end }: IsoRange): PeriodSplit {
  const first = periodStartAtOrAfter(Date.parse(start));
  const last = periodStartAtOrBefore(Date.parse(end));
  // no whole period inside (NaN compares false): the range is read as it is
  if (!(first < last)) return { months: null, periods: [], ends: [{ start, end }] };
  const ends: IsoRange[] = [];
  if (start < iso(first)) ends.push({ start, end: iso(first) });
  if (iso(last) < end) ends.push({ start: iso(last), end });
  const period = (from: number, to: number): KeyRange => ({
    from: iso(from).slice(0, 13),
    to: iso(to).slice(0, 13),
  });
  const firstMonth = monthStart(first, first === monthStart(first, 0) ? 0 : 1);
  const lastMonth = monthStart(last, 0);
  if (!(firstMonth < lastMonth)) return { months: null, periods: [period(first, last)], ends };
  const periods: KeyRange[] = [];
  if (first < firstMonth) periods.push(period(first, firstMonth));
  if (lastMonth < last) periods.push(period(lastMonth, last));
  return {
    months: { from: iso(firstMonth).slice(0, 7), to: iso(lastMonth).slice(0, 7) },
    periods,
    ends,
  };
}
