import { configure, screen, waitFor, within } from '@testing-library/react';
import type { CashCount } from '@/api/delivery-routes';
import { readableErrorColor } from '@/components/feedback/inline-alert';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser, signedInState } from '@/testing/fixtures';
import { page, recordDownloads } from '@/testing/list-fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { DEFAULT_THEME_COLOR } from '@/lib/theme/colors';
import { createAppTheme } from '@/lib/theme/theme';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

const LIST = /^\/api\/cash-counts\/paginated\//;

function cashCount(overrides: Partial<CashCount> = {}): CashCount {
  return {
    route_id: 7,
    route_date: '2026-11-20',
    vehicle_id: 3,
    vehicle_plate: 'GLP-01-01',
    driver_id: 5,
    driver_name: 'Luis Gómez',
    closed_at: '2026-11-21T01:15:00.000Z',
    closed_by: 5,
    closed_by_name: 'Luis Gómez',
    cash_expected: 1500,
    cash_counted: 1450.5,
    cash_difference: -49.5,
    ...overrides,
  };
}

const counts = [
  cashCount(),
  cashCount({
    route_id: 8,
    vehicle_plate: 'PIP-12-34',
    vehicle_id: 4,
    cash_expected: 900,
    cash_counted: 900,
    cash_difference: 0,
  }),
];
const employees = [makeUser({ id: 5, name: 'Luis', last_name: 'Gómez', type_user: 'empleado' })];
const vehicles = [
  { id: 3, plate: 'GLP-01-01' },
  { id: 4, plate: 'PIP-12-34' },
].map((vehicle) => ({
  ...vehicle,
  kind: 'cylinder_truck',
  capacity: 100,
  zone_id: 1,
  zone_name: 'Centro',
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  deleted_at: null,
}));

const base: FakeRoute[] = [
  { method: 'GET', path: LIST, reply: reply(200, page(counts)) },
  { method: 'GET', path: '/api/users/all/empleado', reply: reply(200, page(employees)) },
  { method: 'GET', path: '/api/vehicles/all', reply: reply(200, page(vehicles)) },
];

function open(route: string, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: signedInState() }), http };
}

afterEach(() => jest.restoreAllMocks());

describe('the cash counts list', () => {
  it('is under Reports, shows expected, counted and a shortfall in the readable red', async () => {
    const opened = open('/reports/cash-counts');
    const grid = await screen.findByRole('grid', { name: 'Cortes de caja' }, { timeout: 15_000 });
    const cell = await within(grid).findByText('-$49.50');
    const row = cell.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('GLP-01-01')).toBeVisible();
    expect(within(row).getByText('$1,500.00')).toBeVisible();
    expect(within(row).getByText('$1,450.50')).toBeVisible();
    expect(within(row).getAllByText('Luis Gómez')).toHaveLength(2);
    expect(within(row).getByText('20 de noviembre de 2026')).toBeVisible();
    expect(cell).toHaveStyle({
      color: readableErrorColor(
        createAppTheme({ color: DEFAULT_THEME_COLOR, radius: 'rounded', direction: 'ltr' }),
      ),
    });
    const even = within(grid).getByText('PIP-12-34').closest('[role="row"]') as HTMLElement;
    expect(within(even).getByText('$0.00')).toBeVisible();
    const { user } = opened;
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', {
        name: 'Reportes',
      }),
    );
    const sub = await screen.findByRole('navigation', { name: 'Submenú' });
    expect(within(sub).getByRole('link', { name: 'Cortes de caja' })).toHaveAttribute(
      'href',
      '/reports/cash-counts',
    );
  });

  it('filters by driver, vehicle and dates, keeps them in the url and exports the same rows', async () => {
    const saved = recordDownloads();
    const { user, http, router } = open('/reports/cash-counts?from=2026-11-01&to=2026-11-30', [
      {
        method: 'GET',
        path: /^\/api\/cash-counts\/pdf/,
        reply: {
          status: 200,
          body: '%PDF',
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="cortes-de-caja.pdf"',
          },
        },
      },
    ]);
    await screen.findByRole('grid', { name: 'Cortes de caja' });
    const driver = screen.getByRole('combobox', { name: 'Repartidor' });
    await waitFor(() =>
      expect(within(driver).getByRole('option', { name: 'Luis Gómez' })).toBeInTheDocument(),
    );
    await user.selectOptions(driver, '5');
    const vehicle = screen.getByRole('combobox', { name: 'Vehículo' });
    await waitFor(() =>
      expect(within(vehicle).getByRole('option', { name: 'PIP-12-34' })).toBeInTheDocument(),
    );
    await user.selectOptions(vehicle, '4');
    await waitFor(() =>
      expect(http.callsTo('GET', LIST).at(-1)?.path).toBe(
        '/api/cash-counts/paginated/1/10?from=2026-11-01&to=2026-11-30&driver_id=5&vehicle_id=4',
      ),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('driver')).toBe('5');
    expect(query.get('vehicle')).toBe('4');
    expect(query.get('from')).toBe('2026-11-01');

    await user.click(screen.getByRole('button', { name: /Cortes de caja.*PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('cortes-de-caja.pdf');
    expect(http.callsTo('GET', /^\/api\/cash-counts\/pdf/)[0]?.path).toBe(
      '/api/cash-counts/pdf?from=2026-11-01&to=2026-11-30&driver_id=5&vehicle_id=4',
    );
  });

  it('says so when nothing matches the filters', async () => {
    open('/reports/cash-counts?driver=5', [
      { method: 'GET', path: LIST, reply: reply(200, page([])) },
    ]);
    expect(await screen.findByText('Ningún corte de caja coincide con los filtros.')).toBeVisible();
  });
});
