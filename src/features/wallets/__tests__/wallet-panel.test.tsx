import { screen, waitFor, within } from '@testing-library/react';
import type { Historical, Wallet } from '@/api/wallets';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { formatDateTime } from '@/lib/format/date-time';
import { changeLanguage } from '@/lib/i18n/i18n';

// the lazy screens compile on their first visit, and the dialogs' transitions are slow in jsdom
jest.setTimeout(30_000);

// The wallet panel as operators meet it: in a customer's view (/users/7), composed by the app.
const stamp = '2025-01-01T00:00:00Z';
const operator = makeUser(); // Ana López, id 1, the signed-in administrator
const session = signedInState();
const customer = makeUser({
  id: 7,
  number: null,
  username: null,
  name: 'María',
  last_name: 'Pérez',
  email: 'maria@example.mx',
  type_user: 'usuario',
});

function wallet(amount: number): Wallet {
  return { id: 3, user_id: 7, amount, user_add: 1, created_at: stamp, updated_at: stamp };
}

function movement(overrides: Partial<Historical>): Historical {
  return {
    id: 40,
    user_id: 7,
    wallet_id: 3,
    type_movement: 'credit',
    amount: 1500.5,
    balance_after: 1500.5,
    message: 'Recarga inicial',
    user_add: 1,
    user_add_name: 'Ana López',
    order_id: null,
    created_at: '2025-06-10T18:30:00Z',
    ...overrides,
  };
}

