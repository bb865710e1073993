/** The business's time zone: every date and day is read as it is in Mexico City. */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

/**
 * The Intl locale for figures, dates and money in an app language: Mexican Spanish for Spanish
 * (the business is Mexican: `$1,234.50`, `18/06/2025`), US English for both English variants.
 */
export function formatLocale(language: string): string {
  return language.toLowerCase().startsWith('en') ? 'en-US' : 'es-MX';
}

/**
 * One Intl formatter per locale and options, built on first use (building them is slow, and the
 * same few are asked for on every render).
 */
export function cachedFormatter<F>(cache: Map<string, F>, key: string, build: () => F): F {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = build();
  cache.set(key, made);
  return made;
}
