import { screen, waitFor, within } from '@testing-library/react';
import type { PriceMaximum } from '@/api/prices';
import { findDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { employeeSession, page, stamp, zones } from './price-fixtures';

// the lazy screens compile on their first visit
jest.setTimeout(30_000);

const maximum = (overrides: Partial<PriceMaximum>): PriceMaximum => ({
  id: 3,
  zone_id: 1,
  zone_name: 'Guadalajara Centro',
  product_kind: 'cylinder_kg',
  week_start: '2026-10-04',
  week_end: '2026-10-10',
  max: 24.5,
  user_add: 1,
  user_add_name: 'Ana López',
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
  ...overrides,
});

const maximums = [
  maximum({}),
  maximum({
    id: 2,
    zone_id: 2,
    zone_name: 'Zapopan',
    product_kind: 'stationary_litre',
    week_start: '2026-09-27',
    week_end: '2026-10-03',
    max: 11.6,
    user_add_name: null,
  }),
];

const baseRoutes: FakeRoute[] = [
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  {
    method: 'GET',
    path: /^\/api\/price-maximums\/paginated\//,
    reply: reply(200, page(maximums)),
  },
];

/** The grid row that holds a cell with this text. */
async function rowOf(text: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('gridcell', { name: text }, { timeout: 5000 });
  return cell.closest('[role="row"]') as HTMLElement;
}

describe('regulated maximums', () => {
  it('lists the weekly maximums with their week and unit, filtered in the URL, with the admin actions', async () => {
    const http = fakeFetch(baseRoutes);
    renderApp({
      route: '/prices/maximums?zone=1&kind=cylinder_kg&from=2026-10-01&to=2026-10-31',
      preloadedState: signedInState(),
    });
    await screen.findByRole('heading', { name: 'Máximos regulados', level: 1 }, { timeout: 5000 });
    const cylinders = await rowOf('Guadalajara Centro');
    expect(cylinders).toHaveTextContent(
      /Gas en cilindros \(por kg\)\s*4–10 de oct de 2026\s*\$24\.50 por kg\s*Ana López/,
    );
    expect(await rowOf('Zapopan')).toHaveTextContent(
      /Gas estacionario \(por litro\)\s*27 de sep\s–\s3 de oct 2026\s*\$11\.60 por litro\s*—/,
    );
    const [request] = http.callsTo('GET', /^\/api\/price-maximums\/paginated\//);
    expect(request?.path).toMatch(/zone_id=1/);
    expect(request?.path).toMatch(/product_kind=cylinder_kg/);
    expect(request?.path).toMatch(/from=2026-10-01&to=2026-10-31/);
    expect(screen.getByRole('link', { name: 'Nuevo máximo' })).toBeVisible();
    expect(
      within(cylinders).getByRole('link', { name: /^Editar máximo por kg en Guadalajara Centro/ }),
    ).toHaveAttribute('href', '/prices/maximums/3/edit');
    expect(
      within(cylinders).getByRole('button', { name: /^Eliminar máximo por kg/ }),
    ).toBeInTheDocument();
  });

  it('shows employees the maximums without the means to change them', async () => {
    fakeFetch(baseRoutes);
    renderApp({ route: '/prices/maximums', preloadedState: employeeSession });
    const row = await rowOf('Zapopan');
    expect(within(row).queryAllByRole('link')).toEqual([]);
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Nuevo máximo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Eliminados' })).not.toBeInTheDocument();
  });

  it('an admin sets the maximum of a week: a Sunday, checked before sending', async () => {
    const http = fakeFetch([
      {
        method: 'PUT',
        path: '/api/price-maximums',
        reply: (request) => reply(200, maximum({ id: 9, ...(request.body as object) })),
      },
      ...baseRoutes,
    ]);
    const { user, router } = renderApp({
      route: '/prices/maximums/new',
      preloadedState: signedInState(),
    });
    await screen.findByRole('heading', { name: 'Nuevo máximo regulado' }, { timeout: 5000 });
    await screen.findByRole('option', { name: 'Zapopan' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Zona/ }), 'Zapopan');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Tipo de producto/ }),
      'Gas en cilindros (por kg)',
    );
    const week = await findDayField(/Semana/);
    await typeDay(user, week, '07102026');
    const amount = screen.getByLabelText(/Máximo \(MXN\)/);
    await user.type(amount, '24.8');
    await user.click(screen.getByRole('button', { name: 'Guardar máximo' }));
    expect(week).toHaveAccessibleDescription(
      'La semana empieza en domingo: elige la fecha de un domingo.',
    );
    expect(http.callsTo('PUT', '/api/price-maximums')).toHaveLength(0);

    await typeDay(user, week, '04102026');
    expect(week).toHaveAccessibleDescription(/Semana del 4–10 de octubre de 2026/);
    await user.click(screen.getByRole('button', { name: 'Guardar máximo' }));
    await waitFor(() => expect(http.callsTo('PUT', '/api/price-maximums')).toHaveLength(1));
    expect(http.callsTo('PUT', '/api/price-maximums')[0]?.body).toEqual({
      zone_id: 2,
      product_kind: 'cylinder_kg',
      week_start: '2026-10-04',
      max: 24.8,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prices/maximums'));
  });

  it("shows the server's refusal (422) at its field", async () => {
    fakeFetch([
      {
        method: 'PUT',
        path: '/api/price-maximums',
        reply: reply(422, {
          message: 'Los datos enviados no son válidos.',
          errors: { zone_id: ['La zona está eliminada; restáurela primero.'] },
        }),
      },
      ...baseRoutes,
    ]);
    const { user } = renderApp({
      route: '/prices/maximums/new',
      preloadedState: signedInState(),
    });
    await screen.findByRole('option', { name: 'Zapopan' }, { timeout: 5000 });
    const zone = screen.getByRole('combobox', { name: /Zona/ });
    await user.selectOptions(zone, 'Zapopan');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Tipo de producto/ }),
      'Gas estacionario (por litro)',
    );
    await user.type(screen.getByLabelText(/Máximo \(MXN\)/), '11.60');
    await user.click(screen.getByRole('button', { name: 'Guardar máximo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(zone).toHaveAccessibleDescription('La zona está eliminada; restáurela primero.');
  });
});