function page<T>(data: T[], total = data.length, size = 10, current = 1) {
  return {
    data,
    current_page: current,
    per_page: size,
    total,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
}

/** The server's side of one wallet: its balance and movements, newest first. */
function walletServer(initial: { balance: Wallet | null; movements: Historical[] }) {
  let current = initial.balance;
  const movements = [...initial.movements];
  const routes: FakeRoute[] = [
    { method: 'GET', path: '/api/users/7', reply: reply(200, customer) },
    {
      method: 'GET',
      path: '/api/users/client/7',
      reply: () =>
        reply(200, {
          user: customer,
          wallet: current,
          orders_count: 3,
          completed_orders: 2,
          last_order_at: null,
        }),
    },
    {
      method: 'GET',
      path: /^\/api\/wallets\/3\/historicals\/\d+\/\d+$/,
      reply: (request) => {
        const [pageNumber, size] = request.path.split('/').slice(-2).map(Number) as [
          number,
          number,
        ];
        const start = (pageNumber - 1) * size;
        return reply(
          200,
          page(movements.slice(start, start + size), movements.length, size, pageNumber),
        );
      },
    },
  ];
  return {
    routes,
    /** Records what a POST /api/historicals did on the server. */
    apply(next: Historical) {
      movements.unshift(next);
      current = wallet(next.balance_after);
    },
    open() {
      current = wallet(0);
    },
  };
}

async function openCustomer(
  routes: FakeRoute[],
  title = 'Monedero',
  as = session,
  route = '/users/7',
) {
  const http = fakeFetch(routes);
  const view = renderApp({ route, preloadedState: as });
  // the first visit compiles the lazy screen: give it time
  const panel = await screen.findByRole('region', { name: title }, { timeout: 5000 });
  return { ...view, http, panel };
}

describe('the wallet panel', () => {
  it('shows the balance and the history with date, type, amount, balance, message and operator', async () => {
    const server = walletServer({
      balance: wallet(1200.5),
      movements: [
        movement({
          id: 41,
          type_movement: 'debit',
          amount: 300,
          balance_after: 1200.5,
          message: 'Pago de pedido',
          user_add_name: 'Luis Gómez',
          created_at: '2025-06-12T15:05:00Z',
        }),
        movement({}),
      ],
    });
    const { panel } = await openCustomer(server.routes);
    expect(within(panel).getByRole('status', { name: 'Saldo' })).toHaveTextContent('$1,200.50');
    const table = await within(panel).findByRole('table', { name: 'Historial de movimientos' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FechaTipoMontoSaldo despuésConceptoRegistró',
      `${formatDateTime('2025-06-12T15:05:00Z', 'es-ES')}Cargo−$300.00$1,200.50Pago de pedidoLuis Gómez`,
      `${formatDateTime('2025-06-10T18:30:00Z', 'es-ES')}Abono+$1,500.50$1,500.50Recarga inicialAna López`,
    ]);
    // dates as in Mexico City: 15:05 UTC is 09:05 there
    expect(formatDateTime('2025-06-12T15:05:00Z', 'es-ES')).toMatch(
      /^12\/06\/25,\s9:05\sa\.\s?m\.$/,
    );
  });

  it('writes the dates of the history the way of the language: month first in English', async () => {
    await changeLanguage('en-US');
    try {
      const server = walletServer({
        balance: wallet(1500.5),
        movements: [movement({ created_at: '2025-06-12T15:05:00Z' })],
      });
      const { panel } = await openCustomer(server.routes, 'Wallet');
      const table = await within(panel).findByRole('table', { name: 'Movement history' });
      // 15:05 UTC is 09:05 in Mexico City; 12/06/25 would read as 6 December
      expect(within(table).getByText(/^6\/12\/25,\s9:05\sAM$/)).toBeInTheDocument();
    } finally {
      await changeLanguage('es-ES');
    }
  });

  it('records a credit with the exact amount and the operator, then shows the new balance and history', async () => {
    const server = walletServer({ balance: wallet(1500.5), movements: [movement({})] });
    const { user, http, panel } = await openCustomer([
      {
        method: 'POST',
        path: '/api/historicals',
        reply: (request) => {
          const body = request.body as { amount: number; message: string };
          const next = movement({
            id: 42,
            amount: body.amount,
            balance_after: 1750.85,
            message: body.message,
            created_at: '2025-06-18T17:00:00Z',
          });
          server.apply(next);
          return reply(201, next);
        },
      },
      ...server.routes,
    ]);
    await within(panel).findByText('Recarga inicial');
    expect(within(panel).getByRole('radio', { name: 'Abono' })).toBeChecked();
    await user.type(within(panel).getByLabelText('Monto (MXN)'), '250.35');
    await user.type(within(panel).getByLabelText('Concepto'), 'Recarga en mostrador');
    await user.click(within(panel).getByRole('button', { name: 'Registrar movimiento' }));

    expect(await screen.findByText('Abono de $250.35 registrado.')).toBeInTheDocument();
    const posted = http.callsTo('POST', '/api/historicals');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      user_id: 7,
      wallet_id: 3,
      type_movement: 'credit',
      amount: 250.35,
      message: 'Recarga en mostrador',
      user_add: operator.id,
    });
    await waitFor(() =>
      expect(within(panel).getByRole('status', { name: 'Saldo' })).toHaveTextContent('$1,750.85'),
    );
    expect(await within(panel).findByText('Recarga en mostrador')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Monto (MXN)')).toHaveValue('');
    expect(http.callsTo('GET', '/api/users/client/7')).toHaveLength(2);
    expect(http.callsTo('GET', /^\/api\/wallets\/3\/historicals\//)).toHaveLength(2);
  });

  it('refuses a debit above the balance, and a badly written amount, before sending', async () => {
    const server = walletServer({ balance: wallet(1500.5), movements: [] });
    const { user, http, panel } = await openCustomer(server.routes);
    expect(await within(panel).findByText('Todavía no hay movimientos.')).toBeInTheDocument();
    const amount = within(panel).getByLabelText('Monto (MXN)');
    await user.click(within(panel).getByRole('radio', { name: 'Cargo' }));
    await user.type(amount, '1500.51');
    await user.type(within(panel).getByLabelText('Concepto'), 'Pago');
    await user.click(within(panel).getByRole('button', { name: 'Registrar movimiento' }));
    expect(amount).toHaveAccessibleDescription('El cargo supera el saldo disponible ($1,500.50)');

    await user.clear(amount);
    await user.type(amount, '1,5');
    expect(amount).toHaveAccessibleDescription(
      'Escribe el monto con dígitos y, si hace falta, un punto decimal (por ejemplo 150.50)',
    );
    await user.clear(amount);
    await user.type(amount, '10.123');
    expect(amount).toHaveAccessibleDescription('El monto admite como máximo dos decimales');
    await user.clear(amount);
    await user.type(amount, '1500.50');
    expect(amount).not.toHaveAccessibleDescription();
    expect(http.callsTo('POST', '/api/historicals')).toHaveLength(0);
  });

  it("shows the server's 422 when a debit is refused there, and reads the balance again", async () => {
    const server = walletServer({ balance: wallet(100), movements: [] });
    const { user, http, panel } = await openCustomer([
      {
        method: 'POST',
        path: '/api/historicals',
        reply: () => {
          // another operator's debit got there first
          server.apply(
            movement({
              id: 50,
              type_movement: 'debit',
              amount: 60,
              balance_after: 40,
              message: 'Otro cargo',
            }),
          );
          const refusal = 'El saldo del monedero no alcanza para este cargo.';
          return reply(422, { message: refusal, errors: { amount: [refusal] } });
        },
      },
      ...server.routes,
    ]);
    await within(panel).findByText('Todavía no hay movimientos.');
    await user.click(within(panel).getByRole('radio', { name: 'Cargo' }));
    await user.type(within(panel).getByLabelText('Monto (MXN)'), '80');
    await user.type(within(panel).getByLabelText('Concepto'), 'Pago de pedido');
    await user.click(within(panel).getByRole('button', { name: 'Registrar movimiento' }));

    // the server's reason, under the field it concerns
    await waitFor(() =>
      expect(within(panel).getByLabelText('Monto (MXN)')).toHaveAccessibleDescription(
        'El saldo del monedero no alcanza para este cargo.',
      ),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('status', { name: 'Saldo' })).toHaveTextContent('$40.00'),
    );
    expect(http.callsTo('POST', '/api/historicals')).toHaveLength(1);
    // the typed movement stays, to be corrected
    expect(within(panel).getByLabelText('Monto (MXN)')).toHaveValue('80');
  });

  it("shows the server's reason when it refuses a movement without naming a field", async () => {
    const server = walletServer({ balance: wallet(100), movements: [] });
    const { user, panel } = await openCustomer([
      {
        method: 'POST',
        path: '/api/historicals',
        reply: reply(404, { message: 'El monedero no existe.' }),
      },
      ...server.routes,
    ]);
    await within(panel).findByText('Todavía no hay movimientos.');
    await user.type(within(panel).getByLabelText('Monto (MXN)'), '10');
    await user.type(within(panel).getByLabelText('Concepto'), 'Recarga');
    await user.click(within(panel).getByRole('button', { name: 'Registrar movimiento' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('El monedero no existe.');
  });

  it('opens a wallet for a customer who has none, recorded by the operator', async () => {
    const server = walletServer({ balance: null, movements: [] });
    const { user, http, panel } = await openCustomer([
      {
        method: 'POST',
        path: '/api/wallets',
        reply: () => {
          server.open();
          return reply(201, wallet(0));
        },
      },
      ...server.routes,
    ]);
    expect(within(panel).getByText('Este cliente todavía no tiene monedero.')).toBeInTheDocument();
    expect(within(panel).queryByRole('status', { name: 'Saldo' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Abrir monedero' }));

    expect(await screen.findByText('Monedero abierto.')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/wallets')[0]?.body).toEqual({
      user_id: 7,
      amount: 0,
      user_add: 1,
    });
    expect(await within(panel).findByRole('status', { name: 'Saldo' })).toHaveTextContent('$0.00');
    expect(within(panel).getByRole('button', { name: 'Registrar movimiento' })).toBeInTheDocument();
  });

  it('lets a customer read their own wallet, with no way to move money in it', async () => {
    const server = walletServer({ balance: wallet(250), movements: [movement({})] });
    const herself = signedInState(
      makeLoginResult({ token: validToken(['customer'], { sub: '7' }), user: customer }),
    );
    // her own wallet screen (the user views are for staff)
    const { panel } = await openCustomer(server.routes, 'Monedero', herself, '/my-wallet');
    expect(within(panel).getByRole('status', { name: 'Saldo' })).toHaveTextContent('$250.00');
    await within(panel).findByRole('table', { name: 'Historial de movimientos' });
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: /registrar|abrir/i }),
    ).not.toBeInTheDocument();
  });

  it('pages through the history, 15 movements a page', async () => {
    const many = Array.from({ length: 17 }, (_, index) =>
      movement({
        id: 100 - index,
        message: `Movimiento ${String(17 - index)}`,
        amount: 1,
        balance_after: 17 - index,
      }),
    );
    const server = walletServer({ balance: wallet(17), movements: many });
    const { user, http, panel } = await openCustomer(server.routes);
    expect(await within(panel).findByText('Movimiento 17')).toBeInTheDocument();
    expect(within(panel).getByText('1–15 de 17')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Página siguiente' }));
    expect(await within(panel).findByText('Movimiento 1')).toBeInTheDocument();
    expect(within(panel).queryByText('Movimiento 17')).not.toBeInTheDocument();
    expect(http.callsTo('GET', '/api/wallets/3/historicals/2/15')).toHaveLength(1);
  });
});
