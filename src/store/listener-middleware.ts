import { addListener, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api, sessionExpired } from '@/api';
import { loggedOut } from '@/features/auth/auth-slice';
import { languageChanged } from '@/features/theme/language-slice';
import { changeLanguage } from '@/lib/i18n/i18n';
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

  // Switch texts and <html lang dir> in place.
  startAppListening({
    actionCreator: languageChanged,
    effect: async (action) => {
      await changeLanguage(action.payload);
    },
  });

  return listener;
}

/** Adds a listener to the store it is dispatched to (returns an unsubscribe function). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
