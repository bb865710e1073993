import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';

// The right-to-left emotion cache (stylis-plugin-rtl, cssjanus) is a chunk of its own, fetched
// only when the direction is rtl: left-to-right users never download it.
const RtlCacheProvider = lazy(() => import(/* webpackChunkName: "rtl" */ './rtl-cache'));

/** Wraps the tree in the rtl emotion cache when the direction is rtl; otherwise renders as is. */
export function DirectionCache({
  direction,
  children,
}: {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  if (direction === 'ltr') return children;
  return (
    <Suspense fallback={null}>
      <RtlCacheProvider>{children}</RtlCacheProvider>
    </Suspense>
  );
}
