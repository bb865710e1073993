import { cachedFormatter, formatLocale } from './locale';

const counts = new Map<string, Intl.NumberFormat>();
const percents = new Map<string, Intl.NumberFormat>();

/** A count with the language's grouping: `12,345`. */
export function formatCount(value: number, language: string): string {
  const locale = formatLocale(language);
  return cachedFormatter(counts, locale, () => new Intl.NumberFormat(locale)).format(value);
}

/** A share (0 to 1) as a whole percentage, or one decimal under 10 %: `45 %`, `4.5 %`. */
export function formatPercent(share: number, language: string): string {
  const locale = formatLocale(language);
  const small = share > 0 && share < 0.1;
  const format = cachedFormatter(
    percents,
    `${locale}:${small ? 1 : 0}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: small ? 1 : 0,
      }),
  );
  return format.format(share);
}
