import { centsToPesos, pesosToCents } from '@/lib/money/money';
import { cachedFormatter, formatLocale } from './locale';

const currencies = new Map<string, Intl.NumberFormat>();

/**
 * A pesos amount from the API (MXN with at most two decimals) as Mexican pesos in the app's
 * language: `$1,234.50` in Spanish, `MX$1,234.50` in English. (`formatPesos` of `@/lib/money`
 * writes the Spanish form whatever the language.)
 */
export function formatMoney(pesos: number, language: string): string {
  const locale = formatLocale(language);
  const format = cachedFormatter(
    currencies,
    locale,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' }),
  );
  // rounded to whole cents once, as every amount on screen is
  return format.format(centsToPesos(pesosToCents(pesos)));
}
