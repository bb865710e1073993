import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@/api/orders';
import { findDayField, getDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute, RecordedRequest } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { recordDownloads } from '@/testing/list-fixtures';
import { makeOrder, page, session } from './orders-fixtures';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom,
// slower still on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACTIVE = /^\/api\/orders\/paginated\//;
const FINISHED = /^\/api\/orders\/finished\/list\//;

const active = [
  makeOrder(),
  makeOrder({
    id: 119,
    folio: 'GLP-000119',
    customer_name: 'Víctor Castillo',
    customer_phone: '2223357947',
    status: 'in_process',
    product: 'stationary_litre',
    quantity: 150,
    unit_price: 11.43,
    total: 1714.5,
    employee_id: null,
    employee_name: null,
  }),
];
const finished = [
  makeOrder({
    id: 100,
    folio: 'GLP-000100',
    customer_name: 'Yolanda Pérez',
    status: 'cancelled',
    cancellation_reason: 'No estaba en casa',
  }),
  makeOrder({ id: 99, folio: 'GLP-000099', customer_name: 'Sofía López', status: 'completed' }),
];

/** What the list calls answer: the rows of the list asked for, as a page. */
function listReply(rows: Order[]) {
  return (request: RecordedRequest) => {
    const url = new URL(request.path, 'http://app.test');
    const size = Number(url.pathname.split('/')[url.pathname.includes('finished') ? 6 : 5]);
    return reply(200, page(rows, rows.length, size));
  };
}

const base: FakeRoute[] = [
  { method: 'GET', path: ACTIVE, reply: listReply(active) },
  { method: 'GET', path: FINISHED, reply: listReply(finished) },
];

