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
import type { StartProgress } from './start-gate';

/** Shows the loader until the start reaches `stage` (a plain loader, not a suspended boundary). */
function Gate({
  start,
  stage,
  children,
}: {
  start?: StartProgress;
  stage: number;
  children: ReactNode;
}) {
  const reached = useSyncExternalStore(
    (onChange) => start?.subscribe(onChange) ?? (() => undefined),
    () => (start?.stage() ?? stage) >= stage,
  );
  return reached ? children : <PageLoader />;
}

/**
 * The theme as soon as the stored state is read back, so that its styles are built while the
 * first screen's chunks and texts still load; the screen once those are in too.
 */
function ThemedApp({ start, children }: { start?: StartProgress; children: ReactNode }) {
  return (
    <Gate start={start} stage={1}>
      <ThemeRoot>
        <Gate start={start} stage={2}>
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
  /** Given in the browser: rendering waits for it. Tests usually preload state instead. */
  start?: StartProgress;
  children: ReactNode;
}

/** Redux, stored session, texts, MUI theme, toasts and the last-resort error boundary. */
export function AppProviders({ store, start, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp start={start}>{children}</ThemedApp>
      </I18nextProvider>
    </Provider>
  );
}
