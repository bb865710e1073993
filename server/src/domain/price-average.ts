import { dayNumber, dayOfNumber } from '../lib/calendar-days';
import type { ProductValue } from '../db/tables';

// The price of a zone and product over a range of days, from its price records: each live record is
// in force from its effective day until the day before the next record's (on a day with several
// records the newest one, highest id, is in force: the same rule as the price an order takes).
// Days before the first record are not covered; a record that started before the range counts from
// the range's first day.

export interface PriceRecord {
  id: number;
  effective_from: string;
  price_cents: number;
}

export interface PriceStep {
  /** First and last day of the step within the range, both included. */
  from: string;
  to: string;
  price_cents: number;
  price_id: number;
  /** How many days the step lasts (from `from` to `to`, both included). */
  days: number;
}

/** A zone and product's records in force on some day: one a day (the newest), oldest first. */
export interface DayOrderedRecords {
  readonly records: readonly PriceRecord[];
  /** Each record's effective day as a day number. */
  readonly starts: readonly number[];
  /** The last day of each record but the last: the day before the next one's. */
  readonly ends: readonly string[];
}

/** A record with its effective day as a day number. */
export interface DatedRecord extends PriceRecord {
  readonly day: number;
}

/** The day before `day` (whose day number is `number`): within its month, by the text alone. */
function dayBefore(day: string, number: number): string {
  const date = Number(day.slice(8, 10));
  return date > 1
    ? `${day.slice(0, 8)}${String(date - 1).padStart(2, '0')}`
    : dayOfNumber(number - 1);
}

/** The records that can be in force, one a day (the newest), in day order. */
export function inDayOrderDated(records: readonly DatedRecord[]): DayOrderedRecords {
  const byDay = new Map<number, DatedRecord>();
  for (const record of records) {
    const current = byDay.get(record.day);
    if (current === undefined || record.id > current.id) byDay.set(record.day, record);
  }
  const ordered = [...byDay.values()].sort((a, b) => a.day - b.day);
  return {
    records: ordered,
    starts: ordered.map((record) => record.day),
    ends: ordered.slice(1).map((record) => dayBefore(record.effective_from, record.day)),
  };
}

/** The same from bare records, each day read once as a number. */
export const inDayOrder = (records: readonly PriceRecord[]): DayOrderedRecords =>
  inDayOrderDated(records.map((record) => ({ ...record, day: dayNumber(record.effective_from) })));

/** The index of the last start on or before `day` (-1 when none is). */
function lastStartBy(starts: readonly number[], day: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Infinity) <= day) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * The steps within [from, to] of records in day order: from the record in force on `from` (found
 * by halving) to the last one starting by `to`, whatever the book holds before and after.
 */
export function stepsOfOrdered(book: DayOrderedRecords, from: string, to: string): PriceStep[] {
  const { records, starts, ends } = book;
  const first = dayNumber(from);
  const last = dayNumber(to);
  const steps: PriceStep[] = [];
  const end = lastStartBy(starts, last);
  for (let index = Math.max(0, lastStartBy(starts, first)); index <= end; index += 1) {
    const record = records[index];
    const begins = starts[index];
    if (record === undefined || begins === undefined) continue;
    const start = Math.max(begins, first);
    const next = starts[index + 1];
    const stop = next === undefined ? last : Math.min(next - 1, last);
    if (start <= stop)
      steps.push({
        from: start === first ? from : record.effective_from,
        to: stop === last ? to : (ends[index] ?? dayOfNumber(stop)),
        price_cents: record.price_cents,
        price_id: record.id,
        days: stop - start + 1,
      });
  }
  return steps;
}

/**
 * The steps of one zone and product within [from, to], oldest first. Each day is read once as a
 * number (a year of weekly prices of 45 zones and products is 2,340 records).
 */
export const stepsInRange = (
  records: readonly PriceRecord[],
  from: string,
  to: string,
): PriceStep[] => stepsOfOrdered(inDayOrder(records), from, to);

export interface PriceSummary {
  days_covered: number;
  /** Weighted by the days each price was in force, rounded to the cent. */
  average_cents: number;
  min_cents: number;
  max_cents: number;
  /** The price in force on the range's last day. */
  end_cents: number;
  end_price_id: number;
}

/** A zone and product's price steps over a range, and their summary. */
export interface PriceSeries {
  readonly zone_id: number;
  readonly zone_name: string | null;
  readonly product: ProductValue;
  readonly steps: readonly PriceStep[];
  readonly summary: PriceSummary;
}

/** The figures of a non-empty list of steps (undefined when there are none). */
export function summarise(steps: readonly PriceStep[]): PriceSummary | undefined {
  const last = steps[steps.length - 1];
  if (last === undefined) return undefined;
  let days = 0;
  let weighted = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const step of steps) {
    days += step.days;
    weighted += step.price_cents * step.days;
    min = Math.min(min, step.price_cents);
    max = Math.max(max, step.price_cents);
  }
  return {
    days_covered: days,
    average_cents: Math.round(weighted / days),
    min_cents: min,
    max_cents: max,
    end_cents: last.price_cents,
    end_price_id: last.price_id,
  };
}

/** A zone and product's records of the whole book, in day order. */
export interface BookSeries extends DayOrderedRecords {
  readonly zone_id: number;
  readonly zone_name: string | null;
  readonly product: ProductValue;
}

/**
 * What the prices keep under the book's change count (resources/prices/kept-steps.ts): the whole
 * live book (null when too large to keep) and its record count, or the read of it under way, or
 * the series of one range.
 */
export type KeptPrices =
  | { readonly book: readonly BookSeries[] | null; readonly records: number }
  | { readonly reading: Promise<readonly BookSeries[] | null> }
  | { readonly range: readonly PriceSeries[] };
