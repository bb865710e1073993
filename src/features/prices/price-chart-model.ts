import type { PriceHistory, Product } from '@/api/prices';
import { addDays } from './products';

/** The height of the price chart (and of its placeholder while its code loads). */
export const PRICE_CHART_HEIGHT = 320;

export type HistorySeries = PriceHistory['series'][number];

/** The range the chart covers (the summary's). */
export interface DayRange {
  from: string;
  to: string;
}

/** A stretch of days over which a zone's price and regulated maximum stay the same. */
export interface PriceSegment {
  from: string;
  to: string;
  /** The price in force (null: none yet). */
  price: number | null;
  /** The regulated maximum unit price in force (null: none published for those days). */
  maximum: number | null;
}

/** One zone's line of the chart, its values at the chart's days (null where there are none). */
export interface ZoneLine {
  zoneId: number;
  zoneName: string;
  prices: (number | null)[];
  maximums: (number | null)[];
}

/** The chart of one product: a line per zone over the same days, and their value bounds. */
export interface PriceChartModel {
  product: Product;
  /**
   * The days the lines change value, oldest first, then the range's last day: each value holds
   * until the next day of the list (a step line).
   */
  days: string[];
  lines: ZoneLine[];
  /** The lowest and highest value charted (prices and maximums), null when there is none. */
  bounds: { low: number; high: number } | null;
}

/** The products of the series, in the order they come (the server's: by zone, then product). */
export function productsOf(series: readonly HistorySeries[]): Product[] {
  return [...new Set(series.map((item) => item.product))];
}

const priceOn = (series: HistorySeries, day: string): number | null =>
  series.steps.find((step) => step.from <= day && day <= step.to)?.price ?? null;

const maximumOn = (series: HistorySeries, day: string): number | null =>
  series.maximums.find((week) => week.week_start <= day && day <= week.week_end)?.max_unit_price ??
  null;

/** The days in the range on which a series' price or maximum may change, with the range's first. */
function changeDays(series: HistorySeries, range: DayRange): string[] {
  const days = [range.from];
  for (const step of series.steps) days.push(step.from, addDays(step.to, 1));
  for (const week of series.maximums) days.push(week.week_start, addDays(week.week_end, 1));
  return days.filter((day) => range.from <= day && day <= range.to);
}

const sortedUnique = (days: readonly string[]): string[] => [...new Set(days)].sort();

/**
 * A zone's price and maximum as stretches of equal values over the range, oldest first (the
 * chart's table view): a new stretch wherever either changes.
 */
export function priceSegments(series: HistorySeries, range: DayRange): PriceSegment[] {
  const starts = sortedUnique(changeDays(series, range));
  const segments: PriceSegment[] = [];
  starts.forEach((from, index) => {
    const next = starts[index + 1];
    const to = next === undefined ? range.to : addDays(next, -1);
    const price = priceOn(series, from);
    const maximum = maximumOn(series, from);
    const last = segments[segments.length - 1];
    if (last && last.price === price && last.maximum === maximum) last.to = to;
    else segments.push({ from, to, price, maximum });
  });
  return segments.filter((segment) => segment.price !== null || segment.maximum !== null);
}

/**
 * The chart of one product over the range: the days any of its zones changes price or maximum
 * (and the range's last day, so every line reaches the end), each zone's values on them.
 */
export function priceChartModel(
  series: readonly HistorySeries[],
  product: Product,
  range: DayRange,
): PriceChartModel {
  const charted = series.filter((item) => item.product === product);
  const days = sortedUnique([...charted.flatMap((item) => changeDays(item, range)), range.to]);
  const lines = charted.map((item) => ({
    zoneId: item.zone_id,
    zoneName: item.zone_name ?? `#${String(item.zone_id)}`,
    prices: days.map((day) => priceOn(item, day)),
    maximums: days.map((day) => maximumOn(item, day)),
  }));
  const values = lines
    .flatMap((line) => [...line.prices, ...line.maximums])
    .filter((value): value is number => value !== null);
  return {
    product,
    days,
    lines,
    bounds: values.length === 0 ? null : { low: Math.min(...values), high: Math.max(...values) },
  };
}

/**
 * The price axis' domain: around the values charted, never from zero (prices move by a few
 * percent: from zero they would look flat). A tenth of the spread is added on both sides, at
 * least 1 % of the highest value (a price that never changed still gets room), never below zero.
 */
export function priceDomain(bounds: { low: number; high: number }): { min: number; max: number } {
  const pad = Math.max((bounds.high - bounds.low) * 0.1, bounds.high * 0.01, 0.01);
  return {
    min: Math.max(0, Math.floor((bounds.low - pad) * 100) / 100),
    max: Math.ceil((bounds.high + pad) * 100) / 100,
  };
}
