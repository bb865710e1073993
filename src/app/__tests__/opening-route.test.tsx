import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { matchRoutes } from 'react-router-dom';
import { makeStore } from '@/store/store';
import { buildRoutes } from '../routes';
import { preloadable, preloadRoutes, type RouteHandle } from '../routes/preload';

describe('the route the page opens on', () => {
  it('the login route starts its own chunk, and its preloads settle once the chunk is in', async () => {
    const routes = buildRoutes({ guard: true });
    const handles = (matchRoutes(routes, '/sistema/login') ?? []).map(
      (match) => match.route.handle as RouteHandle | undefined,
    );
    const store = makeStore();
    const started = handles.map((handle) =>
      handle?.preload?.({ search: new URLSearchParams(), store }),
    );
    expect(started.some((loading) => loading instanceof Promise)).toBe(true);
    await expect(
      preloadRoutes(routes, '/sistema/login', { search: new URLSearchParams(), store }),
    ).resolves.toEqual([expect.objectContaining({ status: 'fulfilled' })]);
  });

  it('a preloaded screen renders at once, with no loader in between', async () => {
    const screenOf = preloadable(() => Promise.resolve(() => <h1>Pantalla</h1>));
    await screenOf.preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <screenOf.Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Pantalla' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).not.toBeInTheDocument();
  });

  it('a screen not yet loaded shows the loader, then itself', async () => {
    const screenOf = preloadable(() => Promise.resolve(() => <h1>Pantalla</h1>));
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <screenOf.Component />
      </Suspense>,
    );
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pantalla' })).toBeInTheDocument();
  });
});
