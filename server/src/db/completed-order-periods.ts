import { sql, type RawBuilder } from 'kysely';

// The periods of completed_order_prices (migration 2026_11_28_1000, which keeps its own frozen
// copy of the SQL below): halves of UTC days cut at 00:00 and 06:00 UTC (06:00 UTC is midnight
// in Mexico City, UTC-6 all year since 2022), keyed by the first 13 characters of the ISO instant
// a period starts at, `YYYY-MM-DDT00` or `YYYY-MM-DDT06`. An order is in the period its
// completed_at text starts with, so keys, instants and bounds compare as the stored ISO texts.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC hours periods start at. */
const PERIOD_START_HOURS = [0, 6] as const;

/** SQL: the period of an ISO instant column, as the triggers compute it. */
export const periodOfSql = (column: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`substr(${column}, 1, 10) || case when substr(${column}, 12, 2) < '06' then 'T00' else 'T06' end`;

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

export interface PeriodSplit {
  /** The whole periods inside the range, keys `from` (included) to `to` (excluded); or null. */
  periods: { from: string; to: string } | null;
  /** The parts of the range outside whole periods (ISO instants, `[start, end)`): the whole range when it holds no whole period. */
  ends: IsoRange[];
}

/**
 * Splits `[start, end)` (ISO instants as `toISOString` writes them) into the whole periods it
 * holds and its ends, the parts of periods it cuts. A range of business days in Mexico City since
 * 2022 is whole periods only; in summer time (before 2022) its ends are the hour from 05:00 to
 * 06:00 UTC of its first day and the five hours from 00:00 UTC of the day after its last.
 */
export function splitIntoPeriods({ start, end }: IsoRange): PeriodSplit {
  const first = periodStartAtOrAfter(Date.parse(start));
  const last = periodStartAtOrBefore(Date.parse(end));
  // no whole period inside (NaN compares false): the range is read as it is
  if (!(first < last)) return { periods: null, ends: [{ start, end }] };
  const firstIso = new Date(first).toISOString();
  const lastIso = new Date(last).toISOString();
  const ends: IsoRange[] = [];
  if (start < firstIso) ends.push({ start, end: firstIso });
  if (lastIso < end) ends.push({ start: lastIso, end });
  return { periods: { from: firstIso.slice(0, 13), to: lastIso.slice(0, 13) }, ends };
}
