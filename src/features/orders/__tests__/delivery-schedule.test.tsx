import { configure, screen, waitFor, within } from '@testing-library/react';
import type { CreateOrderBody, Order } from '@/api/orders';
import { businessDay } from '@/lib/format/date-time';
import { findDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute, RecordedRequest } from '@/testing/fake-fetch';
import { makeLoginResult, signedInState, validToken } from '@/testing/fixtures';
import { recordDownloads } from '@/testing/list-fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { deliveryBody, formatDelivery, parseTime } from '../delivery-values';
import { customer, formRoutes, makeDetail, makeOrder, page, session } from './orders-fixtures';

// Scheduled deliveries on the screens: the order form's day and window, the list's delivery column
// and its due filter (in the url, sent to the server and to the exports), the order's screen and
// the customer's own orders.

// The whole screen renders (DataGrid, pickers, lazy chunks): slow in jsdom, slower on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const ACTIVE = /^\/api\/orders\/paginated\//;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** dd/mm/yyyy of a YYYY-MM-DD day, as the Spanish date field and list write it. */
const spanish = (day: string) => day.split('-').reverse().join('/');

describe('the delivery values', () => {
  it.each([
    ['09:00', '09:00'],
    ['9:00', '09:00'],
    [' 13.30 ', '13:30'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['mediodía', null],
    ['', null],
  ])('reads the time %p as %p', (typed, expected) => {
    expect(parseTime(typed)).toBe(expected);
  });

  it('sends the window only with both times, and writes the delivery as the list shows it', () => {
    const values = { delivery_date: '2026-11-27', delivery_window_start: '9:00' };
    expect(deliveryBody({ ...values, delivery_window_end: '13:00' })).toEqual({
      delivery_date: '2026-11-27',
      delivery_window_start: '09:00',
      delivery_window_end: '13:00',
    });
    expect(deliveryBody({ ...values, delivery_window_start: '', delivery_window_end: '' })).toEqual(
      { delivery_date: '2026-11-27', delivery_window_start: null, delivery_window_end: null },
    );
    const order = makeOrder({
      delivery_date: '2026-11-27',
      delivery_window_start: '09:00',
      delivery_window_end: '13:00',
    });
    expect(formatDelivery(order, 'es-ES')).toBe('27/11/2026 · 09:00–13:00');
    expect(formatDelivery(order, 'en-US')).toBe('11/27/2026 · 09:00–13:00');
    expect(formatDelivery({ ...order, delivery_window_start: null }, 'es-ES')).toBe('27/11/2026');
    expect(formatDelivery(order, 'es-ES', 'long')).toBe('27 de noviembre de 2026 · 09:00–13:00');
  });
});

describe('the order form’s delivery', () => {
  const created = (request: { body: unknown }) => {
    const body = request.body as CreateOrderBody;
    return reply(201, makeDetail({ ...body, id: 130, folio: 'GLP-000130' }));
  };

  it('starts on today, refuses a bad window and an earlier day in Spanish, then sends day and window', async () => {
    const http = fakeFetch([
      { method: 'POST', path: '/api/orders', reply: created },
      { method: 'GET', path: '/api/orders/130', reply: reply(200, makeDetail({ id: 130 })) },
      ...formRoutes,
    ]);
    const { user } = renderApp({ route: '/orders/new', preloadedState: session });
    const day = await findDayField('Fecha de entrega');
    expect(day).toHaveTextContent(spanish(businessDay(new Date())));

    await user.type(
      await screen.findByRole('textbox', { name: 'Nombre del cliente' }),
      'Pedro Ruiz',
    );
    await user.type(screen.getByRole('textbox', { name: 'Teléfono del cliente' }), '33 1111 2222');
    await user.type(screen.getByRole('textbox', { name: 'Dirección de entrega' }), 'Calle 5 #10');
    await screen.findByRole('option', { name: 'Guadalajara Centro' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Guadalajara Centro');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'Cilindro 20 kg');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('490.79'),
    );

    const from = screen.getByRole('textbox', { name: 'Desde' });
    const to = screen.getByRole('textbox', { name: 'Hasta' });
    // one end only
    await user.type(from, '14:00');
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(to).toHaveAccessibleDescription('Indica las dos horas del horario, o deja ambas vacías');
    // the end before the start
    await user.type(to, '9:30');
    expect(to).toHaveAccessibleDescription('La hora «Hasta» debe ser posterior a «Desde»');
    // not a time
    await user.clear(to);
    await user.type(to, '25:00');
    expect(to).toHaveAccessibleDescription('Escribe la hora en 24 h como HH:MM, por ejemplo 09:00');
    // a day before the order is taken
    await typeDay(user, day, '01012020');
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(
        'La entrega no puede ser antes del día en que se tomó el pedido',
      ),
    );
    expect(http.callsTo('POST', '/api/orders')).toHaveLength(0);

    await typeDay(user, day, '15012030');
    await user.clear(to);
    await user.type(to, '18:30');
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByText('Se creó el pedido GLP-000130.')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      delivery_date: '2030-01-15',
      delivery_window_start: '14:00',
      delivery_window_end: '18:30',
    });
  });

  it("shows the server's refusal of the window on its field", async () => {
    fakeFetch([
      {
        method: 'GET',
        path: '/api/orders/120',
        reply: reply(
          200,
          makeDetail({
            delivery_date: '2026-11-24',
            delivery_window_start: '09:00',
            delivery_window_end: '13:00',
          }),
        ),
      },
      {
        method: 'PUT',
        path: '/api/orders/120',
        reply: reply(422, {
          message: 'Los datos enviados no son válidos.',
          errors: {
            delivery_window_end: [
              'La hora final del horario de entrega debe ser posterior a la inicial.',
            ],
          },
        }),
      },
      ...formRoutes,
    ]);
    const { user } = renderApp({ route: '/orders/120/edit', preloadedState: session });
    expect(await findDayField('Fecha de entrega')).toHaveTextContent('24/11/2026');
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('09:00');
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveAccessibleDescription(
        'La hora final del horario de entrega debe ser posterior a la inicial.',
      ),
    );
  });
});

