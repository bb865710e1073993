import { configure, screen, within } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeLoginResult, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { clientView, customer, makeOrder, page } from './orders-fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const customerSession = signedInState(
  makeLoginResult({ token: validToken(['customer'], { sub: '7' }), user: customer }),
);

const outOrder = makeOrder({ status: 'in_process', route_status: 'out' });
const plannedOrder = makeOrder({
  id: 119,
  folio: 'GLP-000119',
  status: 'new',
  route_status: 'planned',
});

describe('"on the way" for customers', () => {
  it('shows on their orders whose route has left, and only on those', async () => {
    fakeFetch([
      {
        method: 'GET',
        path: /^\/api\/orders\/mine\/1\/\d+$/,
        reply: reply(200, page([outOrder, plannedOrder], 2, 15)),
      },
    ]);
    renderApp({ route: '/my-orders', preloadedState: customerSession });
    const table = await screen.findByRole('table', { name: 'Mis pedidos' });
    const out = within(table).getByText('GLP-000120').closest('tr') as HTMLElement;
    expect(within(out).getByText('En camino')).toBeVisible();
    const planned = within(table).getByText('GLP-000119').closest('tr') as HTMLElement;
    expect(within(planned).queryByText('En camino')).toBeNull();
  });

  it('shows on the last order of their home', async () => {
    fakeFetch([
      { method: 'GET', path: '/api/orders/mine/1/1', reply: reply(200, page([outOrder], 1, 1)) },
      { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(10)) },
    ]);
    renderApp({ route: '/', preloadedState: customerSession });
    const last = await screen.findByRole('region', { name: 'Tu último pedido' });
    expect(await within(last).findByText('En camino')).toBeVisible();
  });
});
