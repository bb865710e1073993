import { configure, screen, within } from '@testing-library/react';
import type { DeliveryFigures } from '@/api/delivery-figures';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { EMPTY_STATS, makeCounts } from './dashboard-fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const DELIVERIES = '/api/dashboard/deliveries';

const figures: DeliveryFigures = {
  on_time: { delivered: 40, on_time: 34 },
  zones: [
    { zone_id: 1, zone_name: 'Guadalajara Centro', average_minutes: 95.4 },
    { zone_id: 2, zone_name: 'Zapopan', average_minutes: 130 },
  ],
  today_routes: [
    {
      id: 7,
      vehicle_plate: 'PIP-12-34',
      driver_name: 'Luis Gómez',
      status: 'out',
      stops: 5,
      done: 3,
    },
  ],
  cash_differences: [
    { date: '2026-11-21', difference: 0 },
    { date: '2026-11-22', difference: -120.5 },
    { date: '2026-11-23', difference: 35 },
  ],
};

function open(deliveries: FakeRoute['reply']) {
  const http = fakeFetch([
    { method: 'GET', path: '/api/orders/countStatus/', reply: reply(200, makeCounts()) },
    { method: 'GET', path: '/api/orders/lastOrders/10', reply: reply(200, []) },
    { method: 'GET', path: '/api/orders/stats/30', reply: reply(200, EMPTY_STATS) },
    { method: 'GET', path: DELIVERIES, reply: deliveries },
  ]);
  return { ...renderApp({ route: '/', preloadedState: signedInState() }), http };
}

describe("the dashboard's delivery card", () => {
  it('shows the on-time share, minutes per zone, today’s routes and the week’s cash differences', async () => {
    open(reply(200, figures));
    const card = await screen.findByRole('region', { name: 'Entregas' });
    expect(await within(card).findByText(/^85\s?%$/)).toBeVisible();
    expect(within(card).getByText('34 de 40 entregas en su día y su horario')).toBeVisible();
    expect(within(card).getByText('Zapopan')).toBeVisible();
    expect(within(card).getByText('130 min')).toBeVisible();
    expect(within(card).getByText('95 min')).toBeVisible();
    expect(
      within(card).getByRole('progressbar', {
        name: 'PIP-12-34 · Luis Gómez · en ruta: 3 de 5 paradas',
      }),
    ).toHaveAttribute('aria-valuenow', '60');
    expect(within(card).getByTestId('cash-difference-2026-11-22')).toHaveTextContent(
      '-$120.50 (faltante)',
    );
    expect(within(card).getByTestId('cash-difference-2026-11-23')).toHaveTextContent('+$35.00');
    expect(within(card).getByRole('link', { name: 'Ver cortes de caja' })).toHaveAttribute(
      'href',
      '/reports/cash-counts',
    );
  });

  it('says when there is nothing yet', async () => {
    open(
      reply(200, {
        on_time: { delivered: 0, on_time: 0 },
        zones: [],
        today_routes: [],
        cash_differences: [],
      }),
    );
    const card = await screen.findByRole('region', { name: 'Entregas' });
    expect(await within(card).findByText('Hoy no hay rutas.')).toBeVisible();
    expect(within(card).getAllByText('Sin entregas en los últimos 30 días.')).toHaveLength(2);
  });

  it('offers a retry when the figures cannot be read', async () => {
    open(reply(500, { message: 'error' }));
    const card = await screen.findByRole('region', { name: 'Entregas' });
    expect(await within(card).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
