import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { deliveryRoutesApi } from '@/api/delivery-routes';
import type { DeliveryRoute, DeliveryStop } from '@/api/delivery-routes';
import { businessDay } from '@/lib/format/date-time';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute, RecordedRequest } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { recordDownloads } from '@/testing/list-fixtures';
import { renderApp } from '@/testing/render-with-providers';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

const driverSession = signedInState(
  makeLoginResult({
    token: validToken(['employee'], { sub: '5' }),
    user: makeUser({ id: 5, name: 'Luis', last_name: 'Gómez', type_user: 'empleado' }),
  }),
);
const TODAY = businessDay(new Date());
const cashCountPage = { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 };
const MINE = `/api/delivery-routes/mine/${TODAY}`;

function stop(overrides: Partial<DeliveryStop> = {}): DeliveryStop {
  return {
    id: 11,
    position: 1,
    order_id: 101,
    folio: 'GLP-000101',
    customer_name: 'Marta Ruiz',
    customer_phone: '33 1234 5678',
    address: 'Av. Juárez 100, Centro',
    product: 'cylinder_20kg',
    quantity: 2,
    total: 900,
    payment_method: 'cash',
    order_status: 'in_process',
    outcome: null,
    reason: null,
    dispensed_litres: null,
    recorded_at: null,
    recorded_by: null,
    ...overrides,
  };
}

function route(stops: DeliveryStop[], overrides: Partial<DeliveryRoute> = {}): DeliveryRoute {
  return {
    id: 7,
    route_date: TODAY,
    status: 'out',
    vehicle_id: 4,
    vehicle_plate: 'PIP-12-34',
    vehicle_kind: 'tank_truck',
    capacity: 5000,
    load: 300,
    driver_id: 5,
    driver_name: 'Luis Gómez',
    helper_id: null,
    helper_name: null,
    departed_at: '2026-11-27T14:00:00.000Z',
    closed_at: null,
    closed_by: null,
    closed_by_name: null,
    cash_expected: null,
    cash_counted: null,
    cash_difference: null,
    stops,
    created_at: '2026-11-27T13:00:00.000Z',
    updated_at: '2026-11-27T14:00:00.000Z',
    ...overrides,
  };
}

const tankStop = stop({
  id: 12,
  position: 2,
  order_id: 102,
  folio: 'GLP-000102',
  customer_name: 'Jorge Peña',
  product: 'stationary_litre',
  quantity: 300,
  total: 3429,
  payment_method: 'cash',
  delivery_window_start: '09:00',
  delivery_window_end: '13:00',
});

function open(routes: FakeRoute[]) {
  const http = fakeFetch([
    { method: 'GET', path: '/api/auth/me', reply: reply(200, makeUser({ id: 5 })) },
    ...routes,
  ]);
  return { ...renderApp({ route: '/my-route', preloadedState: driverSession }), http };
}

