import { Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { SnackbarHost } from '@/components/feedback/notifier';
import { PageLoader } from '@/components/feedback/page-loader';
import { LazyErrorPage } from '@/features/errors/components/lazy-error-page';
import { ThemeRoot } from '@/features/theme/components/theme-root';
import { i18n } from '@/lib/i18n/i18n';
import type { AppStore } from '@/store/store';
import type { StartGate, StartGates } from './start-gate';

/** Shows the loader until the gate opens (a plain loader, not a suspended boundary). */
function Gate({ gate, children }: { gate: StartGate | undefined; children: ReactNode }) {
  const open = useSyncExternalStore(
    (onChange) => gate?.subscribe(onChange) ?? (() => undefined),
    () => gate?.isOpen() ?? true,
    () => gate === undefined,
  );
  return open ? children : <PageLoader />;
}

/**
 * The theme as soon as the stored state is read back (its colour, radius and direction are
 * stored), so that its styles are built while the first screen's chunks and texts still load;
 * the screen once those are in too.
 */
function ThemedApp({ gates, children }: { gates?: StartGates; children: ReactNode }) {
  return (
    <Gate gate={gates?.stored}>
      <ThemeRoot>
        <Gate gate={gates?.ready}>
          <ErrorBoundary fallback={<LazyErrorPage code={500} />}>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </ErrorBoundary>
        </Gate>
        <SnackbarHost />
      </ThemeRoot>
    </Gate>
  );
}

interface AppProvidersProps {
  store: AppStore;
  /** Given in the browser: rendering waits for them. Tests usually preload state instead. */
  gates?: StartGates;
  children: ReactNode;
}

/** Redux, stored session, texts, MUI theme, toasts and the last-resort error boundary. */
export function AppProviders({ store, gates, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp gates={gates}>{children}</ThemedApp>
      </I18nextProvider>
    </Provider>
  );
}
