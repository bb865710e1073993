import type { Product } from '@/api/orders';

// The products the distributor sells, as every screen offers them (orders, prices, reports), in
// this order. The names stay in each screen's namespace (`<ns>:products.<product>`).

/** Cylinders of 10, 20, 30 and 45 kg, sold per unit, and stationary gas, sold per litre. */
export const PRODUCTS: readonly Product[] = [
  'cylinder_10kg',
  'cylinder_20kg',
  'cylinder_30kg',
  'cylinder_45kg',
  'stationary_litre',
];

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}

/** Cylinders are sold per unit, the stationary tank per litre. */
export function unitOf(product: Product): 'units' | 'litres' {
  return product === 'stationary_litre' ? 'litres' : 'units';
}
