import { screen, waitFor, within } from '@testing-library/react';
import { businessDay } from '@/lib/format/date-time';
import { findDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { makeLoginResult, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { clientView, customer, makeDetail, makeOrder, page } from './orders-fixtures';

jest.setTimeout(30_000);

const customerSession = signedInState(
  makeLoginResult({ token: validToken(['customer'], { sub: '7' }), user: customer }),
);

const MINE = '/api/orders/mine/1/1';

describe("a customer's home", () => {
  it('shows their last order with its status, their balance, and orders again after asking', async () => {
    let latest = makeOrder({ status: 'completed', quantity: 2, product: 'cylinder_30kg' });
    const http = fakeFetch([
      { method: 'GET', path: MINE, reply: () => reply(200, page([latest], 4, 1)) },
      { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(1250.5)) },
      {
        method: 'POST',
        path: '/api/orders/mine/120/repeat',
        reply: () => {
          latest = makeOrder({
            id: 121,
            folio: 'GLP-000121',
            status: 'new',
            product: 'cylinder_30kg',
          });
          return reply(201, makeDetail(latest));
        },
      },
    ]);
    const { user } = renderApp({ route: '/', preloadedState: customerSession });

    expect(await screen.findByRole('heading', { name: 'Hola, María José Gómez' })).toBeVisible();
    // a customer's words, not the staff's back-office introduction
    expect(screen.queryByText(/gestionarás pedidos/)).toBeNull();
    const last = screen.getByRole('region', { name: 'Tu último pedido' });
    expect(await within(last).findByText('GLP-000120')).toBeVisible();
    expect(within(last).getByText('Completado')).toBeVisible();
    expect(within(last).getByText('2 × Cilindro 30 kg')).toBeVisible();
    const wallet = screen.getByRole('region', { name: 'Tu monedero' });
    expect(await within(wallet).findByRole('status', { name: 'Saldo' })).toHaveTextContent(
      /1,250\.50/,
    );
    expect(within(wallet).getByRole('link', { name: 'Ver mis movimientos' })).toHaveAttribute(
      'href',
      '/my-wallet',
    );

    // asked first: cancelling sends nothing
    await user.click(within(last).getByRole('button', { name: 'Pedir de nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Pedir de nuevo?' });
    expect(dialog).toHaveTextContent('2 × Cilindro 30 kg para Av. Juárez 100, Centro');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.callsTo('POST', /repeat$/)).toHaveLength(0);

    await user.click(within(last).getByRole('button', { name: 'Pedir de nuevo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hacer el pedido' }),
    );
    expect(await screen.findByText('Pedido GLP-000121 hecho: sigue su estado aquí.')).toBeVisible();
    expect(http.callsTo('POST', /repeat$/)).toHaveLength(1);
    // the card shows the new order, read again from the server
    expect(await within(last).findByText('GLP-000121')).toBeVisible();
    expect(within(last).getByText('Nuevo')).toBeVisible();
  });

  it('orders again for the day and window chosen: today by default, never before', async () => {
    const http = fakeFetch([
      { method: 'GET', path: MINE, reply: reply(200, page([makeOrder({ status: 'completed' })])) },
      { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(0)) },
      {
        method: 'POST',
        path: '/api/orders/mine/120/repeat',
        reply: reply(201, makeDetail(makeOrder({ id: 121, folio: 'GLP-000121', status: 'new' }))),
      },
    ]);
    const { user } = renderApp({ route: '/', preloadedState: customerSession });
    await user.click(await screen.findByRole('button', { name: 'Pedir de nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Pedir de nuevo?' });
    const day = await findDayField(/Fecha de entrega/, dialog);
    const [year, month, date] = businessDay(new Date()).split('-');
    expect(day).toHaveTextContent(`${date ?? ''}/${month ?? ''}/${year ?? ''}`);
    // a day before today is refused where it is typed
    await typeDay(user, day, '01012020');
    await user.click(within(dialog).getByRole('button', { name: 'Hacer el pedido' }));
    expect(
      await within(dialog).findByText(
        'La entrega no puede ser antes del día en que se tomó el pedido',
      ),
    ).toBeVisible();
    expect(http.callsTo('POST', /repeat$/)).toHaveLength(0);
    const later = new Date(Date.now() + 3 * 86_400_000);
    const target = businessDay(later);
    const [ty, tm, td] = target.split('-');
    await typeDay(user, day, `${td ?? ''}${tm ?? ''}${ty ?? ''}`);
    await user.type(within(dialog).getByRole('textbox', { name: /Desde/ }), '9:00');
    await user.type(within(dialog).getByRole('textbox', { name: /Hasta/ }), '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Hacer el pedido' }));
    expect(await screen.findByText('Pedido GLP-000121 hecho: sigue su estado aquí.')).toBeVisible();
    const [sent] = http.callsTo('POST', /repeat$/);
    expect(sent?.body).toEqual({
      delivery_date: target,
      delivery_window_start: '09:00',
      delivery_window_end: '13:00',
    });
  });

  it('says the server’s reason when the order cannot be placed', async () => {
    fakeFetch([
      {
        method: 'GET',
        path: MINE,
        reply: reply(200, page([makeOrder({ payment_method: 'wallet' })])),
      },
      { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(10)) },
      {
        method: 'POST',
        path: '/api/orders/mine/120/repeat',
        reply: reply(422, { message: 'El saldo del monedero no alcanza.', errors: {} }),
      },
    ]);
    const { user } = renderApp({ route: '/', preloadedState: customerSession });
    await user.click(await screen.findByRole('button', { name: 'Pedir de nuevo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hacer el pedido' }),
    );
    expect(await screen.findByText('El saldo del monedero no alcanza.')).toBeVisible();
  });

  it('invites a first order when there is none', async () => {
    fakeFetch([
      { method: 'GET', path: MINE, reply: reply(200, page([])) },
      { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(null)) },
    ]);
    renderApp({ route: '/', preloadedState: customerSession });
    expect(
      await screen.findByText(/Aún no tienes pedidos\. Cuando hagas el primero/),
    ).toBeVisible();
    expect(await screen.findByText('Aún no tienes monedero.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pedir de nuevo' })).toBeNull();
  });
});
