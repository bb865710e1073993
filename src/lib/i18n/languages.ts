/** Supported languages. en-EN is the English right-to-left variant (same texts as en-US). */
export const LANGUAGES = ['es-ES', 'en-US', 'en-EN'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'es-ES';

/**
 * Namespaces are the files `locales/<lang>/<ns>.json`: `common` plus one per feature, kept in no
 * list (a new feature adds its file, and the locale tests check every language has it). These are
 * loaded at start-up (the login page needs them); the others load with the first screen that asks
 * for them (`useTranslation(ns)` suspends meanwhile), so they do not weigh on the first load.
 */
export const INITIAL_NAMESPACES: readonly string[] = ['common', 'auth'];

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

/** The language of the labels the contract carries (`x-labels`: es and en) for a UI language. */
export function labelLanguageOf(language: string): 'es' | 'en' {
  return language.toLowerCase().startsWith('es') ? 'es' : 'en';
}
