import { Suspense, lazy, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { PageLoader } from '@/components/feedback/page-loader';
import { multiColorEnabled } from '@/config/env';
import { LazyErrorPage } from '@/features/errors/components/lazy-error-page';
import { discardLoginShellOutside } from '@/lib/login-shell/hand-over';
import { SessionRedirects } from '../session-redirects';
import { useBodyLoadClasses } from './use-body-load-classes';

// Only fetched when the build enables the multi-colour option (MULTI_COLOR=true).
const ColorSwitcher = lazy(() =>
  import(
    /* webpackChunkName: "color-switcher" */ '@/features/theme/components/color-switcher'
  ).then((m) => ({ default: m.ColorSwitcher })),
);

/**
 * Every route: session redirects, a loader while a lazy screen arrives, and an error boundary so
 * that a crash while rendering a screen shows the error page (code 500). The boundary is keyed by
 * the path, so navigating elsewhere recovers. The colour switcher shows when the build enables it.
 * The login shell (see `lib/login-shell`) is removed on any other route.
 */
export function RootLayout({ colorSwitcher = multiColorEnabled }: { colorSwitcher?: boolean }) {
  const { pathname } = useLocation();
  useBodyLoadClasses();
  // the pre-rendered sign-in page goes as soon as the app shows a page it is not
  useLayoutEffect(() => discardLoginShellOutside(pathname), [pathname]);
  return (
    <>
      <SessionRedirects />
      <ErrorBoundary key={pathname} fallback={<LazyErrorPage code={500} />}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      {colorSwitcher && (
        <Suspense fallback={null}>
          <ColorSwitcher />
        </Suspense>
      )}
    </>
  );
}
