// Test rendering with the real store, providers and routes (test code, never bundled).
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { Location, RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { makeStore } from '@/store/store';
import type { AppStore, PreloadedAppState } from '@/store/store';

export interface RenderOptions {
  /** Initial url (the part after `#`). */
  route?: string;
  preloadedState?: PreloadedAppState;
  /** Defaults to a fresh store per render. */
  store?: AppStore;
}

/** Where the memory router is now (`router.state.location`), and a way to move it. */
interface RouterProbe {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

function LocationProbe({ onChange }: { onChange: (probe: RouterProbe) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onChange({
      state: { location },
      navigate: async (to) => {
        await navigate(to);
      },
    });
  }, [location, navigate, onChange]);
  return null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderRoutes(
  routes: ReactElement,
  { route = '/', preloadedState, store = makeStore(preloadedState) }: RenderOptions,
) {
  const url = new URL(route, 'http://app.test');
  const router: RouterProbe = {
    state: {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: '',
        state: null,
        key: 'initial',
      },
    },
    navigate: () => Promise.reject(new Error('the router has not rendered yet')),
  };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe onChange={(latest) => Object.assign(router, latest)} />
        {routes}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, router, user };
}

/** Renders `ui` at `route` with a fresh store and every provider. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes(<Routes routes={[{ path: '*', element: ui }]} />, options);
}

/** Renders the real route table (guard on unless told otherwise) at `route`. */
export function renderApp(options: RenderOptions & { guard?: boolean } = {}) {
  return renderRoutes(<AppRoutes guard={options.guard ?? true} />, options);
}
