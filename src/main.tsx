import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { AppProviders } from '@/app/providers';
import { PushMessaging } from '@/app/push-messaging';
import { AppRouter } from '@/app/router';
import { languageChanged } from '@/features/theme/language-slice';
import { initI18n } from '@/lib/i18n/i18n';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { readStoredLanguage } from '@/store/persistence';
import { makeStore } from '@/store/store';

const language = readStoredLanguage() ?? DEFAULT_LANGUAGE;
void initI18n(language);

const store = makeStore();
const persistor = persistStore(store, null, () => {
  // keep i18n and the stored choice in step (the stored value may have been normalised)
  store.dispatch(languageChanged(store.getState().language.code));
});
// other tabs' rotations and logouts: loaded beside the first screen, not before it
void import(/* webpackChunkName: "session-sync" */ '@/store/session-sync').then((module) =>
  module.syncSessionAcrossTabs(store),
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <AppRouter />
      {/* never blocks the app: without a Firebase config it only logs that it is unavailable */}
      <PushMessaging />
    </AppProviders>
  </StrictMode>,
);
