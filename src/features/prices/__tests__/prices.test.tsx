import { screen, waitFor, within } from '@testing-library/react';
import type { AveragePrice, Price, PriceHistory } from '@/api/prices';
import { clearDay, findDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { employeeSession, page, stamp, zones } from './price-fixtures';

// the lazy screens compile on their first visit
jest.setTimeout(30_000);

const price = (overrides: Partial<Price>): Price => ({
  id: 7,
  zone_id: 1,
  zone_name: 'Guadalajara Centro',
  product: 'cylinder_20kg',
  price: 495.5,
  effective_from: '2026-10-04',
  user_add: 1,
  user_add_name: 'Ana López',
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
  ...overrides,
});

const average: AveragePrice = {
  zone_id: 1,
  zone_name: 'Guadalajara Centro',
  product: 'cylinder_20kg',
  average_price: 490.25,
  days_covered: 31,
  min_price: 480,
  max_price: 495.5,
  price_at_end: 495.5,
  orders_count: 12,
  orders_average_price: 489,
};

const history: PriceHistory = {
  from: '2026-10-01',
  to: '2026-10-31',
  series: [
    {
      zone_id: 1,
      zone_name: 'Guadalajara Centro',
      product: 'cylinder_20kg',
      steps: [
        { from: '2026-10-01', to: '2026-10-03', price: 480, price_id: 6 },
        { from: '2026-10-04', to: '2026-10-31', price: 495.5, price_id: 7 },
      ],
      maximums: [],
    },
  ],
};

const baseRoutes: FakeRoute[] = [
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  { method: 'GET', path: /^\/api\/prices\/paginated\//, reply: reply(200, page([price({})])) },
  { method: 'GET', path: /^\/api\/prices\/average\//, reply: reply(200, [average]) },
  { method: 'GET', path: /^\/api\/prices\/history\//, reply: reply(200, history) },
];

describe('average price management', () => {
  it('sends the filter to the records, the averages and the chart, and shows the weighted average', async () => {
    const http = fakeFetch(baseRoutes);
    renderApp({
      route: '/prices?zone=1&product=cylinder_20kg&from=2026-10-01&to=2026-10-31',
      preloadedState: signedInState(),
    });
    await screen.findByRole(
      'heading',
      { name: 'Gestión de precio promedio', level: 1 },
      { timeout: 5000 },
    );
    const averages = await screen.findByRole('table', {
      name: 'Precio promedio por zona y producto',
    });
    expect(within(averages).getAllByRole('row')[1]).toHaveTextContent(
      /Guadalajara Centro.*Cilindro 20 kg.*\$490\.25.*31.*\$480\.00.*\$495\.50.*\$495\.50/,
    );
    const [records] = http.callsTo('GET', /^\/api\/prices\/paginated\//);
    expect(records?.path).toMatch(/zone_id=1/);
    expect(records?.path).toMatch(/product=cylinder_20kg/);
    expect(records?.path).toMatch(/from=2026-10-01/);
    expect(
      http.callsTo('GET', /^\/api\/prices\/average\/2026-10-01\/2026-10-31\?/)[0]?.path,
    ).toMatch(/zone_id=1&product=cylinder_20kg|product=cylinder_20kg&zone_id=1/);
    expect(
      await screen.findByRole('img', { name: /Precio semanal de Guadalajara Centro/ }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo precio' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Máximos regulados' }),
    ).toHaveAttribute('href', '/prices/maximums');
  });

  it('shows employees the figures without the means to change them', async () => {
    fakeFetch(baseRoutes);
    renderApp({ route: '/prices', preloadedState: employeeSession });
    await screen.findByRole(
      'table',
      { name: 'Precio promedio por zona y producto' },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('link', { name: 'Nuevo precio' })).not.toBeInTheDocument();
  });

  it('checks a new price before sending, and shows the regulated maximum refusal at the price', async () => {
    const http = fakeFetch([
      {
        method: 'POST',
        path: '/api/prices',
        reply: reply(422, {
          message: 'El precio supera el máximo regulado de la semana.',
          errors: { price: ['El precio supera el máximo regulado de la semana ($480.00).'] },
        }),
      },
      ...baseRoutes,
    ]);
    const { user } = renderApp({ route: '/prices/new', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Nuevo precio', level: 1 }, { timeout: 5000 });
    await screen.findByRole('option', { name: 'Zapopan' });
    const amount = screen.getByLabelText(/Precio unitario/);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(screen.getByRole('combobox', { name: /Zona/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(amount).toHaveAccessibleDescription(/hasta dos decimales/);
    expect(http.callsTo('POST', '/api/prices')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Zona/ }), 'Zapopan');
    await user.selectOptions(screen.getByRole('combobox', { name: /Producto/ }), 'Cilindro 20 kg');
    await user.clear(amount);
    await user.type(amount, '510.00');
    // the day it takes effect, typed as Spanish writes it, is sent as the API reads it
    const day = await findDayField(/Vigente desde/);
    await clearDay(user, day);
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(day).toHaveAccessibleDescription('Este campo es obligatorio');
    await typeDay(user, day, '04102026');
    expect(day).toHaveTextContent('04/10/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    await waitFor(() => expect(http.callsTo('POST', '/api/prices')).toHaveLength(1));
    expect(http.callsTo('POST', '/api/prices')[0]?.body).toMatchObject({
      zone_id: 2,
      product: 'cylinder_20kg',
      price: 510,
      effective_from: '2026-10-04',
    });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'El precio supera el máximo regulado de la semana ($480.00).',
      ),
    );
  });
});
