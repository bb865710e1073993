import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import type { PersistConfig, PersistedState } from 'redux-persist';
import { api } from '@/api';
import { reduxDevToolsEnabled } from '@/config/env';
import { authSlice } from '@/features/auth/auth-slice';
import type { AuthState } from '@/features/auth/auth-slice';
import { languageSlice } from '@/features/theme/language-slice';
import type { LanguageState } from '@/features/theme/language-slice';
import { themeSlice } from '@/features/theme/theme-slice';
import type { ThemeState } from '@/features/theme/theme-slice';
import { devToolsOptions } from './devtools';
import { createAppListenerMiddleware } from './listener-middleware';
import { PERSIST_KEYS, getStoredState, keyedStorage } from './persistence';

// redux-persist with `serialize: false`: the engine in persistence.ts reads the product's own
// localStorage keys back as objects. It writes the session; the preferences (language, theme) have
// their own writer, on the action that changes them (a reload may follow at once), so their configs
// persist no field: redux-persist reads them back and never writes them. See persistence.ts.
const sessionPersistConfig: PersistConfig<AuthState> = {
  key: PERSIST_KEYS.session,
  storage: keyedStorage,
  serialize: false,
  whitelist: ['token', 'user', 'currentUser'],
  getStoredState: () => getStoredState(PERSIST_KEYS.session) as Promise<PersistedState>,
  timeout: 0,
};

const languagePersistConfig: PersistConfig<LanguageState> = {
  key: PERSIST_KEYS.language,
  storage: keyedStorage,
  serialize: false,
  whitelist: [],
  getStoredState: () => getStoredState(PERSIST_KEYS.language) as Promise<PersistedState>,
  timeout: 0,
};

const themePersistConfig: PersistConfig<ThemeState> = {
  key: PERSIST_KEYS.theme,
  storage: keyedStorage,
  serialize: false,
  whitelist: [],
  getStoredState: () => getStoredState(PERSIST_KEYS.theme) as Promise<PersistedState>,
  timeout: 0,
};

/**
 * Slices injected when the code that needs them loads (`rootReducer.inject`), so that they stay out
 * of the login page's first load: the side menu's state arrives with the main area (see
 * `lazy-slices.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, {
  [authSlice.reducerPath]: persistReducer(sessionPersistConfig, authSlice.reducer),
  [languageSlice.reducerPath]: persistReducer(languagePersistConfig, languageSlice.reducer),
  [themeSlice.reducerPath]: persistReducer(themePersistConfig, themeSlice.reducer),
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or the bootstrap may preload (the persist metadata is added by redux-persist). */
export interface PreloadedAppState {
  auth?: AuthState;
  language?: LanguageState;
  theme?: ThemeState;
}

export function makeStore(preloaded?: PreloadedAppState) {
  const listener = createAppListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    devTools: devToolsOptions(reduxDevToolsEnabled),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
