import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import type { PersistConfig, PersistedState } from 'redux-persist';
import { api } from '@/api';
import { authSlice } from '@/features/auth/auth-slice';
import type { AuthState } from '@/features/auth/auth-slice';
import { languageSlice } from '@/features/theme/language-slice';
import type { LanguageState } from '@/features/theme/language-slice';
import { createAppListenerMiddleware } from './listener-middleware';
import { PERSIST_KEYS, getStoredState, keyedStorage } from './persistence';

// redux-persist with `serialize: false`: the engine in persistence.ts gets objects and maps them onto
// the product's own localStorage keys (token, user, currentUser, theme_lang).
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
  getStoredState: () => getStoredState(PERSIST_KEYS.language) as Promise<PersistedState>,
  timeout: 0,
};

export const rootReducer = combineSlices(api, {
  [authSlice.reducerPath]: persistReducer(sessionPersistConfig, authSlice.reducer),
  [languageSlice.reducerPath]: persistReducer(languagePersistConfig, languageSlice.reducer),
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a test or the bootstrap may preload (the persist metadata is added by redux-persist). */
export interface PreloadedAppState {
  auth?: AuthState;
  language?: LanguageState;
}

export function makeStore(preloaded?: PreloadedAppState) {
  const listener = createAppListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    devTools: process.env.NODE_ENV === 'development',
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
