import { useEffect, useSyncExternalStore } from 'react';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { labelLanguageOf } from '@/lib/i18n/languages';

/** The dayjs locale and the pickers' texts of a UI language. */
export interface PickerLocale {
  adapterLocale: string;
  /** The pickers' own texts (open the calendar, clear, placeholders); English when absent. */
  localeText?: PickersInputLocaleText;
}

type LocaleCode = 'es' | 'en';

// English is built into dayjs and the pickers: nothing to load
const loaded = new Map<LocaleCode, PickerLocale>([['en', { adapterLocale: 'en' }]]);
const loading = new Map<LocaleCode, Promise<void>>();
const listeners = new Set<() => void>();

/** The dayjs locale of a UI language: es for es-ES, en for en-US and en-EN. */
export function dayjsLocaleOf(language: string): LocaleCode {
  return labelLanguageOf(language);
}

/** Fetches the chunk of a locale once (only the locale in use is ever fetched). */
export function loadPickerLocale(code: LocaleCode): Promise<void> {
  const known = loading.get(code);
  if (known) return known;
  if (loaded.has(code)) return Promise.resolve();
  const promise = import(/* webpackChunkName: "pickers-es" */ './spanish-pickers').then(
    (module) => {
      loaded.set(code, { adapterLocale: module.adapterLocale, localeText: module.localeText });
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // a later field asks again (the network may be back)
      loading.delete(code);
      throw error;
    },
  );
  loading.set(code, promise);
  return promise;
}

/** Starts the locale of a UI language on its way (nothing for English); a failure is the field's. */
export function preloadPickerLocale(language: string): void {
  void loadPickerLocale(dayjsLocaleOf(language)).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pickers' locale of a UI language, or undefined while its chunk loads. */
export function usePickerLocale(language: string): PickerLocale | undefined {
  const code = dayjsLocaleOf(language);
  const locale = useSyncExternalStore(subscribe, () => loaded.get(code));
  useEffect(() => {
    if (!loaded.has(code)) void loadPickerLocale(code).catch(() => undefined);
  }, [code]);
  return locale;
}
