/** Supported languages. en-EN is the English right-to-left variant (same texts as en-US). */
export const LANGUAGES = ['es-ES', 'en-US', 'en-EN'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'es-ES';

/** Namespaces: `common` plus one per feature. Each is a file `locales/<lang>/<ns>.json`. */
export const NAMESPACES = [
  'common',
  'auth',
  'errors',
  'validation',
  'account',
  'profile',
  'menu',
  'theme',
  'list',
  'zones',
  'locations',
  'users',
  'wallets',
  'orders',
  'dashboard',
  'prices',
  'reports',
  'audit',
  'landing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded at start-up (the login page needs them). The others load with the first screen that asks
 * for them (`useTranslation(ns)` suspends meanwhile), so they do not weigh on the first load.
 */
export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'auth'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** An unsupported code falls back to the default (es-ES). */
export function normalizeLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export function directionOf(language: LanguageCode): 'ltr' | 'rtl' {
  return language === 'en-EN' ? 'rtl' : 'ltr';
}

/** The html `lang` attribute: en-EN is English. */
export function htmlLangOf(language: LanguageCode): string {
  return language === 'en-EN' ? 'en' : language;
}
