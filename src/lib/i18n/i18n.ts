import i18next from 'i18next';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  INITIAL_NAMESPACES,
  LANGUAGES,
  directionOf,
  htmlLangOf,
  normalizeLanguage,
} from './languages';
import type { LanguageCode } from './languages';

/**
 * Loads `locales/<lang>/<ns>.json` on demand through a dynamic import: webpack emits one small chunk
 * per file found there (the folder is the list of namespaces; one that has no file fails to load),
 * and only the files of the current language are fetched. en-EN reads the en-US files:
 * it has the same texts and only changes the direction (a test keeps the two folders equal), so
 * its copies are not bundled (fewer chunks in the runtime's map of the login page's first load).
 */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    // nothing to configure
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    const lang = normalizeLanguage(language);
    const folder = lang === 'en-EN' ? 'en-US' : lang;
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /en-EN/ */ `../../../locales/${folder}/${namespace}.json`
    ).then(
      (module: { default: ResourceKey }) => {
        callback(null, module.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(lazyLocaleBackend).use(initReactI18next);

let initializing: Promise<unknown> | null = null;

/** Sets `<html lang dir>` for a language. */
export function applyDocumentLanguage(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(language);
  document.documentElement.dir = directionOf(language);
}

/** Initialises i18next once, in `language` (an unsupported code falls back to es-ES). */
export function initI18n(language: string = DEFAULT_LANGUAGE): Promise<unknown> {
  const lang = normalizeLanguage(language);
  applyDocumentLanguage(lang);
  if (!initializing) {
    initializing = i18n.init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      // Only the current language is loaded: no fallback language chunks.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...INITIAL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
    return initializing;
  }
  return initializing.then(() => changeLanguage(lang));
}

/** Switches language in place and updates `<html lang dir>`. */
export async function changeLanguage(language: string): Promise<void> {
  const lang = normalizeLanguage(language);
  applyDocumentLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}
