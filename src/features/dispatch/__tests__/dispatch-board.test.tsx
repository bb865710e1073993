import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryRoute, DispatchBoard, DueOrder } from '@/api/delivery-routes';
import { businessDay } from '@/lib/format/date-time';
import { deferred, fakeFetch, reply } from '@/testing/fake-fetch';
import { fakeIntersectionObserver } from '@/testing/fake-intersection-observer';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser, signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

// The whole screen renders (lazy chunks, toasts, menus, dialog transitions): slow in jsdom.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const STAMP = '2026-11-27T15:00:00Z';
const today = businessDay(new Date());

function due(id: number, folio: string, overrides: Partial<DueOrder> = {}): DueOrder {
  return {
    order_id: id,
    folio,
    customer_name: `Cliente ${folio}`,
    customer_phone: '3312345678',
    address: 'Av. Juárez 10',
    zone_id: 1,
    zone_name: 'Centro',
    product: 'cylinder_20kg',
    quantity: 2,
    total: 800,
    payment_method: 'cash',
    status: 'new',
    delivery_date: today,
    delivery_window_start: null,
    delivery_window_end: null,
    overdue: false,
    ...overrides,
  };
}

function stop(id: number, position: number, orderId: number, folio: string) {
  return {
    id,
    position,
    order_id: orderId,
    folio,
    customer_name: `Cliente ${folio}`,
    customer_phone: '3312345678',
    address: 'Calle 5 #20',
    product: 'cylinder_20kg' as const,
    quantity: 3,
    total: 1200,
    payment_method: 'cash' as const,
    order_status: 'new' as const,
    outcome: null,
    reason: null,
    dispensed_litres: null,
    recorded_at: null,
    recorded_by: null,
  };
}

const route: DeliveryRoute = {
  id: 7,
  route_date: today,
  status: 'planned',
  vehicle_id: 3,
  vehicle_plate: 'GLP-01-01',
  vehicle_kind: 'cylinder_truck',
  capacity: 120,
  load: 6,
  driver_id: 5,
  driver_name: 'Luis Ramos',
  helper_id: null,
  helper_name: null,
  departed_at: null,
  closed_at: null,
  closed_by: null,
  closed_by_name: null,
  cash_expected: null,
  cash_counted: null,
  cash_difference: null,
  stops: [stop(70, 1, 21, 'P-0021'), stop(71, 2, 22, 'P-0022')],
  created_at: STAMP,
  updated_at: STAMP,
};

const board: DispatchBoard = {
  date: today,
  version: 'v1',
  due: [
    due(11, 'P-0011'),
    due(12, 'P-0012', {
      overdue: true,
      delivery_date: '2026-01-02',
      zone_id: 2,
      zone_name: 'Norte',
    }),
  ],
  routes: [route],
  free_vehicles: [
    {
      id: 4,
      plate: 'PIP-12-34',
      kind: 'tank_truck',
      capacity: 5000,
      zone_id: 2,
      zone_name: 'Norte',
    },
  ],
  free_drivers: [
    { id: 8, name: 'Ana Torres', number: '8' },
    { id: 9, name: 'Pedro Gil', number: '9' },
  ],
};

const BOARD_PATH = /^\/api\/delivery-routes\/board\/\d{4}-\d{2}-\d{2}$/;
const VERSION_PATH = /^\/api\/delivery-routes\/board\/\d{4}-\d{2}-\d{2}\/version$/;

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/auth/me', reply: reply(200, makeUser()) },
  { method: 'GET', path: BOARD_PATH, reply: reply(200, board) },
  { method: 'GET', path: VERSION_PATH, reply: reply(200, { version: 'v1' }) },
];

/** The operator leaves the tab and comes back: the board asks its version at once. */
function tabHiddenThenShown() {
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  try {
    for (const state of ['hidden', 'visible'] as const) {
      visibility.mockReturnValue(state);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
    }
  } finally {
    visibility.mockRestore();
  }
}

