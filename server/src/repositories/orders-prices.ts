import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Price } from '../contract/entities';
import type { DialectName } from '../db/database';
import type { Database, ProductValue } from '../db/tables';
import { businessWallClockDate } from '../lib/business-time';
import { toPesos } from '../lib/money';
import { lastUnitPriceUsed } from './orders';

// The unit price an order takes when none is given: the price in force for its zone and product
// (the newest live price whose effective day has come, in Mexico City), else the last unit price
// used for that zone and product.

export type PriceView = Static<typeof Price>;

/** Today in the business time zone, `YYYY-MM-DD`. */
export const businessToday = (now: number): string =>
  businessWallClockDate(now).toISOString().slice(0, 10);

const selectPricesInForce = (
  db: Kysely<Database>,
  zoneId: number,
  product: ProductValue,
  day: string,
) =>
  db
    .selectFrom('prices')
    .leftJoin('zones', 'zones.id', 'prices.zone_id')
    .where('prices.zone_id', '=', zoneId)
    .where('prices.product', '=', product)
    .where('prices.deleted_at', 'is', null)
    .where('prices.effective_from', '<=', day)
    .orderBy('prices.effective_from', 'desc')
    .orderBy('prices.id', 'desc')
    .limit(1);

/** The price in force on a day, as the prices list shows it. */
export async function priceInForceView(
  db: Kysely<Database>,
  zoneId: number,
  product: ProductValue,
  day: string,
): Promise<PriceView | undefined> {
  const row = await selectPricesInForce(db, zoneId, product, day)
    .select([
      'prices.id',
      'prices.zone_id',
      'zones.name as zone_name',
      'prices.product',
      'prices.price_cents',
      'prices.effective_from',
      'prices.user_add',
      'prices.created_at',
      'prices.updated_at',
      'prices.deleted_at',
    ])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { price_cents, ...rest } = row;
  return { ...rest, price: toPesos(price_cents) };
}

/** The default unit price (cents) of an order taken on `day`, if there is one. */
export async function defaultUnitPriceCents(
  db: Kysely<Database>,
  dialect: DialectName,
  zoneId: number,
  product: ProductValue,
  day: string,
): Promise<number | undefined> {
  const price = await selectPricesInForce(db, zoneId, product, day)
    .select('prices.price_cents')
    .executeTakeFirst();
  if (price !== undefined) return price.price_cents;
  return lastUnitPriceUsed(db, dialect, zoneId, product);
}
