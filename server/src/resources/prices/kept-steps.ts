import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database, ProductValue } from '../../db/tables';
import {
  inDayOrderDated,
  stepsInRange,
  stepsOfOrdered,
  summarise,
  type BookSeries,
  type KeptPrices,
  type PriceSeries,
  type PriceStep,
} from '../../domain/price-average';
import { ALL_PRODUCTS } from '../../domain/regulated-maximum';
import { livePriceBook } from './book-repository';
import { priceRecordsForRange, type GroupedRecords, type RangeFilter } from './repository';

// The price of every zone and product over a range, step by step, as the average and the history
// read it. Kept while the price book stays as it was: its stamp is the `price_book` counter of
// change_counters, which every committed write of prices or zones moves (by triggers, migration
// 2026_11_28_1200_count_price_book_changes), read from the database on every call, so a price
// written by any process on the database is seen at once. Under one stamp the cache holds:
// - the whole live book (every zone and product's records, one a day, in day order), read once
//   per stamp in one light query: a range never asked before is stepped out of it in memory
//   (the demo's weekly book, 2,385 records a year: reading them per range was most of a first
//   call on PostgreSQL). A book of more than KEPT_BOOK_RECORDS records is not kept: each range
//   then reads its own records, as before;
// - the steps of each range and filter asked, in answer order: read again, a range is one row
//   read (the stamp).

/** Ranges kept, and their total weight: the steps of the ranges plus the records of the book. */
export const KEPT_RANGES = 500;
export const KEPT_STEPS = 100_000;
/** The largest price book kept whole (live records). */
export const KEPT_BOOK_RECORDS = 50_000;

const BOOK = 'book';

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
const byZoneAndProduct = (
  a: { zone_id: number; zone_name: string | null; product: ProductValue },
  b: { zone_id: number; zone_name: string | null; product: ProductValue },
): number =>
  (a.zone_name ?? '').localeCompare(b.zone_name ?? '', 'es') ||
  a.zone_id - b.zone_id ||
  productOrder(a.product) - productOrder(b.product);

/** What a kept entry weighs: steps (or records) plus one per series. */
export const weightOf = (kept: KeptPrices): number =>
  'range' in kept
    ? kept.range.reduce((weight, one) => weight + one.steps.length + 1, 0)
    : 'book' in kept
      ? kept.records + (kept.book?.length ?? 0) + 1
      : 1;

async function readBook(context: AppContext): Promise<readonly BookSeries[] | null> {
  const groups = await livePriceBook(context.db, context.dialect, KEPT_BOOK_RECORDS);
  return groups === null
    ? null
    : groups
        .map((group) => ({ ...group, ...inDayOrderDated(group.records) }))
        .sort(byZoneAndProduct);
}

/**
 * The book kept under the stamp, read when it is not (null when too large to keep). Calls that
 * come while it is read wait for that read; if it fails, the stamp's ranges read their own records.
 */
async function keptBook(context: AppContext, stamp: string): Promise<readonly BookSeries[] | null> {
  const kept = context.priceSteps.get(stamp, BOOK);
  if (kept !== undefined && 'book' in kept) return kept.book;
  if (kept !== undefined && 'reading' in kept) return kept.reading;
  const reading = readBook(context);
  context.priceSteps.set(stamp, BOOK, { reading });
  try {
    const book = await reading;
    const records = book === null ? 0 : book.reduce((sum, one) => sum + one.records.length, 0);
    context.priceSteps.set(stamp, BOOK, { book, records });
    return book;
  } catch (error) {
    context.priceSteps.set(stamp, BOOK, { book: null, records: 0 });
    throw error;
  }
}

function seriesOf(
  group: Omit<GroupedRecords, 'records'>,
  steps: PriceStep[],
): PriceSeries | undefined {
  const summary = summarise(steps);
  if (summary === undefined) return undefined;
  return {
    zone_id: group.zone_id,
    zone_name: group.zone_name,
    product: group.product,
    steps,
    summary,
  };
}

/** The range's series stepped out of the whole book, in answer order. */
function seriesFromBook(book: readonly BookSeries[], filter: RangeFilter): PriceSeries[] {
  const series: PriceSeries[] = [];
  for (const group of book) {
    if (filter.zone_id !== undefined && group.zone_id !== filter.zone_id) continue;
    if (filter.product !== undefined && group.product !== filter.product) continue;
    const one = seriesOf(group, stepsOfOrdered(group, filter.from, filter.to));
    if (one !== undefined) series.push(one);
  }
  return series;
}

/** The range's series from its own records, read for it. */
async function seriesFromRecords(context: AppContext, filter: RangeFilter): Promise<PriceSeries[]> {
  const series: PriceSeries[] = [];
  for (const group of await priceRecordsForRange(context.db, filter)) {
    const one = seriesOf(group, stepsInRange(group.records, filter.from, filter.to));
    if (one !== undefined) series.push(one);
  }
  return series.sort(byZoneAndProduct);
}

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
  if (stamp === null) return seriesFromRecords(context, filter);
  const key = `${filter.from}/${filter.to}/${String(filter.zone_id ?? '')}/${filter.product ?? ''}`;
  const kept = context.priceSteps.get(stamp, key);
  if (kept !== undefined && 'range' in kept) return kept.range;
  const book = await keptBook(context, stamp);
  const series =
    book === null ? await seriesFromRecords(context, filter) : seriesFromBook(book, filter);
  context.priceSteps.set(stamp, key, { range: series });
  // the book stays the newest entry: ranges go first when the cache is full
  const bookEntry = context.priceSteps.get(stamp, BOOK);
  if (bookEntry !== undefined) context.priceSteps.set(stamp, BOOK, bookEntry);
  return series;
}