function open(route: string, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

const calls = (http: ReturnType<typeof fakeFetch>, path: RegExp) =>
  http.callsTo('GET', path).map((call) => call.path);

// jsdom has no object URLs or downloads: record what is saved
let saved: { blob: Blob; filename: string }[] = [];
beforeEach(() => {
  saved = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('the orders list', () => {
  it('is in the menu and lists the active orders, newest first, money in MXN', async () => {
    const { http } = open('/orders');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('href', '/orders');
    const grid = await screen.findByRole('grid', { name: 'Pedidos' });
    expect(await within(grid).findByText('GLP-000120')).toBeVisible();
    expect(within(grid).getByText('María José Gómez')).toBeVisible();
    expect(within(grid).getByText('$981.58')).toBeVisible();
    expect(within(grid).getByText('2 × Cil. 20 kg')).toBeVisible();
    expect(within(grid).getByText('150 L · Estacionario')).toBeVisible();
    expect(within(grid).getByText('Nuevo')).toBeVisible();
    expect(within(grid).getByText('En proceso')).toBeVisible();
    expect(within(grid).getByText('Sin asignar')).toBeVisible();
    // the date is Mexico City's (18:15 UTC is 12:15 there)
    expect(within(grid).getAllByText('23/11/26')).toHaveLength(2);
    expect(within(grid).getAllByText('12:15')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Activos', selected: true })).toBeVisible();
    expect(calls(http, ACTIVE)).toEqual(['/api/orders/paginated/1/10?trashed=without']);
    expect(screen.getByRole('link', { name: 'Editar GLP-000120' })).toHaveAttribute(
      'href',
      '/orders/120/edit',
    );
  });

  it('shows cancelled and completed orders under Cancelados, kept in the url, without edit', async () => {
    const { user, http, router } = open('/orders');
    await screen.findByText('GLP-000120');
    await user.click(screen.getByRole('tab', { name: 'Cancelados' }));
    expect(await screen.findByText('GLP-000100')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=cancelled');
    expect(calls(http, FINISHED)).toEqual(['/api/orders/finished/list/1/10/all?trashed=without']);
    const grid = screen.getByRole('grid', { name: 'Pedidos' });
    expect(within(grid).getByText('Cancelado')).toBeVisible();
    expect(within(grid).getByText('Completado')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver GLP-000100' })).toHaveAttribute(
      'href',
      '/orders/100',
    );
    expect(screen.queryByRole('link', { name: 'Editar GLP-000100' })).not.toBeInTheDocument();

    // only the cancelled ones
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Cancelado');
    await waitFor(() =>
      expect(calls(http, FINISHED).at(-1)).toBe(
        '/api/orders/finished/list/1/10/all?status=cancelled&trashed=without',
      ),
    );
    expect(router.state.location.search).toBe('?tab=cancelled&status=cancelled');
  });

  it('searches folio, employee, customer name or phone in the tab shown, encoded in the path', async () => {
    const { user, http, router } = open('/orders?tab=cancelled');
    await screen.findByText('GLP-000100');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Pérez 33');
    await waitFor(() =>
      expect(calls(http, FINISHED).at(-1)).toBe(
        '/api/orders/finished/list/1/10/P%C3%A9rez%2033?trashed=without',
      ),
    );
    expect(router.state.location.search).toBe('?tab=cancelled&q=P%C3%A9rez+33');

    await user.click(screen.getByRole('tab', { name: 'Activos' }));
    await waitFor(() =>
      expect(calls(http, ACTIVE).at(-1)).toBe(
        '/api/orders/paginated/1/10/P%C3%A9rez%2033?trashed=without',
      ),
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Pérez 33');
  });

  it('says when nothing matches the search', async () => {
    open('/orders?q=zzz', [{ method: 'GET', path: ACTIVE, reply: reply(200, page([])) }]);
    expect(await screen.findByText('Ningún pedido coincide con «zzz».')).toBeVisible();
  });

  it('filters by a date range, checked before it is applied, and clears it', async () => {
    const { user, http, router } = open('/orders', [
      {
        method: 'GET',
        path: /^\/api\/orders\/paginated\/1\/10\?from=/,
        reply: reply(200, page([])),
      },
    ]);
    await screen.findByText('GLP-000120');
    const range = screen.getByRole('form', { name: 'Rango de fechas' });
    const from = await findDayField('Desde', range);
    const to = getDayField('Hasta', range);
    await typeDay(user, from, '20112026');
    await typeDay(user, to, '01112026');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    expect(from).toHaveAccessibleDescription('No puede ser posterior a la fecha «Hasta»');
    expect(calls(http, ACTIVE)).toHaveLength(1);

    await typeDay(user, to, '22112026');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    await waitFor(() =>
      expect(calls(http, ACTIVE).at(-1)).toBe(
        '/api/orders/paginated/1/10?from=2026-11-20&to=2026-11-22&trashed=without',
      ),
    );
    expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-22');
    expect(await screen.findByText('No hay pedidos en esas fechas.')).toBeVisible();

    // one open end is a range too
    await user.click(within(range).getByRole('button', { name: 'Quitar fechas' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('GLP-000120')).toBeVisible();
  });

  it('a range in the url that is not valid is shown with its error, and nothing is asked', async () => {
    const { http } = open('/orders?from=2026-02-30');
    expect(await findDayField('Desde')).toHaveAccessibleDescription('La fecha no es válida');
    expect(await screen.findByText('Corrige el rango de fechas para ver la lista.')).toBeVisible();
    expect(calls(http, ACTIVE)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
  });

  it('exports exactly the tab, search and range shown', async () => {
    const file = (type: string, name: string) => ({
      status: 200,
      body: type === XLSX ? 'PK' : '%PDF',
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
    });
    const { user, http } = open('/orders?q=Mar%C3%ADa&from=2026-11-01&to=2026-11-23', [
      {
        method: 'GET',
        path: /^\/api\/orders\/list\/excel\//,
        reply: file(XLSX, 'pedidos-activos.xlsx'),
      },
      {
        method: 'GET',
        path: /^\/api\/orders\/finished\/pdf\//,
        reply: file('application/pdf', 'pedidos-terminados.pdf'),
      },
    ]);
    await screen.findByText('GLP-000120');
    await user.click(screen.getByRole('button', { name: 'Exportar Pedidos a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(http.callsTo('GET', /^\/api\/orders\/list\/excel\//)[0]?.path).toBe(
      '/api/orders/list/excel/Mar%C3%ADa?from=2026-11-01&to=2026-11-23',
    );
    expect(saved[0]?.filename).toBe('pedidos-activos.xlsx');

    await user.click(screen.getByRole('tab', { name: 'Cancelados' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado' }), 'Completado');
    await user.click(screen.getByRole('button', { name: 'Exportar Pedidos a PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(http.callsTo('GET', /^\/api\/orders\/finished\/pdf\//)[0]?.path).toBe(
      '/api/orders/finished/pdf/Mar%C3%ADa?from=2026-11-01&to=2026-11-23&status=completed',
    );
    expect(saved[1]?.blob.type).toBe('application/pdf');
  });

  it('deletes an order after asking, with Undo, and restores it from the deleted ones', async () => {
    const deletedOrder = makeOrder({
      id: 118,
      folio: 'GLP-000118',
      deleted_at: '2026-11-23T19:00:00Z',
    });
    const { user, http, router } = open('/orders', [
      { method: 'DELETE', path: '/api/orders/120', reply: reply(200, makeOrder()) },
      { method: 'GET', path: /^\/api\/orders\/\d+\/restore$/, reply: reply(200, makeOrder()) },
      {
        method: 'GET',
        path: /^\/api\/orders\/paginated\/1\/10\?trashed=only/,
        reply: reply(200, page([deletedOrder])),
      },
    ]);
    await screen.findByText('GLP-000120');
    await user.click(screen.getByRole('button', { name: 'Eliminar GLP-000120' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «GLP-000120»?' });
    expect(dialog).toHaveTextContent(
      'Dejará de aparecer en la lista. Podrás restaurarlo activando «Ver eliminados».',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó «GLP-000120».')).toBeVisible();
    expect(http.callsTo('DELETE', '/api/orders/120')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Se restauró «GLP-000120».')).toBeVisible();
    expect(http.callsTo('GET', '/api/orders/120/restore')).toHaveLength(1);

    // the deleted orders of the tab, behind the switch; no exports of them
    await user.click(screen.getByRole('switch', { name: 'Ver eliminados' }));
    expect(await screen.findByText('GLP-000118')).toBeVisible();
    expect(router.state.location.search).toBe('?deleted=1');
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar GLP-000118' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restaurar GLP-000118' }));
    expect(await screen.findByText('Se restauró «GLP-000118».')).toBeVisible();
    expect(http.callsTo('GET', '/api/orders/118/restore')).toHaveLength(1);
  });
});
