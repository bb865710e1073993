import { useMemo } from 'react';
import { HashRouter, useRoutes } from 'react-router-dom';
import { authGuardEnabled } from '@/config/env';
import { buildRoutes } from './routes';

/**
 * The route table of SPEC section 2 rendered with `useRoutes`. The declarative router (rather than
 * `createHashRouter`) keeps react-router's data-router machinery, which the product does not use,
 * out of the login page's first load (about 16 KB of gzipped JavaScript).
 */
export function AppRoutes({ guard }: { guard: boolean }) {
  const routes = useMemo(() => buildRoutes({ guard }), [guard]);
  return useRoutes(routes);
}

/** Hash-based navigation (`/#/sistema/login`), guard per build configuration. */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes guard={authGuardEnabled} />
    </HashRouter>
  );
}
