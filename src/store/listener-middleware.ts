import { addListener, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, REHYDRATE } from 'redux-persist';
import { api, sessionExpired } from '@/api';
import { loggedOut } from '@/features/auth/auth-slice';
import type { AuthState } from '@/features/auth/auth-slice';
import { languageChangeMode } from '@/features/theme/language-change';
import { languageChanged } from '@/features/theme/language-slice';
import {
  THEME_RELOAD_DELAY_MS,
  themeColorChanged,
  themeLoadFailed,
} from '@/features/theme/theme-slice';
import { reloadPage } from '@/lib/browser/reload-page';
import { changeLanguage } from '@/lib/i18n/i18n';
import { PERSIST_KEYS, storePreferences } from './persistence';
import type { AppDispatch, RootState } from './store';

/** The redux-persist key whose stored state `action` brings back, if it is a REHYDRATE. */
function rehydratedKey(action: UnknownAction): string | null {
  return action.type === REHYDRATE && typeof action.key === 'string' ? action.key : null;
}

/** Whether a persisted field of the session differs (a FLUSH rebuilds the slice's object alone). */
function sessionChanged(current: AuthState, original: AuthState): boolean {
  return (
    current.token !== original.token ||
    current.user !== original.user ||
    current.currentUser !== original.currentUser
  );
}

/**
 * Cross-slice side effects. One listener middleware per store (tests build a fresh store each), so
 * listeners that live outside the store layer are added with the `addAppListener` action.
 */
export function createAppListenerMiddleware(): ListenerMiddlewareInstance {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState, AppDispatch>();

  // The session is over: no cached server data may outlive it.
  startAppListening({
    matcher: isAnyOf(sessionExpired, loggedOut),
    effect: async (_action, listenerApi) => {
      // Let the request that ended the session settle first, so that its caller still gets the error.
      await listenerApi.delay(0);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  // Every change of the session is in storage before the next line of code runs (redux-persist's
  // queue, flushed; left alone it writes on a later timer tick): a token 'undefined' read back
  // leaves storage before the first screen, a logout or an expired session leaves no token behind
  // even if the tab closes at once, and a reload right after a rotation sends the new token.
  startAppListening({
    predicate: (action, current, original) =>
      rehydratedKey(action) === PERSIST_KEYS.session || sessionChanged(current.auth, original.auth),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch({ type: FLUSH, result: () => undefined });
    },
  });

  // The preferences' one writer (see persistence.ts), on the action that changes them, so that they
  // are stored before any of the listeners below reloads the page; and once each is read back.
  // Registered before those listeners: effects run in this order.
  startAppListening({
    predicate: (_action, current, original) =>
      current.language !== original.language || current.theme !== original.theme,
    effect: (action, listenerApi) => {
      const readBack = rehydratedKey(action);
      const original = listenerApi.getOriginalState();
      storePreferences(listenerApi.getState(), {
        language: readBack === PERSIST_KEYS.language ? null : original.language,
        theme: readBack === PERSIST_KEYS.theme ? null : original.theme,
      });
    },
  });

  // A language with the same direction switches texts and <html lang> in place; one that flips the
  // direction (ltr <-> rtl) reloads the page (once stored), so every style is built for it.
  startAppListening({
    actionCreator: languageChanged,
    effect: async (action, listenerApi) => {
      const before = listenerApi.getOriginalState().language.code;
      if (languageChangeMode(before, action.payload) === 'reload') {
        reloadPage();
        return;
      }
      await changeLanguage(action.payload);
    },
  });

  // A new colour (or light/dark), once stored, reloads the page after 500 ms (the last one wins).
  startAppListening({
    actionCreator: themeColorChanged,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(THEME_RELOAD_DELAY_MS);
      reloadPage();
    },
  });

  // The stored theme could not be loaded: the slice is back to the defaults (stored as any change
  // is), and the page starts again with them.
  startAppListening({
    actionCreator: themeLoadFailed,
    effect: () => {
      reloadPage();
    },
  });

  return listener;
}

/** Adds a listener to the store it is dispatched to (returns an unsubscribe function). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
