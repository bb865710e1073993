import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { PageLoader } from '@/components/feedback/page-loader';
import { ErrorPage } from '@/features/errors/components/error-page';
import { SessionRedirects } from '../session-redirects';

/**
 * Every route: session redirects, a loader while a lazy screen arrives, and an error boundary so
 * that a crash while rendering a screen shows the error page (code 500). The boundary is keyed by
 * the path, so navigating elsewhere recovers.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionRedirects />
      <ErrorBoundary key={pathname} fallback={<ErrorPage code={500} />}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
