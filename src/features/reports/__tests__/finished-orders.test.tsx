import { configure, screen, waitFor, within } from '@testing-library/react';
import { findDayField, getDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { XLSX, file, makeOrder, page, recordDownloads, session } from './reports-fixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const LIST = /^\/api\/orders\/finished\/list\//;
const TOTALS = /^\/api\/orders\/finished\/totals\//;
const zones = [
  {
    id: 1,
    name: 'Guadalajara Centro',
    phone: null,
    description: null,
    created_at: '2025-01-10T15:30:00Z',
    updated_at: '2025-01-10T15:30:00Z',
    deleted_at: null,
  },
];
const employees = [makeUser({ id: 5, name: 'Luis', last_name: 'Gómez', type_user: 'empleado' })];
const orders = [
  makeOrder(),
  makeOrder({
    id: 98,
    folio: 'GLP-000098',
    customer_name: 'Víctor Castillo',
    product: 'stationary_litre',
    quantity: 150,
    unit_price: 11.43,
    total: 1714.5,
    employee_id: null,
    employee_name: null,
  }),
];
const totals = { orders: 12, completed: 10, cancelled: 2, kg: 240, litres: 1500.5, amount: 5000 };

const base: FakeRoute[] = [
  { method: 'GET', path: LIST, reply: reply(200, page(orders)) },
  { method: 'GET', path: TOTALS, reply: reply(200, totals) },
  { method: 'GET', path: '/api/zones/all', reply: reply(200, page(zones)) },
  { method: 'GET', path: '/api/users/all/empleado', reply: reply(200, page(employees)) },
];

function open(route: string, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

const paths = (http: ReturnType<typeof fakeFetch>, path: RegExp) =>
  http.callsTo('GET', path).map((call) => call.path);

let saved: { blob: Blob; filename: string }[] = [];
beforeEach(() => {
  saved = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('the finished orders report', () => {
  it('sends its filters to the list, the totals and the downloads, and shows the totals', async () => {
    const { user, http, router } = open('/reports/finished-orders', [
      {
        method: 'GET',
        path: /^\/api\/orders\/finished\/excel\//,
        reply: file(XLSX, 'pedidos-terminados.xlsx'),
      },
    ]);
    const grid = await screen.findByRole('grid', { name: 'Pedidos terminados' });
    expect(await within(grid).findByText('GLP-000099')).toBeVisible();
    expect(within(grid).getByText('2 × Cilindro 20 kg')).toBeVisible();
    expect(within(grid).getByText('40 kg')).toBeVisible();
    expect(within(grid).getByText('150 L')).toBeVisible();
    expect(within(grid).getByText('$981.58')).toBeVisible();
    expect(within(grid).getByText('Sin asignar')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver GLP-000099' })).toHaveAttribute(
      'href',
      '/orders/99',
    );
    // completed orders by default
    expect(paths(http, LIST)).toEqual(['/api/orders/finished/list/1/10/all?status=completed']);

    const figures = await screen.findByTestId('finished-totals');
    expect(figures).toHaveTextContent('Pedidos12');
    expect(figures).toHaveTextContent('10 completados · 2 cancelados');
    expect(figures).toHaveTextContent('Kilos en cilindros240 kg');
    expect(figures).toHaveTextContent('Litros en estacionario1,500.5 L');
    expect(figures).toHaveTextContent('Importe$5,000.00');
    expect(paths(http, TOTALS)).toEqual(['/api/orders/finished/totals/all?status=completed']);

    // zone, product, employee and status, each kept in the url
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Zona' }),
      'Guadalajara Centro',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'Cilindro 20 kg');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Repartidor' }),
      'Luis Gómez',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado' }),
      'Completados y cancelados',
    );
    const range = screen.getByRole('form', { name: 'Rango de fechas' });
    await typeDay(user, await findDayField('Desde', range), '01112026');
    await typeDay(user, getDayField('Hasta', range), '20112026');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.paste('Sofía');

    const filters = 'from=2026-11-01&to=2026-11-20&zone_id=1&product=cylinder_20kg&employee_id=5';
    await waitFor(() =>
      expect(paths(http, LIST).at(-1)).toBe(`/api/orders/finished/list/1/10/Sof%C3%ADa?${filters}`),
    );
    await waitFor(() =>
      expect(paths(http, TOTALS).at(-1)).toBe(`/api/orders/finished/totals/Sof%C3%ADa?${filters}`),
    );
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'zone=1&product=cylinder_20kg&employee=5&status=all&from=2026-11-01&to=2026-11-20&q=Sof%C3%ADa',
    );
    expect(
      screen.getByText('Los kilos, los litros y el importe suman solo los pedidos completados.'),
    ).toBeVisible();

    // the download holds exactly the filters shown
    await user.click(screen.getByRole('button', { name: 'Exportar Pedidos terminados a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(paths(http, /^\/api\/orders\/finished\/excel\//)).toEqual([
      `/api/orders/finished/excel/Sof%C3%ADa?${filters}`,
    ]);
    expect(saved[0]?.filename).toBe('pedidos-terminados.xlsx');
  });

  it('reads filters from the url, and retries totals that failed', async () => {
    let fail = true;
    const { user, http } = open(
      '/reports/finished-orders?status=cancelled&product=stationary_litre',
      [
        {
          method: 'GET',
          path: TOTALS,
          reply: () => (fail ? reply(500, { message: 'boom' }) : reply(200, totals)),
        },
      ],
    );
    expect(await screen.findByText(/No se pudieron cargar los totales/)).toBeVisible();
    expect(paths(http, LIST)).toEqual([
      '/api/orders/finished/list/1/10/all?status=cancelled&product=stationary_litre',
    ]);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('cancelled');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('finished-totals')).toHaveTextContent('Pedidos12');
  });
});
