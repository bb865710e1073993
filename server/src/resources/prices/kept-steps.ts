import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database, ProductValue } from '../../db/tables';
import { stepsInRange, summarise, type PriceSeries } from '../../domain/price-average';
import { ALL_PRODUCTS } from '../../domain/regulated-maximum';
import { priceRecordsForRange, type RangeFilter } from './repository';

// The price of every zone and product over a range, step by step, as the average and the history
// read it, kept per range and filter while the price book stays as it was: its stamp is the
// `price_book` counter of change_counters, which every committed write of prices or zones moves
// (by triggers, migration 2026_11_28_1200_count_price_book_changes), read from the database on
// every call, so a price written by any process on the database is seen at once. A year of the
// demo's weekly prices is 2,385 records to read and step; kept, it is one row read.

/** Ranges kept, and their total steps. */
export const KEPT_RANGES = 500;
export const KEPT_STEPS = 100_000;

/** The price book's change count as committed now, or null where the database has none. */
export async function priceBookStamp(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{
    changes: number | string;
  }>`select changes from change_counters where name = 'price_book'`.execute(db);
  const row = rows[0];
  return row === undefined ? null : String(row.changes);
}

const productOrder = (product: ProductValue): number => ALL_PRODUCTS.indexOf(product);

/** By zone name (Spanish order), zone id and product: the order of the answers. */
const byZoneAndProduct = (a: PriceSeries, b: PriceSeries): number =>
  (a.zone_name ?? '').localeCompare(b.zone_name ?? '', 'es') ||
  a.zone_id - b.zone_id ||
  productOrder(a.product) - productOrder(b.product);

/** Steps plus one per series: what a kept range weighs. */
export const weightOf = (series: readonly PriceSeries[]): number =>
  series.reduce((weight, one) => weight + one.steps.length + 1, 0);

/**
 * The zones and products with a price in force on some day of the range, by zone name, zone and
 * product, each with its steps and their summary (shared with other callers: read only). The
 * stamp is read before the records, so what is kept under it is never older than it.
 */
export async function priceSeries(
  context: AppContext,
  filter: RangeFilter,
): Promise<readonly PriceSeries[]> {
  const stamp = await priceBookStamp(context.db);
  const key = `${filter.from}/${filter.to}/${String(filter.zone_id ?? '')}/${filter.product ?? ''}`;
  const kept = stamp === null ? undefined : context.priceSteps.get(stamp, key);
  if (kept !== undefined) return kept;
  const series: PriceSeries[] = [];
  for (const group of await priceRecordsForRange(context.db, filter)) {
    const steps = stepsInRange(group.records, filter.from, filter.to);
    const summary = summarise(steps);
    if (summary === undefined) continue;
    series.push({
      zone_id: group.zone_id,
      zone_name: group.zone_name,
      product: group.product,
      steps,
      summary,
    });
  }
  series.sort(byZoneAndProduct);
  if (stamp !== null) context.priceSteps.set(stamp, key, series);
  return series;
}
