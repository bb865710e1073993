import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { AppProviders } from '@/app/providers';
import { AppRouter, preloadOpeningRoute } from '@/app/router';
import { startProgress } from '@/app/start-gate';
import { initI18n } from '@/lib/i18n/i18n';
import { firebaseSettingsFromEnv } from '@/lib/push/firebase-settings';
import { logPushUnavailable } from '@/lib/push/push-availability';
import { makeStore } from '@/store/store';

const store = makeStore();
// the texts start in the stored language, once read back, side by side with the opening route's
// chunks; the theme renders once the state is read back, the first screen when all are in (nothing
// is shown in the meantime but the loader). Storage is read and written by the store alone
// (persistence.ts).
const start = startProgress();
persistStore(store, null, () => {
  start.reach(1);
  void Promise.allSettled([
    initI18n(store.getState().language.code),
    preloadOpeningRoute(store),
  ]).then(() => start.reach(2));
});
// other tabs' rotations and logouts concern a signed-in tab only: loaded with the tab's first token
// (the stored one, or a sign-in), so the login page's first load does not carry it
const stopWaitingForToken = store.subscribe(() => {
  if (store.getState().auth.token === null) return;
  stopWaitingForToken();
  void import(/* webpackChunkName: "session-sync" */ '@/store/session-sync').then((module) =>
    module.syncSessionAcrossTabs(store),
  );
});

// Push messaging never blocks the app, and a build without a Firebase config does not load it at
// all (the login page's first load carries only this check)
const firebaseSettings = firebaseSettingsFromEnv();
if (firebaseSettings === null) logPushUnavailable('no Firebase configuration');
const PushMessaging = lazy(() =>
  import(/* webpackChunkName: "push-gate" */ '@/app/push-messaging').then((module) => ({
    default: module.PushMessaging,
  })),
);

/** Renders into #root, once the document is parsed (the boot script may run the app's scripts first). */
function renderApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} start={start}>
        <AppRouter />
        {firebaseSettings !== null && (
          <Suspense fallback={null}>
            <PushMessaging settings={firebaseSettings} />
          </Suspense>
        )}
      </AppProviders>
    </StrictMode>,
  );
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', renderApp, { once: true });
} else {
  renderApp();
}
