import { Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { I18nextProvider } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { SnackbarHost } from '@/components/feedback/notifier';
import { PageLoader } from '@/components/feedback/page-loader';
import { ErrorPage } from '@/features/errors/components/error-page';
import { selectLanguage } from '@/features/theme/language-slice';
import { i18n } from '@/lib/i18n/i18n';
import { directionOf } from '@/lib/i18n/languages';
import { createAppTheme } from '@/lib/theme/theme';
import { useAppSelector } from '@/store/hooks';
import type { AppStore } from '@/store/store';

function ThemedApp({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const theme = useMemo(() => createAppTheme(directionOf(language)), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={<ErrorPage code={500} />}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </ErrorBoundary>
      <SnackbarHost />
    </ThemeProvider>
  );
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
        {persistor ? (
          <PersistGate loading={<PageLoader />} persistor={persistor}>
            {themed}
          </PersistGate>
        ) : (
          themed
        )}
      </I18nextProvider>
    </Provider>
  );
}
