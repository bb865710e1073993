import { Suspense, lazy } from 'react';
import { PageLoader } from '@/components/feedback/page-loader';

const ErrorPage = lazy(() =>
  import(/* webpackChunkName: "error" */ './error-page').then((m) => ({ default: m.ErrorPage })),
);

/**
 * The error page as an error boundary's fallback, fetched only when something crashes (it shares
 * the `/error` route's chunk), so it does not weigh on the login page's first load.
 */
export function LazyErrorPage({ code }: { code: number | string }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <ErrorPage code={code} />
    </Suspense>
  );
}
