// The price in force read day by day, the rule the price steps are held to (price-steps.test.ts on
// the domain function, kept-price-steps.test.ts on the answers read from a database): on each day
// the newest record (highest id) of the latest effective day on or before it; days before the
// first record are not covered.
import type { PriceRecord } from '../src/domain/price-average';
import { addDays } from '../src/lib/calendar-days';

/** The record in force on a day, by the rule, or undefined. */
export function inForce(records: readonly PriceRecord[], day: string): PriceRecord | undefined {
  let found: PriceRecord | undefined;
  for (const record of records) {
    if (record.effective_from > day) continue;
    if (
      found === undefined ||
      record.effective_from > found.effective_from ||
      (record.effective_from === found.effective_from && record.id > found.id)
    )
      found = record;
  }
  return found;
}

/** The steps read day by day: runs of days with the same record in force. */
export function stepsDayByDay(records: readonly PriceRecord[], from: string, to: string) {
  const steps: { from: string; to: string; price_cents: number; price_id: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const record = inForce(records, day);
    if (record === undefined) continue;
    const last = steps[steps.length - 1];
    if (last !== undefined && last.price_id === record.id && addDays(last.to, 1) === day)
      last.to = day;
    else steps.push({ from: day, to: day, price_cents: record.price_cents, price_id: record.id });
  }
  return steps;
}
