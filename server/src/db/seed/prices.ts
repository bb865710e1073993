import type { Insertable, Kysely } from 'kysely';
import {
  ALL_PRODUCTS,
  PRODUCT_KINDS,
  ceilingCents,
  productKindOf,
  type ProductKindValue,
} from '../../domain/regulated-maximum';
import { businessWallClockDate, startOfBusinessDay } from '../../lib/business-time';
import { addDays, weekStartOf } from '../../lib/calendar-days';
import { isoAt } from '../../lib/clock';
import type { Database, PriceMaximumsTable, PricesTable } from '../tables';
import { insertInBatches } from './batches';
import { basePriceCents } from './catalog';
import { SeededRandom } from './random';

// The demo's weekly prices and regulated maximums: every week (Sunday to Saturday) of the last year
// the regulator publishes a maximum per zone (per kg for cylinders, per litre for stationary tanks)
// and each zone sets its prices for the week from that Sunday, always within the maximum.
// The minimal seed keeps a few weeks of generous maximums above its three price steps.

/** The regulated maximum before the zone's factor and the trend, cents per kg or per litre. */
const BASE_MAX_CENTS: Record<ProductKindValue, number> = {
  cylinder_kg: 2500,
  stationary_litre: 1160,
};

/** Its own stream, so the rest of the demo data draws the same numbers as before. */
const WEEKLY_PRICES_SEED = 20261124;

const DAY = 86_400_000;

export interface PriceZone {
  id: number;
  /** The zone's price level (0.95 to 1.05). */
  factor: number;
}

export interface WeeklyPrice {
  zoneId: number;
  product: (typeof ALL_PRODUCTS)[number];
  effectiveFrom: string;
  cents: number;
}

const businessDayOf = (milliseconds: number): string =>
  businessWallClockDate(milliseconds).toISOString().slice(0, 10);

/** The Sundays of the last `weeks` weeks, oldest first, the current week last. */
export function lastWeekStarts(now: number, weeks: number): string[] {
  const current = weekStartOf(businessDayOf(now));
  return Array.from({ length: weeks }, (_, index) => addDays(current, -7 * (weeks - 1 - index)));
}

/** Published the day before the week starts (never after now). */
const publishedAt = (weekStart: string, now: number): string =>
  isoAt(Math.min(now, startOfBusinessDay(weekStart) - DAY));

/** A year of weekly maximums and prices per zone; prices never above the maximum of their week. */
export async function insertWeeklyPricesAndMaximums(
  db: Kysely<Database>,
  zones: readonly PriceZone[],
  adminId: number,
  now: number,
): Promise<WeeklyPrice[]> {
  const random = new SeededRandom(WEEKLY_PRICES_SEED);
  const weekStarts = lastWeekStarts(now, 53);
  const prices: Insertable<PricesTable>[] = [];
  const maximums: Insertable<PriceMaximumsTable>[] = [];
  const entries: WeeklyPrice[] = [];
  for (const zone of zones) {
    weekStarts.forEach((weekStart, index) => {
      // prices drift up about 6 % over the year, with a little weekly noise
      const trend = 1 + (0.06 * index) / (weekStarts.length - 1) + (random.next() - 0.5) * 0.01;
      const at = publishedAt(weekStart, now);
      const maxOf = {} as Record<ProductKindValue, number>;
      for (const kind of PRODUCT_KINDS) {
        maxOf[kind] = Math.round(BASE_MAX_CENTS[kind] * zone.factor * trend);
        maximums.push({
          zone_id: zone.id,
          product_kind: kind,
          week_start: weekStart,
          max_cents: maxOf[kind],
          user_add: adminId,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
      }
      for (const product of ALL_PRODUCTS) {
        const wanted = Math.round(
          basePriceCents[product] * zone.factor * trend * (0.955 + random.next() * 0.03),
        );
        const cents = Math.min(wanted, ceilingCents(product, maxOf[productKindOf(product)]));
        entries.push({ zoneId: zone.id, product, effectiveFrom: weekStart, cents });
        prices.push({
          zone_id: zone.id,
          product,
          price_cents: cents,
          effective_from: weekStart,
          user_add: adminId,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
      }
    });
  }
  await insertInBatches(db, 'price_maximums', maximums);
  await insertInBatches(db, 'prices', prices);
  return entries;
}

/** The minimal seed's maximums: the last four weeks, 20 % above the base (above its prices). */
export async function insertMinimalMaximums(
  db: Kysely<Database>,
  zoneIds: readonly number[],
  adminId: number,
  now: number,
): Promise<void> {
  const rows: Insertable<PriceMaximumsTable>[] = [];
  for (const zoneId of zoneIds)
    for (const weekStart of lastWeekStarts(now, 4))
      for (const kind of PRODUCT_KINDS) {
        const at = publishedAt(weekStart, now);
        rows.push({
          zone_id: zoneId,
          product_kind: kind,
          week_start: weekStart,
          max_cents: Math.round(BASE_MAX_CENTS[kind] * 1.2),
          user_add: adminId,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
      }
  await insertInBatches(db, 'price_maximums', rows);
}