describe("the driver's route", () => {
  it('shows each stop with a tel: link and records a tank delivery after confirming the litres', async () => {
    const outcomes: RecordedRequest[] = [];
    let current = route([stop(), tankStop]);
    const { user, http } = open([
      { method: 'GET', path: MINE, reply: () => reply(200, [current]) },
      {
        method: 'POST',
        path: '/api/delivery-routes/7/stops/12/outcome',
        reply: (request) => {
          outcomes.push(request);
          current = route([
            stop(),
            { ...tankStop, outcome: 'delivered', dispensed_litres: 280, total: 3200.4 },
          ]);
          return reply(200, current);
        },
      },
    ]);
    expect(await screen.findByText('0 de 2 paradas con resultado')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mi ruta', level: 1 })).toBeVisible();
    const card = screen.getByRole('listitem', { name: '2. Jorge Peña' });
    expect(within(card).getByText('Av. Juárez 100, Centro')).toBeVisible();
    expect(within(card).getByRole('link', { name: /Llamar a Jorge Peña/ })).toHaveAttribute(
      'href',
      'tel:3312345678',
    );
    expect(within(card).getByText('300 L · Gas estacionario')).toBeVisible();
    expect(within(card).getByText('$3,429.00')).toBeVisible();
    expect(within(card).getByText('Efectivo')).toBeVisible();
    expect(await within(card).findByText('09:00–13:00')).toBeVisible();
    const other = screen.getByRole('listitem', { name: '1. Marta Ruiz' });
    expect(await within(other).findByText('A cualquier hora')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Entregado, parada 2' }));
    const dialog = await screen.findByRole('dialog', { name: /¿Entregado a Jorge Peña\?/ });
    const litres = within(dialog).getByRole('textbox', { name: /Litros surtidos/ });
    expect(litres).toHaveValue('300');
    expect(outcomes).toHaveLength(0);
    await user.clear(litres);
    await user.type(litres, '280');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));

    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.body).toEqual({ outcome: 'delivered', dispensed_litres: 280 });
    expect(await screen.findByText('1 de 2 paradas con resultado')).toBeVisible();
    expect(within(card).getByText('Entregado: 280 L surtidos')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Entregado, parada 2' })).toBeNull();
    // the outcome's answer shows at once; the cache tags read the route again from the server
    await waitFor(() => expect(http.callsTo('GET', MINE)).toHaveLength(2));
  });

  it('asks the reason of a failed visit and what becomes of the order', async () => {
    const outcomes: RecordedRequest[] = [];
    let current = route([stop()]);
    const { user } = open([
      { method: 'GET', path: MINE, reply: () => reply(200, [current]) },
      {
        method: 'POST',
        path: '/api/delivery-routes/7/stops/11/outcome',
        reply: (request) => {
          outcomes.push(request);
          current = route([
            stop({ outcome: 'not_delivered', reason: 'nobody_home', order_status: 'cancelled' }),
          ]);
          return reply(200, current);
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'No entregado, parada 1' }));
    const dialog = await screen.findByRole('dialog', { name: /¿No entregado a Marta Ruiz\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar no entrega' }));
    expect(within(dialog).getByText('Elige el motivo.')).toBeVisible();
    expect(outcomes).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'No había nadie' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cancelar el pedido' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar no entrega' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.body).toEqual({
      outcome: 'not_delivered',
      reason: 'nobody_home',
      then: 'cancel',
    });
    expect(await screen.findByText('No entregado: No había nadie')).toBeVisible();
  });

  it('closes the route with the cash counted, showing expected, counted and the shortfall first', async () => {
    const closes: RecordedRequest[] = [];
    const CASH_COUNTS = '/api/cash-counts/paginated/1/10';
    const BOARD = `/api/delivery-routes/board/${TODAY}`;
    const delivered = [
      stop({ outcome: 'delivered', order_status: 'completed' }),
      stop({
        id: 13,
        position: 2,
        folio: 'GLP-000103',
        customer_name: 'Ana Díaz',
        total: 600,
        outcome: 'delivered',
        payment_method: 'card',
      }),
    ];
    let current = route(delivered, { cash_expected_so_far: 899.5 });
    const { user, http, store } = open([
      { method: 'GET', path: CASH_COUNTS, reply: reply(200, cashCountPage) },
      { method: 'GET', path: BOARD, reply: reply(200, {}) },
      // the server's figure, not one the screen adds up (it counts the totals the server keeps)
      { method: 'GET', path: MINE, reply: () => reply(200, [current]) },
      {
        method: 'POST',
        path: '/api/delivery-routes/7/close',
        reply: (request) => {
          closes.push(request);
          current = route(delivered, {
            status: 'closed',
            cash_expected: 899.5,
            cash_counted: 850.5,
            cash_difference: -49,
            cash_expected_so_far: 899.5,
            closed_by: 5,
            closed_by_name: 'Luis Gómez',
            closed_at: '2026-11-28T01:00:00.000Z',
          });
          return reply(200, current);
        },
      },
    ]);
    expect(await screen.findByText('2 de 2 paradas con resultado')).toBeVisible();
    // the cash counts' list and the board, open elsewhere (another tab of the same session)
    const counts = store.dispatch(
      deliveryRoutesApi.endpoints.getCashCountsPaginated.initiate({ page: 1, size: 10 }),
    );
    const board = store.dispatch(
      deliveryRoutesApi.endpoints.getDispatchBoard.initiate({ date: TODAY }),
    );
    await waitFor(() => expect(http.callsTo('GET', CASH_COUNTS)).toHaveLength(1));
    await waitFor(() => expect(http.callsTo('GET', BOARD)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cerrar ruta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar la ruta de PIP-12-34' });
    expect(within(dialog).getByTestId('cash-expected')).toHaveTextContent('$899.50');
    expect(within(dialog).getByText(/Esperado: .*\(\$899\.50\)/)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Efectivo contado/ }), '850.50');
    expect(within(dialog).getByTestId('cash-counted')).toHaveTextContent('$850.50');
    expect(within(dialog).getByTestId('cash-difference')).toHaveTextContent('-$49.00 (faltante)');
    expect(closes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar ruta' }));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect(closes[0]?.body).toEqual({ cash_counted: 850.5 });
    const summary = await screen.findByRole('region', { name: 'Corte de caja' });
    expect(within(summary).getByText('-$49.00 (faltante)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cerrar ruta' })).toBeNull();
    // the close is read again by the cash counts' list and the board, without a reload
    await waitFor(() => expect(http.callsTo('GET', CASH_COUNTS)).toHaveLength(2));
    await waitFor(() => expect(http.callsTo('GET', BOARD)).toHaveLength(2));
    counts.unsubscribe();
    board.unsubscribe();
  });

  it("says the server's refusal in a toast, in the user's language", async () => {
    const { user, http } = open([
      { method: 'GET', path: MINE, reply: reply(200, [route([stop()])]) },
      {
        method: 'POST',
        path: '/api/delivery-routes/7/stops/11/outcome',
        reply: reply(409, { message: 'La ruta ya no está en camino.' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Entregado, parada 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText('La ruta ya no está en camino.')).toBeVisible();
    await waitFor(() => expect(http.callsTo('GET', MINE).length).toBeGreaterThan(1));
    expect(http.callsTo('POST', /outcome$/)[0]?.headers.get('Accept-Language')).toMatch(/^es/);
  });

  it('lets the employee pick one of several routes, and says when there is none', async () => {
    const { user } = open([
      {
        method: 'GET',
        path: MINE,
        reply: reply(200, [
          route([stop()]),
          route([tankStop], { id: 8, vehicle_plate: 'GLP-01-01', vehicle_kind: 'cylinder_truck' }),
        ]),
      },
    ]);
    const group = await screen.findByRole('group', { name: 'Elige la ruta' });
    await user.click(within(group).getByRole('button', { name: 'GLP-01-01' }));
    expect(await screen.findByRole('listitem', { name: '2. Jorge Peña' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: '1. Marta Ruiz' })).toBeNull();
  });

  it('downloads the route sheet', async () => {
    const saved = recordDownloads();
    const { user } = open([
      { method: 'GET', path: MINE, reply: reply(200, [route([stop()])]) },
      {
        method: 'GET',
        path: '/api/delivery-routes/7/sheet',
        reply: {
          status: 200,
          body: '%PDF-1.7',
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="hoja-de-ruta-PIP-12-34.pdf"',
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Hoja de ruta' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('hoja-de-ruta-PIP-12-34.pdf');
    jest.restoreAllMocks();
  });

  it('reads the routes again every 30 s: a route sent out meanwhile shows its buttons', async () => {
    jest.useFakeTimers();
    try {
      let status: DeliveryRoute['status'] = 'planned';
      const { http } = open([
        { method: 'GET', path: MINE, reply: () => reply(200, [route([stop()], { status })]) },
      ]);
      expect(await screen.findByText(/La ruta aún no sale/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Entregado, parada 1' })).toBeNull();
      status = 'out';
      await act(() => jest.advanceTimersByTimeAsync(31_000));
      expect(
        await screen.findByRole('button', { name: 'Entregado, parada 1' }),
      ).toBeInTheDocument();
      expect(http.callsTo('GET', MINE)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when there is no route today', async () => {
    open([{ method: 'GET', path: MINE, reply: reply(200, []) }]);
    expect(await screen.findByText('Hoy no tienes ninguna ruta asignada.')).toBeVisible();
  });

  it("tells an administrator who opens it that it is the drivers' screen, and asks for no route", async () => {
    const http = fakeFetch([
      { method: 'GET', path: '/api/auth/me', reply: reply(200, makeUser({ id: 1 })) },
      { method: 'GET', path: MINE, reply: reply(200, []) },
    ]);
    renderApp({
      route: '/my-route',
      preloadedState: signedInState(
        makeLoginResult({
          token: validToken(['admin'], { sub: '1' }),
          user: makeUser({ id: 1, type_user: 'administrador' }),
        }),
      ),
    });
    expect(await screen.findByText(/Mi ruta es de los repartidores/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al tablero de reparto' })).toHaveAttribute(
      'href',
      expect.stringMatching(/orders\/board$/),
    );
    expect(screen.queryByText('Hoy no tienes ninguna ruta asignada.')).toBeNull();
    expect(http.callsTo('GET', MINE)).toHaveLength(0);
  });
});
