import type { Product } from '@/api/reports';
import { cachedFormatter, formatLocale } from '@/lib/format/locale';

const CYLINDER_KG: Partial<Record<Product, number>> = {
  cylinder_10kg: 10,
  cylinder_20kg: 20,
  cylinder_30kg: 30,
  cylinder_45kg: 45,
};

/**
 * What an order delivers: kilograms for cylinders (pieces × the cylinder's kg), litres for the
 * stationary tank (its quantity).
 */
export function deliveredOf(
  product: Product,
  quantity: number,
): { value: number; unit: 'kg' | 'litres' } {
  const kg = CYLINDER_KG[product];
  return kg === undefined
    ? { value: quantity, unit: 'litres' }
    : { value: quantity * kg, unit: 'kg' };
}

const decimals = new Map<string, Intl.NumberFormat>();

/** A figure with up to `digits` decimals and the language's grouping: `1,234.5`. */
export function formatDecimal(value: number, language: string, digits = 2): string {
  const locale = formatLocale(language);
  return cachedFormatter(
    decimals,
    `${locale}:${String(digits)}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }),
  ).format(value);
}

/** An average rating (1 to 5) with two decimals: `4.25`. */
export function formatScore(value: number, language: string): string {
  const locale = formatLocale(language);
  return cachedFormatter(
    decimals,
    `${locale}:score`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value);
}
