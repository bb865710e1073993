import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { RecordedRequest } from '@/testing/fake-fetch';
import { makeLoginResult, signedInState, validToken } from '@/testing/fixtures';
import { page } from '@/testing/list-fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { makeStore } from '@/store/store';
import { makeOrder } from '@/features/orders/__tests__/orders-fixtures';
import { buildRoutes } from '../routes';
import { preloadRoutes } from '../routes/preload';

// The menu, the dashboard and the orders grid render whole: slow in jsdom on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const ACTIVE = /^\/api\/orders\/paginated\//;
const FINISHED = /^\/api\/orders\/finished\/list\//;
const ANY_ORDER_LIST = /^\/api\/orders\/(paginated|finished)\//;

const activeOrder = makeOrder();
const finishedOrder = makeOrder({
  id: 100,
  folio: 'GLP-000100',
  customer_name: 'Yolanda Pérez',
  status: 'cancelled',
});

/** The page of the list asked for (its size read from the path), with one order. */
const listReply = (rows: ReturnType<typeof makeOrder>[]) => (request: RecordedRequest) => {
  const path = request.path.split('?')[0] ?? '';
  const size = Number(path.split('/')[path.includes('finished') ? 6 : 5]);
  return reply(200, page(rows, rows.length, size));
};

function serve() {
  return fakeFetch([
    { method: 'GET', path: ACTIVE, reply: listReply([activeOrder]) },
    { method: 'GET', path: FINISHED, reply: listReply([finishedOrder]) },
  ]);
}

const paths = (http: ReturnType<typeof fakeFetch>, path: RegExp) =>
  http.callsTo('GET', path).map((call) => call.path);

const menu = () => screen.findByRole('navigation', { name: 'Menú principal' });

describe('a menu entry starts its screen before the click', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('pointing at "Pedidos" asks for the first page once, and the grid shows that answer', async () => {
    const http = serve();
    const { user } = renderApp({ route: '/', preloadedState: signedInState() });
    const entry = within(await menu()).getByRole('link', { name: 'Pedidos' });
    expect(paths(http, ANY_ORDER_LIST)).toEqual([]);

    await user.hover(entry);
    await waitFor(() =>
      expect(paths(http, ANY_ORDER_LIST)).toEqual(['/api/orders/paginated/1/10?trashed=without']),
    );
    // pointing again (the pointer left and came back) asks nothing more
    await user.unhover(entry);
    await user.hover(entry);

    await user.click(entry);
    const grid = await screen.findByRole('grid', { name: 'Pedidos' });
    expect(await within(grid).findByText('GLP-000120')).toBeVisible();
    expect(paths(http, ANY_ORDER_LIST)).toEqual(['/api/orders/paginated/1/10?trashed=without']);
  });

  it('focusing "Pedidos" with the keyboard does the same, then Enter opens the list from it', async () => {
    const http = serve();
    const { user } = renderApp({ route: '/', preloadedState: signedInState() });
    const entry = within(await menu()).getByRole('link', { name: 'Pedidos' });

    act(() => entry.focus());
    await waitFor(() =>
      expect(paths(http, ANY_ORDER_LIST)).toEqual(['/api/orders/paginated/1/10?trashed=without']),
    );

    await user.keyboard('{Enter}');
    expect(await screen.findByText('GLP-000120')).toBeVisible();
    expect(paths(http, ANY_ORDER_LIST)).toEqual(['/api/orders/paginated/1/10?trashed=without']);
  });

  it('pointing at the "Cancelados" entry asks for that tab\'s first page as the screen will', async () => {
    // wide enough for the sub panel to be shown beside the main one
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    const http = serve();
    const { user, router } = renderApp({ route: '/orders', preloadedState: signedInState() });
    expect(await screen.findByText('GLP-000120')).toBeVisible();
    const subMenu = await screen.findByRole('navigation', { name: 'Submenú' });
    const entry = within(subMenu).getByRole('link', { name: 'Cancelados' });

    await user.hover(entry);
    await waitFor(() =>
      expect(paths(http, FINISHED)).toEqual(['/api/orders/finished/list/1/10/all?trashed=without']),
    );
    await user.click(entry);
    expect(await screen.findByText('GLP-000100')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=cancelled');
    expect(paths(http, FINISHED)).toEqual(['/api/orders/finished/list/1/10/all?trashed=without']);
    expect(paths(http, ACTIVE)).toEqual(['/api/orders/paginated/1/10?trashed=without']);
  });
});

describe('the orders list route', () => {
  it("started for a link with a search, a sort, days and the due filter, is the screen's page", async () => {
    const http = serve();
    const search =
      'q=G%C3%B3mez&sort=total&order=desc&from=2026-11-01&to=2026-11-23&due=today&size=25';
    const store = makeStore(signedInState());
    void preloadRoutes(buildRoutes({ guard: true }), '/orders', {
      search: new URLSearchParams(search),
      store,
    });
    const asked = [
      '/api/orders/paginated/1/25/G%C3%B3mez?from=2026-11-01&to=2026-11-23&trashed=without&sort=total&order=desc&due=today',
    ];
    await waitFor(() => expect(paths(http, ANY_ORDER_LIST)).toEqual(asked));

    renderApp({ route: `/orders?${search}`, store });
    const grid = await screen.findByRole('grid', { name: 'Pedidos' });
    expect(await within(grid).findByText('GLP-000120')).toBeVisible();
    expect(paths(http, ANY_ORDER_LIST)).toEqual(asked);
  });

  it('asks the server for its first page only for staff: not for a visitor nor a customer', async () => {
    const http = serve();
    const routes = buildRoutes({ guard: true });
    const start = (store: ReturnType<typeof makeStore>) =>
      preloadRoutes(routes, '/orders', { search: new URLSearchParams('tab=cancelled'), store });

    void start(makeStore());
    void start(makeStore(signedInState(makeLoginResult({ token: validToken(['customer']) }))));
    // the staff member's store, last: once its request has gone, the others' would have too
    void start(makeStore(signedInState(makeLoginResult({ token: validToken(['employee']) }))));
    await waitFor(() => expect(http.callsTo('GET', ANY_ORDER_LIST)).toHaveLength(1));
    await act(() => new Promise((settled) => setTimeout(settled, 50)));
    expect(paths(http, ANY_ORDER_LIST)).toEqual([
      '/api/orders/finished/list/1/10/all?trashed=without',
    ]);
  });
});
