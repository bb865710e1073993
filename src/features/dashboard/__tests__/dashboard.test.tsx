import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { ordersApi } from '@/api/orders';
import { changeLanguage } from '@/lib/i18n/i18n';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeReply, FakeRoute } from '@/testing/fake-fetch';
import { signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { EMPTY_STATS, makeCounts, makeOrder, makeStats } from './dashboard-fixtures';

// The whole main area renders (lazy chunks, MUI): slow in jsdom on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const COUNTS = '/api/orders/countStatus/';
const LATEST = '/api/orders/lastOrders/10';
const STATS = '/api/orders/stats/30';

const NO_DELIVERIES = {
  on_time: { delivered: 0, on_time: 0 },
  zones: [],
  today_routes: [],
  cash_differences: [],
};

const money = (pesos: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(pesos);

interface Replies {
  counts?: FakeReply | (() => FakeReply);
  latest?: FakeReply | (() => FakeReply);
  stats?: FakeReply | (() => FakeReply);
}

function routes({
  counts = reply(200, makeCounts()),
  latest = reply(200, [makeOrder(2), makeOrder(1)]),
  stats = reply(200, makeStats({ '2025-06-03': 25, '2025-06-12': 9 })),
}: Replies = {}): FakeRoute[] {
  const answer = (value: FakeReply | (() => FakeReply)) =>
    typeof value === 'function' ? value : () => value;
  return [
    { method: 'GET', path: COUNTS, reply: answer(counts) },
    { method: 'GET', path: LATEST, reply: answer(latest) },
    { method: 'GET', path: STATS, reply: answer(stats) },
    // the delivery card's own call (its figures are tested in delivery-card.test.tsx)
    { method: 'GET', path: '/api/dashboard/deliveries', reply: reply(200, NO_DELIVERIES) },
  ];
}

function openDashboard(replies: Replies = {}, extra: FakeRoute[] = []) {
  const http = fakeFetch([...extra, ...routes(replies)]);
  return { ...renderApp({ route: '/', preloadedState: signedInState() }), http };
}

/** Answers the queued replies one call after the other, the last one from then on. */
function replies(...queued: FakeReply[]): () => FakeReply {
  let call = 0;
  return () => queued[Math.min(call++, queued.length - 1)] ?? reply(500);
}

/** Answers the queued bodies (200) one call after the other, the last one from then on. */
function sequence(...bodies: unknown[]): () => FakeReply {
  return replies(...bodies.map((body) => reply(200, body)));
}

const countLink = (name: RegExp) => screen.findByRole('link', { name });

/** The tick labels of a chart's axis. */
const tickLabels = (chart: HTMLElement, axis: 'X' | 'Y') =>
  [...chart.querySelectorAll(`.MuiChartsAxis-direction${axis} .MuiChartsAxis-tickLabel`)].map(
    (tick) => tick.textContent,
  );

afterEach(() => {
  jest.useRealTimers();
});

describe('Dashboard', () => {
  it('greets the user and shows the order counts by status, each linking to its list', async () => {
    openDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana López' })).toBeVisible();
    expect(await countLink(/^Pedidos nuevos 12$/)).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: /^Pedidos en proceso 7$/ })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByRole('link', { name: /^Pedidos completados 1,234$/ })).toHaveAttribute(
      'href',
      '/orders?tab=cancelled&status=completed',
    );
    expect(screen.getByRole('link', { name: /^Pedidos cancelados 56$/ })).toHaveAttribute(
      'href',
      '/orders?tab=cancelled&status=cancelled',
    );
    expect(screen.getByText(/^Actualizado a las /)).toBeInTheDocument();
  });

  it('lists the latest 10 orders with folio, customer, zone, status, total and time', async () => {
    const now = new Date().toISOString();
    const { http } = openDashboard({
      latest: reply(200, [
        makeOrder(42, {
          customer_name: 'Rosa Martínez',
          zone_name: 'Norte',
          status: 'in_process',
          total: 1234.5,
          created_at: now,
        }),
        makeOrder(41, {
          customer_name: 'Juan Pérez',
          zone_name: null,
          status: 'cancelled',
          total: 880,
          created_at: '2025-06-12T20:05:00.000Z',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Los 10 pedidos más recientes' });
    await within(table).findByRole('link', { name: 'GLP-000042' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, first, second] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'GLP-000042' })).toHaveAttribute(
      'href',
      '/orders/42',
    );
    expect(first).toHaveTextContent('Rosa Martínez');
    expect(first).toHaveTextContent('Norte');
    expect(first).toHaveTextContent('En proceso');
    expect(first).toHaveTextContent(money(1234.5));
    expect(first).toHaveTextContent(/Hoy, /);
    expect(within(second).getByRole('link', { name: 'GLP-000041' })).toHaveAttribute(
      'href',
      '/orders/41',
    );
    expect(second).toHaveTextContent('Sin zona');
    expect(second).toHaveTextContent('Cancelado');
    expect(second).toHaveTextContent('$880.00');
    // 20:05 UTC is 14:05 in Mexico City
    expect(second).toHaveTextContent(/12 jun, 2:05/);
    expect(http.callsTo('GET', LATEST)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ver todos los pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('draws orders per day and their share as charts with accessible summaries and tables', async () => {
    const { user } = openDashboard();
    const perDay = await screen.findByRole('figure', { name: /^Gráfica de columnas de pedidos/ });
    expect(perDay).toHaveAccessibleName(
      'Gráfica de columnas de pedidos por día, del 14 de mayo de 2025 al 12 de junio de 2025: 34 pedidos en total. El día con más pedidos fue el 3 de junio de 2025, con 25.',
    );
    const perDaySection = screen.getByRole('region', { name: 'Pedidos por día' });
    expect(perDaySection).toHaveTextContent(`34 pedidos · ${money(34 * 450.5)} en ventas`);
    // a column per day, on a count axis from zero in whole numbers, with its axis titles
    await waitFor(() => expect(perDay.querySelectorAll('.MuiBarChart-element')).toHaveLength(30));
    expect(within(perDay).getByText('Día')).toBeInTheDocument();
    expect(within(perDay).getByText('Pedidos')).toBeInTheDocument();
    const counts = tickLabels(perDay, 'Y');
    expect(counts[0]).toBe('0');
    for (const tick of counts) expect(tick).toMatch(/^\d+$/);
    expect(Number(counts[counts.length - 1])).toBeGreaterThanOrEqual(25);

    // from the keyboard, each day says its figures (as the pointer's tooltip does)
    act(() => perDay.querySelector<HTMLElement>('[tabindex="0"]')?.focus());
    // the first arrow press focuses the first day (14 May), the 20 others move to 3 June
    await user.keyboard('{ArrowRight>21/}');
    await waitFor(() =>
      expect(perDay).toHaveTextContent(
        `3 de junio de 2025; Pedidos; 25 pedidos · Completados: 12 · Cancelados: 1 · Ventas: ${money(25 * 450.5)}`,
      ),
    );

    const share = screen.getByRole('figure', { name: /^Gráfica de barras del reparto/ });
    expect(share).toHaveAccessibleName(
      'Gráfica de barras del reparto por producto de 50 pedidos: Cilindro de 20 kg, 60%; Cilindro de 30 kg, 30%; Gas estacionario, 10%.',
    );
    // a bar per product, named on its axis, its share at its end
    await waitFor(() => expect(share.querySelectorAll('.MuiBarChart-element')).toHaveLength(3));
    expect(tickLabels(share, 'Y')).toEqual([
      'Cilindro de 20 kg',
      'Cilindro de 30 kg',
      'Gas estacionario',
    ]);
    expect(within(share).getByText('60%')).toBeInTheDocument();
    const shareSection = screen.getByRole('region', { name: 'Reparto de pedidos' });
    await user.click(within(shareSection).getByRole('button', { name: 'Zona' }));
    expect(
      within(shareSection).getByRole('figure', { name: /^Gráfica de barras del reparto/ }),
    ).toHaveAccessibleName(
      'Gráfica de barras del reparto por zona de 50 pedidos: Centro, 80%; Zona 2, 20%.',
    );

    // the same numbers as tables
    await user.click(within(perDaySection).getByRole('button', { name: 'Ver como tabla' }));
    const dayTable = within(perDaySection).getByRole('table', {
      name: 'Pedidos por día, del 14 de mayo de 2025 al 12 de junio de 2025',
    });
    const busiest = within(dayTable).getByRole('rowheader', { name: '3 de junio de 2025' });
    expect(busiest.closest('tr')).toHaveTextContent(`25121${money(25 * 450.5)}`);
    expect(within(perDaySection).queryByRole('figure')).not.toBeInTheDocument();
    await user.click(within(perDaySection).getByRole('button', { name: 'Ver como gráfica' }));
    expect(within(perDaySection).getByRole('figure')).toBeInTheDocument();

    await user.click(within(shareSection).getByRole('button', { name: 'Ver como tabla' }));
    const zoneTable = within(shareSection).getByRole('table', {
      name: 'Reparto de pedidos por zona',
    });
    expect(
      within(zoneTable).getByRole('rowheader', { name: 'Centro' }).closest('tr'),
    ).toHaveTextContent(`4080%${money(30000)}`);
  });

  it('shows an error with a retry where a call failed, and the figures after the retry', async () => {
    const { user, http } = openDashboard({
      counts: replies(reply(500, { message: 'Error interno' }), reply(200, makeCounts({ new: 3 }))),
      stats: replies(
        reply(503, { message: 'No disponible' }),
        reply(200, makeStats({ '2025-06-03': 25 })),
      ),
    });
    // the counts and both charts (one call) say so; the latest orders still show
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent(
        'No se pudieron cargar estos datos. Comprueba tu conexión e inténtalo de nuevo.',
      );
    expect(await screen.findByRole('link', { name: 'GLP-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pedidos nuevos/ })).not.toBeInTheDocument();

    const [countsRetry, chartRetry] = screen.getAllByRole('button', { name: 'Reintentar' });
    await user.click(countsRetry as HTMLElement);
    expect(await countLink(/^Pedidos nuevos 3$/)).toBeInTheDocument();
    expect(http.callsTo('GET', COUNTS)).toHaveLength(2);
    await user.click(chartRetry as HTMLElement);
    expect(
      await screen.findByRole('figure', { name: /^Gráfica de columnas de pedidos/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    openDashboard({
      counts: reply(200, makeCounts({ new: 0, in_process: 0, completed: 0, cancelled: 0 })),
      latest: reply(200, []),
      stats: reply(200, EMPTY_STATS),
    });
    expect(
      await screen.findByText('Todavía no hay pedidos. Los que se registren aparecerán aquí.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No se registraron pedidos en los últimos 30 días.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No hay pedidos que repartir en los últimos 30 días.'),
    ).toBeInTheDocument();
    expect(await countLink(/^Pedidos nuevos 0$/)).toBeInTheDocument();
  });

  it('reads the figures again every 30 seconds', async () => {
    jest.useFakeTimers();
    const { http } = openDashboard({
      counts: sequence(makeCounts({ new: 12 }), makeCounts({ new: 13 })),
    });
    expect(await countLink(/^Pedidos nuevos 12$/)).toBeInTheDocument();
    expect(http.callsTo('GET', COUNTS)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(http.callsTo('GET', COUNTS)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(await countLink(/^Pedidos nuevos 13$/)).toBeInTheDocument();
    expect(http.callsTo('GET', COUNTS)).toHaveLength(2);
    expect(http.callsTo('GET', LATEST)).toHaveLength(2);
    expect(http.callsTo('GET', STATS)).toHaveLength(2);
  });

  it('skips the polls while the tab is hidden and reads again when it comes back', async () => {
    jest.useFakeTimers();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      const { http } = openDashboard({
        counts: sequence(makeCounts({ new: 12 }), makeCounts({ new: 20 })),
      });
      expect(await countLink(/^Pedidos nuevos 12$/)).toBeInTheDocument();
      visibility.mockReturnValue('hidden');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      await act(() => jest.advanceTimersByTimeAsync(95_000));
      expect(http.callsTo('GET', COUNTS)).toHaveLength(1);

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      expect(await countLink(/^Pedidos nuevos 20$/)).toBeInTheDocument();
      expect(http.callsTo('GET', COUNTS)).toHaveLength(2);
    } finally {
      visibility.mockRestore();
    }
  });

  it('reads the figures again as soon as an order changes', async () => {
    const created = makeOrder(3, { created_at: new Date().toISOString() });
    const { store, http } = openDashboard(
      {
        counts: sequence(makeCounts({ new: 12 }), makeCounts({ new: 13 })),
        latest: sequence([makeOrder(2)], [created, makeOrder(2)]),
      },
      [{ method: 'POST', path: '/api/orders', reply: reply(201, created) }],
    );
    expect(await countLink(/^Pedidos nuevos 12$/)).toBeInTheDocument();
    await act(async () => {
      await store.dispatch(
        ordersApi.endpoints.createOrder.initiate({
          createOrderBody: {
            customer_name: 'Cliente 3',
            customer_phone: '55 1234 5678',
            address: 'Av. Juárez 10',
            zone_id: 1,
            product: 'cylinder_20kg',
            quantity: 1,
            payment_method: 'cash',
          },
        }),
      );
    });
    expect(await countLink(/^Pedidos nuevos 13$/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'GLP-000003' })).toHaveAttribute(
      'href',
      '/orders/3',
    );
    expect(http.callsTo('GET', STATS)).toHaveLength(2);
  });

  it('refreshes everything from the refresh button', async () => {
    const { user, http } = openDashboard({
      counts: sequence(makeCounts({ cancelled: 56 }), makeCounts({ cancelled: 57 })),
    });
    expect(await countLink(/^Pedidos cancelados 56$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar las cifras del panel' }));
    expect(await countLink(/^Pedidos cancelados 57$/)).toBeInTheDocument();
    await waitFor(() => expect(http.callsTo('GET', STATS)).toHaveLength(2));
    expect(http.callsTo('GET', LATEST)).toHaveLength(2);
  });

  it("shows a customer their own home, without asking for the staff's figures", async () => {
    const customer = signedInState();
    customer.auth.token = validToken(['customer']);
    const http = fakeFetch(routes());
    renderApp({ route: '/', preloadedState: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana López' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Pedidos nuevos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    for (const path of [COUNTS, LATEST, STATS]) expect(http.callsTo('GET', path)).toHaveLength(0);
  });

  it('writes figures, money and labels in English', async () => {
    await changeLanguage('en-US');
    openDashboard({ latest: reply(200, [makeOrder(7, { total: 1234.5, status: 'completed' })]) });
    expect(await countLink(/^Completed orders 1,234$/)).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'GLP-000007' })).closest('tr');
    expect(row).toHaveTextContent('MX$1,234.50');
    expect(row).toHaveTextContent('Completed');
    expect(
      await screen.findByRole('figure', {
        name: /^Column chart of orders per day, from May 14, 2025/,
      }),
    ).toBeInTheDocument();
  });
});
