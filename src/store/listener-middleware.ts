import { addListener, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api, sessionExpired } from '@/api';
import { loggedOut } from '@/features/auth/auth-slice';
import { languageChangeMode } from '@/features/theme/language-change';
import { languageChanged } from '@/features/theme/language-slice';
import {
  THEME_RELOAD_DELAY_MS,
  themeColorChanged,
  themeLoadFailed,
} from '@/features/theme/theme-slice';
import { reloadPage } from '@/lib/browser/reload-page';
import { changeLanguage } from '@/lib/i18n/i18n';
import { resetStoredTheme, writeStoredLanguageCode, writeStoredTheme } from './persistence';
import type { AppDispatch, RootState } from './store';

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

  // A language with the same direction switches texts and <html lang> in place; one that flips the
  // direction (ltr <-> rtl) is stored and the page reloads, so every style is built for it.
  startAppListening({
    actionCreator: languageChanged,
    effect: async (action, listenerApi) => {
      const before = listenerApi.getOriginalState().language.code;
      if (languageChangeMode(before, action.payload) === 'reload') {
        writeStoredLanguageCode(action.payload);
        reloadPage();
        return;
      }
      await changeLanguage(action.payload);
    },
  });

  // A new colour (or light/dark) is stored, and the page reloads after 500 ms (the last one wins).
  startAppListening({
    actionCreator: themeColorChanged,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      writeStoredTheme(listenerApi.getState().theme);
      await listenerApi.delay(THEME_RELOAD_DELAY_MS);
      reloadPage();
    },
  });

  // The stored theme could not be loaded: forget it and start again with the defaults.
  startAppListening({
    actionCreator: themeLoadFailed,
    effect: () => {
      resetStoredTheme();
      reloadPage();
    },
  });

  return listener;
}

/** Adds a listener to the store it is dispatched to (returns an unsubscribe function). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
