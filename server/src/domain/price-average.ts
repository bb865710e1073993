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

/**
 * The steps of one zone and product within [from, to], oldest first. Each day is read once as a
 * number (a year of weekly prices of 45 zones and products is 2,340 records).
 */
export function stepsInRange(
  records: readonly PriceRecord[],
  from: string,
  to: string,
): PriceStep[] {
  const byDay = new Map<string, PriceRecord>();
  for (const record of records) {
    const current = byDay.get(record.effective_from);
    if (current === undefined || record.id > current.id) byDay.set(record.effective_from, record);
  }
  const ordered = [...byDay.values()].sort((a, b) =>
    a.effective_from < b.effective_from ? -1 : a.effective_from > b.effective_from ? 1 : 0,
  );
  const first = dayNumber(from);
  const last = dayNumber(to);
  const starts = ordered.map((record) => dayNumber(record.effective_from));
  const steps: PriceStep[] = [];
  ordered.forEach((record, index) => {
    const start = Math.max(starts[index] ?? first, first);
    const next = starts[index + 1];
    const end = next === undefined ? last : Math.min(next - 1, last);
    if (start <= end)
      steps.push({
        from: start === first ? from : record.effective_from,
        to: end === last ? to : dayOfNumber(end),
        price_cents: record.price_cents,
        price_id: record.id,
        days: end - start + 1,
      });
  });
  return steps;
}

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
