import type { ProductValue } from '../db/tables';
import { DomainError } from './errors';
import { businessDaysRange } from '../lib/business-time';

// Star clients: the customers (type usuario, not deleted) ranked by their completed orders whose
// completion time falls in a range of whole days in Mexico City time, both ends included.
// More completed orders first; ties go to more kilograms delivered in cylinders, then to more
// litres delivered to stationary tanks, then to the lower user id, so every client has one place.
// Clients without a completed order in the range are not ranked.

/** Kilograms per unit of each cylinder; stationary tanks are sold by the litre. */
export const KG_PER_UNIT: Readonly<Partial<Record<ProductValue, number>>> = {
  cylinder_10kg: 10,
  cylinder_20kg: 20,
  cylinder_30kg: 30,
  cylinder_45kg: 45,
};

export const LITRE_PRODUCT: ProductValue = 'stationary_litre';

/** What the ranking compares, per client. */
export interface StarClientScore {
  user_id: number;
  completed_orders: number;
  kg_total: number;
  litres_total: number;
}

type ScoreKey = keyof StarClientScore;

/** The ranking, most important key first. The SQL ordering and the comparator both come from it. */
export const STAR_CLIENT_ORDER: readonly { key: ScoreKey; direction: 'asc' | 'desc' }[] = [
  { key: 'completed_orders', direction: 'desc' },
  { key: 'kg_total', direction: 'desc' },
  { key: 'litres_total', direction: 'desc' },
  { key: 'user_id', direction: 'asc' },
];

/** Negative when `a` ranks above `b`. */
export function compareStarClients(a: StarClientScore, b: StarClientScore): number {
  for (const { key, direction } of STAR_CLIENT_ORDER) {
    const difference = a[key] - b[key];
    if (difference !== 0) return direction === 'asc' ? difference : -difference;
  }
  return 0;
}

/** Kilograms and litres of one order line. */
export function deliveredBy(
  product: ProductValue,
  quantity: number,
): { kg: number; litres: number } {
  return {
    kg: (KG_PER_UNIT[product] ?? 0) * quantity,
    litres: product === LITRE_PRODUCT ? quantity : 0,
  };
}

export interface StarClientWindow {
  /** First instant included, ISO UTC. */
  start: string;
  /** First instant excluded, ISO UTC. */
  end: string;
}

/** The completion-time window of the inclusive business days from..to; a reversed range is a 400. */
export function starClientWindow(from: string, to: string): StarClientWindow {
  if (to < from) throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
  return businessDaysRange(from, to);
}