function open(routes: FakeRoute[] = [], path = '/orders/board') {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route: path, preloadedState: signedInState() }), http };
}

describe('Dispatch board', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    fireEvent(window, new Event('resize'));
  });

  it("shows the day's due orders, the overdue marked, beside each route with its load; the menu leads here under Orders", async () => {
    // wide enough for the menu's sub panel to stay open
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    fireEvent(window, new Event('resize'));
    const { http } = open();
    expect(
      await screen.findByRole('heading', { name: 'Tablero de reparto', level: 1 }),
    ).toBeVisible();
    const sub = await screen.findByRole('navigation', { name: 'Submenú' });
    const entry = within(sub).getByRole('link', { name: 'Tablero de reparto' });
    expect(entry).toHaveAttribute('href', '/orders/board');
    expect(entry).toHaveAttribute('aria-current', 'page');
    const main = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(main).getByRole('link', { name: 'Pedidos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const overdue = await screen.findByTestId('due-P-0012');
    expect(within(overdue).getByText('Atrasado')).toBeVisible();
    expect(within(screen.getByTestId('due-P-0011')).queryByText('Atrasado')).toBeNull();
    const column = screen.getByRole('region', { name: 'Ruta GLP-01-01' });
    expect(within(column).getByText('Chofer: Luis Ramos')).toBeVisible();
    expect(
      within(column).getByRole('progressbar', {
        name: 'Carga de la ruta GLP-01-01: 6 de 120 cilindros',
      }),
    ).toHaveAttribute('aria-valuenow', '5');
    expect(within(column).getByText('Planeada')).toBeVisible();
    expect(http.callsTo('GET', BOARD_PATH)[0]?.path).toBe(`/api/delivery-routes/board/${today}`);
  });

  it('draws a route out of sight as its title, status and stop count, then whole once it comes near', async () => {
    const sight = fakeIntersectionObserver();
    try {
      open();
      const column = await screen.findByRole('region', { name: 'Ruta GLP-01-01' });
      expect(within(column).getByText('2 paradas')).toBeVisible();
      expect(within(column).getByText('Planeada')).toBeVisible();
      expect(within(column).queryByRole('button', { name: /Hoja de ruta/ })).toBeNull();
      expect(within(column).queryByTestId('stop-P-0021')).toBeNull();
      act(() => sight.allInSight());
      const drawn = screen.getByRole('region', { name: 'Ruta GLP-01-01' });
      expect(within(drawn).getByRole('button', { name: /Hoja de ruta/ })).toBeVisible();
      expect(
        within(drawn).getByRole('progressbar', { name: /Carga de la ruta GLP-01-01/ }),
      ).toBeVisible();
      // its stops come near with it
      act(() => sight.allInSight());
      expect(within(drawn).getByTestId('stop-P-0021')).toBeVisible();
    } finally {
      sight.restore();
    }
  });

  it('shows the day of the URL, and says when it has nothing due and no route', async () => {
    const empty: DispatchBoard = { ...board, date: '2026-12-01', due: [], routes: [] };
    const { http } = open(
      [{ method: 'GET', path: '/api/delivery-routes/board/2026-12-01', reply: reply(200, empty) }],
      '/orders/board?date=2026-12-01',
    );
    expect(await screen.findByText('No hay pedidos por asignar este día.')).toBeVisible();
    expect(
      screen.getByText('No hay rutas este día. Crea una con un vehículo y un chofer libres.'),
    ).toBeVisible();
    expect(http.callsTo('GET', BOARD_PATH).map((call) => call.path)).toEqual([
      '/api/delivery-routes/board/2026-12-01',
    ]);
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeEnabled();
  });

  it('says the board could not be loaded, and reads it again on Retry', async () => {
    let fail = true;
    const { user } = open([
      {
        method: 'GET',
        path: BOARD_PATH,
        reply: () => (fail ? reply(500, { message: 'Error' }) : reply(200, board)),
      },
    ]);
    expect(await screen.findByText('No se pudo cargar el tablero.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('due-P-0011')).toBeVisible();
  });

  it('filters the due orders by zone, kept in the URL', async () => {
    const { user, router } = open();
    await screen.findByTestId('due-P-0011');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Norte');
    expect(screen.queryByTestId('due-P-0011')).toBeNull();
    expect(screen.getByTestId('due-P-0012')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('zone')).toBe('2');
  });

  it('shows a long due list a page at a time, the rest by its "show more" button', async () => {
    const many = Array.from({ length: 100 }, (_, index) =>
      due(1000 + index, `P-${String(1000 + index)}`),
    );
    const { user } = open([
      { method: 'GET', path: BOARD_PATH, reply: reply(200, { ...board, due: many }) },
    ]);
    await screen.findByTestId('due-P-1000');
    expect(screen.getByText('100 pedidos')).toBeVisible();
    expect(screen.getAllByTestId(/^due-P-/)).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Mostrar 40 más (quedan 60)' }));
    expect(screen.getAllByTestId(/^due-P-/)).toHaveLength(80);
    await user.click(screen.getByRole('button', { name: 'Mostrar 20 más (quedan 20)' }));
    expect(screen.getAllByTestId(/^due-P-/)).toHaveLength(100);
    expect(screen.queryByRole('button', { name: /^Mostrar \d+ más/ })).toBeNull();
  });

  it('assigns a due order to a route from its menu alone, then reads the board again', async () => {
    const { user, http } = open([
      { method: 'POST', path: '/api/delivery-routes/7/stops', reply: reply(200, route) },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Asignar a ruta… (pedido P-0011)' }),
    );
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: /GLP-01-01 · Luis Ramos/ }));
    await waitFor(() =>
      expect(http.callsTo('POST', '/api/delivery-routes/7/stops')[0]?.body).toEqual({
        order_id: 11,
      }),
    );
    expect(
      await screen.findByText('Se asignó el pedido P-0011 a la ruta GLP-01-01.'),
    ).toBeVisible();
    await waitFor(() => expect(http.callsTo('GET', BOARD_PATH).length).toBeGreaterThan(1));
  });

  it('an assignment reads the board once more, not twice, and shows the order on its route', async () => {
    // the server's day: before the assignment, and after it (P-0011 the route's third stop)
    const assigned: DispatchBoard = {
      ...board,
      version: 'v2',
      due: board.due.filter((order) => order.order_id !== 11),
      routes: [{ ...route, load: 8, stops: [...route.stops, stop(72, 3, 11, 'P-0011')] }],
    };
    let day = board;
    // the assignment answers while the version poll is on its way (its answer held until the
    // test releases it), as on a busy day where the poll is never far; the refresh's own version
    // answers after the board (the board lands first)
    let assigning = false;
    const polled = deferred<null>();
    const held = deferred<null>();
    const refreshed = deferred<null>();
    let refreshing = false;
    const { user, http } = open([
      {
        method: 'POST',
        path: '/api/delivery-routes/7/stops',
        reply: async () => {
          assigning = true;
          await polled.promise;
          day = assigned;
          return reply(200, assigned.routes[0]);
        },
      },
      { method: 'GET', path: BOARD_PATH, reply: () => reply(200, day) },
      {
        method: 'GET',
        path: VERSION_PATH,
        reply: async () => {
          const { version } = day;
          if (assigning) {
            assigning = false;
            polled.resolve(null);
            await held.promise;
            refreshing = true;
          } else if (refreshing) {
            refreshing = false;
            await refreshed.promise;
          }
          return reply(200, { version });
        },
      },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Asignar a ruta… (pedido P-0011)' }),
    );
    const reads = http.callsTo('GET', BOARD_PATH).length;
    await user.click(await screen.findByRole('menuitem', { name: /GLP-01-01 · Luis Ramos/ }));
    // the version is asked while the assignment is on its way: here by the tab coming back into
    // sight (at once) rather than by the next 3 s tick
    tabHiddenThenShown();
    expect(
      await screen.findByText('Se asignó el pedido P-0011 a la ruta GLP-01-01.'),
    ).toBeVisible();
    const asked = http.callsTo('GET', VERSION_PATH).length;
    held.resolve(null);
    const column = screen.getByRole('region', { name: 'Ruta GLP-01-01' });
    expect(await within(column).findByTestId('stop-P-0011')).toBeVisible();
    expect(screen.queryByTestId('due-P-0011')).toBeNull();
    // the board's refresh read its version too (the old one, then the new)
    await waitFor(() => expect(http.callsTo('GET', VERSION_PATH).length).toBeGreaterThan(asked));
    refreshed.resolve(null);
    // and the next version (the poll's, within its 3 s) brings no further read
    await waitFor(() =>
      expect(http.callsTo('GET', VERSION_PATH).length).toBeGreaterThan(asked + 1),
    );
    await waitFor(() => expect(screen.queryByTestId('due-P-0011')).toBeNull());
    expect(http.callsTo('GET', BOARD_PATH)).toHaveLength(reads + 1);
  });

  it('moves a stop down and takes one off the route with its buttons', async () => {
    const { user, http } = open([
      { method: 'PUT', path: '/api/delivery-routes/7/stops', reply: reply(200, route) },
      { method: 'DELETE', path: '/api/delivery-routes/7/stops/71', reply: reply(200, route) },
    ]);
    expect(await screen.findByRole('button', { name: 'Subir la parada P-0021' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bajar la parada P-0021' }));
    await waitFor(() =>
      expect(http.callsTo('PUT', '/api/delivery-routes/7/stops')[0]?.body).toEqual({
        order_ids: [22, 21],
      }),
    );
    expect(await screen.findByText('Se movió la parada P-0021 al lugar 2.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Quitar la parada P-0022 de la ruta' }));
    await waitFor(() =>
      expect(http.callsTo('DELETE', '/api/delivery-routes/7/stops/71')).toHaveLength(1),
    );
  });

  it('moves a stop to another planned route from its menu alone, in one call', async () => {
    const other: DeliveryRoute = {
      ...route,
      id: 8,
      vehicle_plate: 'GLP-02-02',
      driver_name: 'Ana Torres',
      load: 0,
      stops: [],
    };
    const { user, http } = open([
      { method: 'GET', path: BOARD_PATH, reply: reply(200, { ...board, routes: [route, other] }) },
      { method: 'POST', path: '/api/delivery-routes/7/stops/71/move', reply: reply(200, other) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mover a ruta… (parada P-0022)' }));
    const menu = await screen.findByRole('menu', { name: 'Mover la parada P-0022 a la ruta…' });
    expect(within(menu).queryByRole('menuitem', { name: /GLP-01-01/ })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: /GLP-02-02 · Ana Torres/ }));
    await waitFor(() =>
      expect(http.callsTo('POST', '/api/delivery-routes/7/stops/71/move')[0]?.body).toEqual({
        route_id: 8,
      }),
    );
    expect(await screen.findByText('Se pasó la parada P-0022 a la ruta GLP-02-02.')).toBeVisible();
    await waitFor(() => expect(http.callsTo('GET', BOARD_PATH).length).toBeGreaterThan(1));
  });

  it("offers the same routes in both route menus: planned ones only, never the stop's own; chosen by keyboard", async () => {
    const other: DeliveryRoute = {
      ...route,
      id: 8,
      vehicle_plate: 'GLP-02-02',
      driver_name: 'Ana Torres',
      load: 0,
      stops: [],
    };
    const gone: DeliveryRoute = {
      ...route,
      id: 9,
      status: 'out',
      vehicle_plate: 'GLP-03-03',
      driver_name: 'Pedro Gil',
      stops: [],
    };
    const { user, http } = open([
      {
        method: 'GET',
        path: BOARD_PATH,
        reply: reply(200, { ...board, routes: [route, other, gone] }),
      },
      { method: 'POST', path: '/api/delivery-routes/8/stops', reply: reply(200, other) },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Asignar a ruta… (pedido P-0011)' }),
    );
    const assign = await screen.findByRole('menu', { name: 'Asignar a ruta… (pedido P-0011)' });
    expect(
      within(assign)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^GLP-01-01 · Luis Ramos/),
      expect.stringMatching(/^GLP-02-02 · Ana Torres/),
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Mover a ruta… (parada P-0021)' }));
    const transfer = await screen.findByRole('menu', { name: 'Mover la parada P-0021 a la ruta…' });
    expect(
      within(transfer)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^GLP-02-02 · Ana Torres/)]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // by keyboard alone: the first route has the focus, the arrow moves, Enter chooses
    const button = screen.getByRole('button', { name: 'Asignar a ruta… (pedido P-0011)' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Asignar a ruta… (pedido P-0011)' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(http.callsTo('POST', '/api/delivery-routes/8/stops')[0]?.body).toEqual({
        order_id: 11,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('creates a route of the day from a free vehicle, a free driver and a helper', async () => {
    const created = { ...route, id: 9, vehicle_plate: 'PIP-12-34', stops: [] };
    const { user, http } = open([
      { method: 'POST', path: '/api/delivery-routes', reply: reply(201, created) },
    ]);
    await screen.findByTestId('due-P-0011');
    await user.click(screen.getByRole('button', { name: 'Nueva ruta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Crear ruta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige un vehículo y un chofer.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Vehículo/ }), '4');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Chofer/ }), '8');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Ayudante/ }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Crear ruta' }));
    await waitFor(() =>
      expect(http.callsTo('POST', '/api/delivery-routes')[0]?.body).toEqual({
        route_date: today,
        vehicle_id: 4,
        driver_id: 8,
        helper_id: 9,
      }),
    );
    expect(await screen.findByText('Se creó la ruta PIP-12-34.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of an assignment as an error toast", async () => {
    const refusal =
      'El Cilindro 20 kg no cabe: excede la capacidad del vehículo GLP-01-01 por 4 cilindros.';
    const { user, http } = open([
      {
        method: 'POST',
        path: '/api/delivery-routes/7/stops',
        reply: reply(422, { message: refusal, errors: {} }),
      },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Asignar a ruta… (pedido P-0012)' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /GLP-01-01/ }));
    expect(await screen.findByText(refusal)).toBeVisible();
    // refused or not, the board is read again once: someone else may have changed it first
    await waitFor(() => expect(http.callsTo('GET', BOARD_PATH)).toHaveLength(2));
  });

  it('sends a planned route out after a confirmation', async () => {
    const { user, http } = open([
      {
        method: 'POST',
        path: '/api/delivery-routes/7/depart',
        reply: reply(200, { ...route, status: 'out' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Enviar a ruta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar a ruta la GLP-01-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a ruta' }));
    await waitFor(() =>
      expect(http.callsTo('POST', '/api/delivery-routes/7/depart')).toHaveLength(1),
    );
    expect(await screen.findByText('La ruta GLP-01-01 salió a reparto.')).toBeVisible();
  });

  it('reads the board again when its version moves (another operator changed it)', async () => {
    let version = 'v1';
    const { http } = open([
      { method: 'GET', path: VERSION_PATH, reply: () => reply(200, { version }) },
    ]);
    await screen.findByTestId('due-P-0011');
    const reads = http.callsTo('GET', BOARD_PATH).length;
    version = 'v2';
    // polled every 3 s: seen within the 5 s the issue allows
    await waitFor(() => expect(http.callsTo('GET', BOARD_PATH).length).toBe(reads + 1), {
      timeout: 5_000,
    });
  });
});
