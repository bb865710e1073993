import { Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { SnackbarHost } from '@/components/feedback/notifier';
import { PageLoader } from '@/components/feedback/page-loader';
import { LazyErrorPage } from '@/features/errors/components/lazy-error-page';
import { ThemeRoot } from '@/features/theme/components/theme-root';
import { i18n } from '@/lib/i18n/i18n';
import type { AppStore } from '@/store/store';

function ThemedApp({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <ErrorBoundary fallback={<LazyErrorPage code={500} />}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </ErrorBoundary>
      <SnackbarHost />
    </ThemeRoot>
  );
}

/**
 * Renders the app once the stored state has been read back (what redux-persist's PersistGate does,
 * without its class component on the login page's first load).
 */
function PersistenceGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const ready = useSyncExternalStore(
    (onChange) => persistor.subscribe(onChange),
    () => persistor.getState().bootstrapped,
    () => false,
  );
  return ready ? children : <PageLoader />;
}

interface AppProvidersProps {
  store: AppStore;
  /** Given in the browser: rendering waits for the stored session. Tests usually preload state instead. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Redux, stored session, texts, MUI theme, toasts and the last-resort error boundary. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const themed = <ThemedApp>{children}</ThemedApp>;
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        {persistor ? <PersistenceGate persistor={persistor}>{themed}</PersistenceGate> : themed}
      </I18nextProvider>
    </Provider>
  );
}
