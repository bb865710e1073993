import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { fakeFetch } from '@/testing/fake-fetch';
import { makeLoginResult, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { makeStore } from '@/store/store';
import { preloadRoutes, type RouteHandle } from '../routes/preload';

describe('route preloads', () => {
  it('starts the preloads of the branch the path matches, outermost first, and no other', () => {
    const started: string[] = [];
    const handle = (name: string): RouteHandle => ({
      preload: ({ search }) => {
        started.push(`${name}${search.toString() ? `?${search}` : ''}`);
      },
    });
    const routes: RouteObject[] = [
      {
        path: '/',
        handle: handle('root'),
        children: [
          {
            path: 'orders',
            handle: handle('orders'),
            children: [
              { index: true, handle: handle('list') },
              { path: 'board', handle: handle('board') },
            ],
          },
          { path: 'zones', handle: handle('zones') },
        ],
      },
    ];
    const store = makeStore();
    void preloadRoutes(routes, '/orders/board', {
      search: new URLSearchParams('date=2026-11-27'),
      store,
    });
    expect(started).toEqual([
      'root?date=2026-11-27',
      'orders?date=2026-11-27',
      'board?date=2026-11-27',
    ]);
    started.length = 0;
    void preloadRoutes(routes, '/nowhere/else', { search: new URLSearchParams(), store });
    expect(started).toEqual([]);
  });

  it('asks the server nothing about the board for a visitor who is not signed in', async () => {
    const http = fakeFetch([]);
    renderApp({ route: '/orders/board' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(http.callsTo('GET', /\/api\/delivery-routes\/board/)).toHaveLength(0);
  });

  it('asks the server nothing about the board for a customer, who is shown "no access"', async () => {
    const http = fakeFetch([]);
    const { router } = renderApp({
      route: '/orders/board',
      preloadedState: signedInState(makeLoginResult({ token: validToken(['customer']) })),
    });
    await screen.findByText(/no tienes acceso/i);
    expect(router.state.location.pathname).toBe('/error');
    expect(http.callsTo('GET', /\/api\/delivery-routes\/board/)).toHaveLength(0);
  });
});
