import type { PriceMaximumsTable, ProductValue } from '../db/tables';
import { KG_PER_UNIT } from './star-clients';

// The regulator publishes, every week (Sunday to Saturday), a maximum price per region: per kg of
// LP gas in cylinders and per litre for stationary tanks. A zone carries the maximum of its region
// for a week. Prices keep their meaning: a cylinder is priced per unit (one 10, 20, 30 or 45 kg
// cylinder), a stationary tank per litre; so the ceiling of a cylinder's price is the maximum per
// kg times its kilograms, and the ceiling of the litre price is the maximum per litre.

export type ProductKindValue = PriceMaximumsTable['product_kind'];

export const PRODUCT_KINDS: readonly ProductKindValue[] = ['cylinder_kg', 'stationary_litre'];

export const ALL_PRODUCTS: readonly ProductValue[] = [
  'cylinder_10kg',
  'cylinder_20kg',
  'cylinder_30kg',
  'cylinder_45kg',
  'stationary_litre',
];

/** The kind of maximum that applies to a product. */
export const productKindOf = (product: ProductValue): ProductKindValue =>
  KG_PER_UNIT[product] === undefined ? 'stationary_litre' : 'cylinder_kg';

/** The products a kind of maximum applies to. */
export const productsOfKind = (kind: ProductKindValue): ProductValue[] =>
  ALL_PRODUCTS.filter((product) => productKindOf(product) === kind);

/** The highest unit price (cents) a maximum (cents per kg or per litre) allows for a product. */
export const ceilingCents = (product: ProductValue, maxCents: number): number =>
  maxCents * (KG_PER_UNIT[product] ?? 1);

/** Whether a unit price (cents) is above the ceiling of a maximum (none: no ceiling). */
export const isAboveMaximum = (
  product: ProductValue,
  priceCents: number,
  maxCents: number | undefined,
): boolean => maxCents !== undefined && priceCents > ceilingCents(product, maxCents);
