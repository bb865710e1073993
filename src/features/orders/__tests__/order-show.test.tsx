import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ChangeOrderStatusBody, OrderDetail } from '@/api/orders';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { makeDetail, session } from './orders-fixtures';

// The whole screen renders (lazy chunks, dialogs, toasts): slow in jsdom, slower on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

/** A server that keeps one order and moves it along the flow as the real one does. */
function orderServer(initial: OrderDetail) {
  let order = initial;
  const routes: FakeRoute[] = [
    { method: 'GET', path: `/api/orders/${String(order.id)}`, reply: () => reply(200, order) },
    {
      method: 'POST',
      path: `/api/orders/${String(order.id)}/status`,
      reply: (request) => {
        const body = request.body as ChangeOrderStatusBody;
        if (!order.allowed_statuses.includes(body.status))
          return reply(409, {
            message: 'El pedido no puede pasar a ese estado desde el estado actual.',
            errors: { status: ['El pedido no puede pasar a ese estado desde el estado actual.'] },
          });
        const next = body.status;
        order = {
          ...order,
          status: next,
          cancellation_reason: next === 'cancelled' ? (body.reason ?? null) : null,
          allowed_statuses: next === 'in_process' ? ['completed', 'cancelled'] : [],
          status_history: [
            ...order.status_history,
            {
              id: order.status_history.length + 1,
              from_status: order.status,
              to_status: next,
              reason: next === 'cancelled' ? (body.reason ?? null) : null,
              user_id: 1,
              user_name: 'Ana López',
              created_at: '2026-11-23T19:05:00.000Z',
            },
          ],
        };
        return reply(200, order);
      },
    },
    {
      method: 'DELETE',
      path: `/api/orders/${String(order.id)}`,
      reply: () => {
        order = { ...order, deleted_at: '2026-11-23T20:00:00.000Z', allowed_statuses: [] };
        return reply(200, order);
      },
    },
    {
      method: 'GET',
      path: `/api/orders/${String(order.id)}/restore`,
      reply: () => {
        order = { ...order, deleted_at: null, allowed_statuses: ['in_process', 'cancelled'] };
        return reply(200, order);
      },
    },
  ];
  return routes;
}

function open(order: OrderDetail, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...orderServer(order)]);
  const view = renderApp({ route: `/orders/${String(order.id)}`, preloadedState: session });
  return { ...view, http };
}

const statusCalls = (http: ReturnType<typeof fakeFetch>) =>
  http.callsTo('POST', /^\/api\/orders\/\d+\/status$/).map((call) => call.body);

describe('the order detail', () => {
  it('shows everything about the order, its timeline and the moves allowed now', async () => {
    open(makeDetail({ notes: 'Portón negro' }));
    expect(
      await screen.findByRole('heading', { name: 'Pedido GLP-000120', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Recibido el 23 nov 2026, 12:15 p.m. · Total $981.58')).toBeVisible();
    expect(screen.getByText('Av. Juárez 100, Centro')).toBeVisible();
    expect(screen.getByText('Planta Analco')).toBeVisible();
    expect(screen.getByText('2 piezas')).toBeVisible();
    expect(screen.getByText('$490.79')).toBeVisible();
    expect(screen.getByText('Efectivo')).toBeVisible();
    expect(screen.getByText('Luis Gómez')).toBeVisible();
    expect(screen.getByText('Portón negro')).toBeVisible();
    expect(screen.getByRole('link', { name: '(ver cliente)' })).toHaveAttribute('href', '/users/7');

    const timeline = screen.getByRole('region', { name: 'Historial de estados' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pedido recibido23 nov 2026, 12:15 p.m. · por Ana López',
      'En proceso · pendiente',
      'Completado · pendiente',
    ]);

    const actions = screen.getByRole('group', { name: 'Acciones del pedido' });
    expect(within(actions).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/orders/120/edit',
    );
    expect(within(actions).getByRole('button', { name: 'Pasar a en proceso' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
    expect(
      within(actions).queryByRole('button', { name: 'Marcar como completado' }),
    ).not.toBeInTheDocument();
  });

  it('moves the order along the flow: in process, then completed after confirming', async () => {
    const { user, http } = open(makeDetail());
    await user.click(await screen.findByRole('button', { name: 'Pasar a en proceso' }));
    expect(await screen.findByText('El pedido GLP-000120 está en proceso.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Marcar como completado' })).toBeVisible();
    expect(screen.getAllByText('En proceso')[0]).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Marcar como completado' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Marcar el pedido GLP-000120 como completado?',
    });
    // the focus starts on the harmless choice
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como completado' }));
    expect(await screen.findByText('El pedido GLP-000120 quedó completado.')).toBeVisible();
    expect(statusCalls(http)).toEqual([{ status: 'in_process' }, { status: 'completed' }]);

    // a completed order is closed: no moves, no edit
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('cancels only with a reason, and says the wallet gets its money back', async () => {
    const { user, http } = open(makeDetail({ payment_method: 'wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar el pedido GLP-000120' });
    expect(dialog).toHaveTextContent('Se devolverán $981.58 al monedero de María José Gómez.');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo de la cancelación' });
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(reason).toHaveAccessibleDescription('Escribe el motivo de la cancelación');
    expect(statusCalls(http)).toHaveLength(0);

    await user.type(reason, ' El cliente no estaba ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(
      await screen.findByText(
        'Se canceló el pedido GLP-000120 y se devolvieron $981.58 al monedero del cliente.',
      ),
    ).toBeVisible();
    expect(statusCalls(http)).toEqual([{ status: 'cancelled', reason: 'El cliente no estaba' }]);
    expect(await screen.findByText('Motivo de la cancelación: El cliente no estaba')).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Historial de estados' });
    expect(within(timeline).getByText('Motivo: El cliente no estaba')).toBeVisible();
  });

  it("shows the server's refusal of a move that is no longer allowed (409) and reads the order again", async () => {
    const stale = makeDetail();
    const { user, http } = open(stale, [
      {
        method: 'POST',
        path: '/api/orders/120/status',
        reply: reply(409, {
          message: 'El pedido no puede pasar a ese estado desde el estado actual.',
        }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pasar a en proceso' }));
    expect(
      await screen.findByText('El pedido no puede pasar a ese estado desde el estado actual.'),
    ).toBeVisible();
    await waitFor(() => expect(http.callsTo('GET', '/api/orders/120')).toHaveLength(2));
  });

  it('deletes the order after asking, offers Undo, and restores a deleted order', async () => {
    const { user, http } = open(makeDetail());
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «GLP-000120»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó «GLP-000120».')).toBeVisible();
    expect(
      await screen.findByText(/Este pedido se eliminó el 23 nov 2026, 2:00 p\.m\./),
    ).toBeVisible();
    // a deleted order does not move nor change until restored
    expect(screen.queryByRole('button', { name: 'Pasar a en proceso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Se restauró «GLP-000120».')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pasar a en proceso' })).toBeVisible();
    expect(http.callsTo('DELETE', '/api/orders/120')).toHaveLength(1);
    expect(http.callsTo('GET', '/api/orders/120/restore')).toHaveLength(1);
  });

  it('shows the not-found state for an order the server does not know', async () => {
    const http = fakeFetch([
      { method: 'GET', path: '/api/orders/999', reply: reply(404, { message: 'No encontrado.' }) },
    ]);
    renderApp({ route: '/orders/999', preloadedState: session });
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeVisible();
    expect(http.callsTo('GET', '/api/orders/999')).toHaveLength(1);
  });
});
