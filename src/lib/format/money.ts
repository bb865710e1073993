import { cachedFormatter, formatLocale } from './locale';

const currencies = new Map<string, Intl.NumberFormat>();

/**
 * A pesos amount from the API (MXN with at most two decimals) as Mexican pesos in the app's
 * language: `$1,234.50` in Spanish, `MX$1,234.50` in English.
 */
export function formatMoney(pesos: number, language: string): string {
  const locale = formatLocale(language);
  const format = cachedFormatter(
    currencies,
    locale,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' }),
  );
  // the API sends at most two decimals; rounding to cents first keeps 0.1 + 0.2 sums exact
  return format.format(Math.round(pesos * 100) / 100);
}
