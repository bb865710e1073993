import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database, ProductValue } from '../../db/tables';
import { lastUnitPriceUsed } from './repository';

// The one rule for the unit price an order takes when none is given, used both by saving an order
// and by GET /api/prices/current: the price in force for its zone and product on the day (the
// newest live price whose effective day has come, in Mexico City; on a day with several, the
// highest id), else the last unit price used by a live order of that zone and product.

export type UnitPriceInForce =
  | { source: 'price'; cents: number; priceId: number; effectiveFrom: string }
  | { source: 'last_order'; cents: number; priceId: null; effectiveFrom: null };

/** The live price record in force on a day for a zone and product, if any. */
export const priceRecordInForce = (
  db: Kysely<Database>,
  zoneId: number,
  product: ProductValue,
  day: string,
) =>
  db
    .selectFrom('prices')
    .select(['prices.id', 'prices.price_cents', 'prices.effective_from'])
    .where('prices.zone_id', '=', zoneId)
    .where('prices.product', '=', product)
    .where('prices.deleted_at', 'is', null)
    .where('prices.effective_from', '<=', day)
    .orderBy('prices.effective_from', 'desc')
    .orderBy('prices.id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The default unit price of an order of a zone and product taken on `day`, and where it came from. */
export async function unitPriceInForce(
  db: Kysely<Database>,
  dialect: DialectName,
  zoneId: number,
  product: ProductValue,
  day: string,
): Promise<UnitPriceInForce | undefined> {
  const price = await priceRecordInForce(db, zoneId, product, day);
  if (price !== undefined)
    return {
      source: 'price',
      cents: price.price_cents,
      priceId: price.id,
      effectiveFrom: price.effective_from,
    };
  const cents = await lastUnitPriceUsed(db, dialect, zoneId, product);
  return cents === undefined
    ? undefined
    : { source: 'last_order', cents, priceId: null, effectiveFrom: null };
}

/** The default unit price (cents) of an order taken on `day`, if there is one. */
export async function defaultUnitPriceCents(
  db: Kysely<Database>,
  dialect: DialectName,
  zoneId: number,
  product: ProductValue,
  day: string,
): Promise<number | undefined> {
  return (await unitPriceInForce(db, dialect, zoneId, product, day))?.cents;
}
