import { useMemo } from 'react';
import { HashRouter, useRoutes } from 'react-router-dom';
import { authGuardEnabled } from '@/config/env';
import { PreloadPathContext } from '@/lib/routing/preload-path';
import { buildRoutes } from './routes';
import type { AppStore } from '@/store/store';
import { preloadRoutes, usePreloadPath, usePreloadRoutes } from './routes/preload';

/**
 * The route table of SPEC section 2 rendered with `useRoutes`. The declarative router (rather than
 * `createHashRouter`) keeps react-router's data-router machinery, which the product does not use,
 * out of the login page's first load (about 16 KB of gzipped JavaScript). A link inside may start
 * the preloads of the path it leads to before it is followed (`@/lib/routing/preload-path`).
 */
export function AppRoutes({ guard }: { guard: boolean }) {
  const routes = useMemo(() => buildRoutes({ guard }), [guard]);
  usePreloadRoutes(routes);
  const preloadPath = usePreloadPath(routes);
  const screen = useRoutes(routes);
  return <PreloadPathContext value={preloadPath}>{screen}</PreloadPathContext>;
}

/** Hash-based navigation (`/#/sistema/login`), guard per build configuration. */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes guard={authGuardEnabled} />
    </HashRouter>
  );
}

/**
 * At boot, as soon as the session and the language are read back: the preloads of the route the
 * page opens on, side by side with the first texts (React's first commit waits for those, and so
 * would an effect). Settles when what the route needs to render (its chunks and texts) is in.
 */
export function preloadOpeningRoute(store: AppStore): Promise<unknown> {
  const { pathname, search } = new URL(window.location.hash.slice(1) || '/', 'http://app.invalid');
  return preloadRoutes(buildRoutes({ guard: authGuardEnabled }), pathname, {
    search: new URLSearchParams(search),
    store,
  });
}