describe('the orders list’s deliveries', () => {
  const rows = [
    makeOrder({
      delivery_date: '2026-11-27',
      delivery_window_start: '09:00',
      delivery_window_end: '13:00',
    }),
    makeOrder({ id: 119, folio: 'GLP-000119', status: 'completed', delivery_date: '2026-11-23' }),
  ];
  const listReply = (request: RecordedRequest) => {
    const size = Number(new URL(request.path, 'http://app.test').pathname.split('/')[5]);
    return reply(200, page(rows, rows.length, size));
  };

  let saved: { blob: Blob; filename: string }[] = [];
  beforeEach(() => {
    saved = recordDownloads();
  });
  afterEach(() => jest.restoreAllMocks());

  function open(route: string, routes: FakeRoute[] = []) {
    const http = fakeFetch([...routes, { method: 'GET', path: ACTIVE, reply: listReply }]);
    return { ...renderApp({ route, preloadedState: session }), http };
  }

  it('shows the delivery day and window, and filters by due, kept in the url and sent to the export', async () => {
    const { user, http, router } = open('/orders', [
      {
        method: 'GET',
        path: /^\/api\/orders\/list\/excel\//,
        reply: {
          status: 200,
          body: 'PK',
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': 'attachment; filename="pedidos-activos.xlsx"',
          },
        },
      },
    ]);
    const grid = await screen.findByRole('grid', { name: 'Pedidos' });
    expect(await within(grid).findByRole('columnheader', { name: 'Entrega' })).toBeVisible();
    expect(within(grid).getByText('27/11/2026')).toBeVisible();
    expect(within(grid).getByText('09:00–13:00')).toBeVisible();
    expect(within(grid).getByText('23/11/2026')).toBeVisible();

    const filter = screen.getByRole('combobox', { name: 'Entrega' });
    expect(filter).toHaveValue('');
    await user.selectOptions(filter, 'Hoy');
    await waitFor(() => expect(router.state.location.search).toBe('?due=today'));
    await waitFor(() =>
      expect(http.callsTo('GET', ACTIVE).at(-1)?.path).toBe(
        '/api/orders/paginated/1/10?trashed=without&due=today',
      ),
    );
    await user.selectOptions(filter, 'Atrasados');
    await waitFor(() => expect(router.state.location.search).toBe('?due=overdue'));
    await waitFor(() =>
      expect(http.callsTo('GET', ACTIVE).at(-1)?.path).toBe(
        '/api/orders/paginated/1/10?trashed=without&due=overdue',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar Pedidos a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(http.callsTo('GET', /^\/api\/orders\/list\/excel\//)[0]?.path).toBe(
      '/api/orders/list/excel/all?due=overdue',
    );

    await user.selectOptions(filter, 'Todas');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the filter from the url and sends it with the search', async () => {
    const empty = () => reply(200, page([], 0, 10));
    const { http } = open('/orders?q=Mar%C3%ADa&due=today', [
      { method: 'GET', path: /^\/api\/orders\/paginated\/1\/10\/Mar/, reply: empty },
    ]);
    expect(await screen.findByText('Ningún pedido coincide con «María».')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Entrega' })).toHaveValue('today');
    expect(http.callsTo('GET', ACTIVE).map((call) => call.path)).toEqual([
      '/api/orders/paginated/1/10/Mar%C3%ADa?trashed=without&due=today',
    ]);
  });

  it('says when nothing is overdue, and the Cancelados tab has no due filter', async () => {
    const empty = () => reply(200, page([], 0, 10));
    const { user, http } = open('/orders?due=overdue', [
      { method: 'GET', path: /^\/api\/orders\/paginated\/1\/10\?/, reply: empty },
      {
        method: 'GET',
        path: /^\/api\/orders\/finished\/list\//,
        reply: () => reply(200, page([], 0, 10)),
      },
    ]);
    expect(await screen.findByText('No hay pedidos atrasados.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Cancelados' }));
    await waitFor(() => expect(http.callsTo('GET', /^\/api\/orders\/finished\//)).toHaveLength(1));
    expect(http.callsTo('GET', /^\/api\/orders\/finished\//)[0]?.path).not.toContain('due');
    expect(screen.queryByRole('combobox', { name: 'Entrega' })).not.toBeInTheDocument();
  });
});

describe('the delivery on an order’s screen and a customer’s orders', () => {
  const scheduled: Partial<Order> = {
    delivery_date: '2026-11-27',
    delivery_window_start: '16:00',
    delivery_window_end: '20:00',
  };

  it('shows the day and window on the order’s screen', async () => {
    fakeFetch([
      { method: 'GET', path: '/api/orders/120', reply: reply(200, makeDetail(scheduled)) },
    ]);
    renderApp({ route: '/orders/120', preloadedState: session });
    expect(await screen.findByText('27 de noviembre de 2026 · 16:00–20:00')).toBeVisible();
  });

  it("shows them in the customer's own orders", async () => {
    fakeFetch([
      {
        method: 'GET',
        path: /^\/api\/orders\/mine\/1\//,
        reply: reply(200, page([makeOrder(scheduled)], 1, 15)),
      },
    ]);
    const customerSession = signedInState(
      makeLoginResult({ token: validToken(['customer'], { sub: '7' }), user: customer }),
    );
    renderApp({ route: '/my-orders', preloadedState: customerSession });
    const table = await screen.findByRole('table', { name: 'Mis pedidos' });
    expect(within(table).getByRole('columnheader', { name: 'Entrega' })).toBeVisible();
    expect(within(table).getByText('27/11/2026 · 16:00–20:00')).toBeVisible();
  });
});
