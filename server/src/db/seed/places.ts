import type { Insertable, Kysely } from 'kysely';
import { placeSearchText } from '../../domain/search-texts';
import { isoAt } from '../../lib/clock';
import type { Database, PricesTable, ProductValue } from '../tables';
import { insertInBatches } from './batches';
import { basePriceCents, products, type ZoneSeed } from './catalog';
import { insertMinimalMaximums, insertWeeklyPricesAndMaximums } from './prices';
import type { SeededRandom } from './random';

export interface SeededZone {
  id: number;
  seed: ZoneSeed;
  locationIds: number[];
}

const DAY = 86_400_000;

export async function insertZonesAndLocations(
  db: Kysely<Database>,
  random: SeededRandom,
  seeds: readonly ZoneSeed[],
  now: number,
): Promise<SeededZone[]> {
  const createdAt = isoAt(now - 400 * DAY);
  const zones: SeededZone[] = [];
  for (const seed of seeds) {
    const phone = `${seed.areaCode}${random.digits(10 - seed.areaCode.length)}`;
    const description = `Zona de reparto de ${seed.city}`;
    const zone = await db
      .insertInto('zones')
      .values({
        name: seed.name,
        phone,
        description,
        search_text: placeSearchText({ name: seed.name, phone, description }),
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    zones.push({ id: zone.id, seed, locationIds: [] });
  }
  for (const zone of zones) {
    for (const name of zone.seed.locations) {
      const phone = `${zone.seed.areaCode}${random.digits(10 - zone.seed.areaCode.length)}`;
      const description = `${name.startsWith('Planta') ? 'Planta de llenado' : 'Punto de venta'} en ${zone.seed.city}`;
      const location = await db
        .insertInto('locations')
        .values({
          name,
          phone,
          description,
          zone_id: zone.id,
          search_text: placeSearchText({ name, phone, description }),
          created_at: createdAt,
          updated_at: createdAt,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      zone.locationIds.push(location.id);
    }
  }
  return zones;
}

export interface PriceEntry {
  effectiveFrom: string;
  cents: number;
}

/** Price history per zone and product, oldest first. */
export type PriceBook = Map<string, PriceEntry[]>;

export const priceKey = (zoneId: number, product: ProductValue): string => `${zoneId}:${product}`;

/** The unit price in force on a day (YYYY-MM-DD). */
export function priceOn(
  book: PriceBook,
  zoneId: number,
  product: ProductValue,
  day: string,
): number {
  const entries = book.get(priceKey(zoneId, product)) ?? [];
  let cents = entries[0]?.cents ?? basePriceCents[product];
  for (const entry of entries) if (entry.effectiveFrom <= day) cents = entry.cents;
  return cents;
}

/**
 * The prices of every zone and product. `weekly` (the demo): a year of weekly prices and the
 * weekly regulated maximums they stay within (seed/prices.ts). Otherwise (the minimal seed, the
 * bench): three price changes over the last year (prices rise) and a few weeks of maximums above
 * them.
 */
export async function insertPrices(
  db: Kysely<Database>,
  random: SeededRandom,
  zones: readonly SeededZone[],
  adminId: number,
  now: number,
  options: { weekly?: boolean } = {},
): Promise<PriceBook> {
  const book: PriceBook = new Map();
  // one draw per zone from the shared stream, whatever the size (the rest of the data stays put)
  const factors = zones.map((zone) => ({ id: zone.id, factor: 0.95 + random.next() * 0.1 }));
  if (options.weekly === true) {
    for (const entry of await insertWeeklyPricesAndMaximums(db, factors, adminId, now)) {
      const key = priceKey(entry.zoneId, entry.product);
      const entries = book.get(key) ?? [];
      entries.push({ effectiveFrom: entry.effectiveFrom, cents: entry.cents });
      book.set(key, entries);
    }
    return book;
  }
  const steps = [370, 180, 60].map((days) => isoAt(now - days * DAY));
  const rows: Insertable<PricesTable>[] = [];
  for (const { id: zoneId, factor: zoneFactor } of factors) {
    for (const product of products) {
      const entries: PriceEntry[] = [];
      steps.forEach((createdAt, step) => {
        const cents = Math.round(basePriceCents[product] * zoneFactor * (1 + step * 0.035));
        const effectiveFrom = createdAt.slice(0, 10);
        entries.push({ effectiveFrom, cents });
        rows.push({
          zone_id: zoneId,
          product,
          price_cents: cents,
          effective_from: effectiveFrom,
          user_add: adminId,
          created_at: createdAt,
          updated_at: createdAt,
          deleted_at: null,
        });
      });
      book.set(priceKey(zoneId, product), entries);
    }
  }
  await insertInBatches(db, 'prices', rows);
  await insertMinimalMaximums(
    db,
    zones.map((zone) => zone.id),
    adminId,
    now,
  );
  return book;
}
