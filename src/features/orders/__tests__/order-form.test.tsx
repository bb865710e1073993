import { configure, screen, waitFor, within } from '@testing-library/react';
import type { CreateOrderBody } from '@/api/orders';
import { businessDay } from '@/lib/format/date-time';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { clientView, formRoutes, makeDetail, session } from './orders-fixtures';

// The whole screen renders (lazy chunks, selects, toasts): slow in jsdom, slower on a busy machine.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

function open(route: string, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...formRoutes]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

const created = (request: { body: unknown }) => {
  const body = request.body as CreateOrderBody;
  return reply(201, makeDetail({ ...body, id: 130, folio: 'GLP-000130' }));
};

async function pickCustomer(user: ReturnType<typeof open>['user'], text = '3312') {
  await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), text);
  await user.click(await screen.findByRole('option', { name: /María José Gómez/ }));
}

describe('the order form', () => {
  it('checks the fields before sending, in Spanish', async () => {
    const { user, http } = open('/orders/new');
    expect(await screen.findByRole('heading', { name: 'Nuevo pedido', level: 1 })).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Cantidad (piezas)' }));
    await user.type(screen.getByRole('textbox', { name: 'Cantidad (piezas)' }), '1.5');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono del cliente' }), '12');
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(screen.getByRole('textbox', { name: 'Nombre del cliente' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(
      screen.getByRole('textbox', { name: 'Teléfono del cliente' }),
    ).toHaveAccessibleDescription(
      'Introduce un teléfono válido (dígitos, espacios, +, - o paréntesis)',
    );
    expect(
      screen.getByRole('textbox', { name: 'Dirección de entrega' }),
    ).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(screen.getByRole('combobox', { name: 'Zona' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(screen.getByRole('textbox', { name: 'Cantidad (piezas)' })).toHaveAccessibleDescription(
      'Escribe una cantidad entera',
    );
    expect(http.callsTo('POST', '/api/orders')).toHaveLength(0);
    // the first field to correct takes the focus
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre del cliente' })).toHaveFocus(),
    );
  });

  it('takes a registered customer found by phone, the price in force and the exact total', async () => {
    const { user, http, router } = open('/orders/new', [
      { method: 'POST', path: '/api/orders', reply: created },
      { method: 'GET', path: '/api/orders/130', reply: reply(200, makeDetail({ id: 130 })) },
    ]);
    await pickCustomer(user);
    // the search asks for customers only, by the typed phone
    expect(http.callsTo('GET', /^\/api\/users\/paginated\//).map((call) => call.path)).toEqual([
      '/api/users/paginated/1/10/3312?type_user=usuario',
    ]);
    // the customer's data fill the order
    expect(screen.getByRole('textbox', { name: 'Nombre del cliente' })).toHaveValue(
      'María José Gómez',
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono del cliente' })).toHaveValue('3312345678');
    expect(screen.getByRole('textbox', { name: 'Dirección de entrega' })).toHaveValue(
      'Av. Juárez 100, Centro',
    );
    const zone = screen.getByRole('combobox', { name: 'Zona' });
    await waitFor(() => expect(zone).toHaveValue('1'));

    // locations of the zone only
    const location = screen.getByRole('combobox', { name: 'Ubicación' });
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin ubicación', 'Planta Analco', 'Bodega Oblatos']);
    await user.selectOptions(location, 'Bodega Oblatos');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'Cilindro 20 kg');
    const unitPrice = screen.getByRole('textbox', { name: 'Precio unitario' });
    await waitFor(() => expect(unitPrice).toHaveValue('490.79'));
    expect(unitPrice).toHaveAccessibleDescription(
      /^Precio vigente desde el 24 de septiembre de 2026\./,
    );
    const quantity = screen.getByRole('textbox', { name: 'Cantidad (piezas)' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    // 3 × 490.79 in cents: 1472.37, no floating point drift
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$1,472.37');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('3 × $490.79');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Repartidor asignado' }),
      'Luis Gómez (2000)',
    );
    await user.type(screen.getByRole('textbox', { name: 'Notas' }), '  Tocar el timbre  ');
    expect(screen.getByText('Saldo del monedero de María José Gómez: $3,339.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(await screen.findByText('Se creó el pedido GLP-000130.')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/orders')[0]?.body).toEqual({
      customer_id: 7,
      customer_name: 'María José Gómez',
      customer_phone: '3312345678',
      address: 'Av. Juárez 100, Centro',
      zone_id: 1,
      location_id: 12,
      employee_id: 5,
      product: 'cylinder_20kg',
      quantity: 3,
      unit_price: 490.79,
      payment_method: 'cash',
      notes: 'Tocar el timbre',
      // delivered today (Mexico City's day) unless changed, without a window
      delivery_date: businessDay(new Date()),
      delivery_window_start: null,
      delivery_window_end: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/130'));
  });

  it('a typed customer without a price in force leaves the price to the server, and shows its refusal', async () => {
    const { user, http } = open('/orders/new', [
      {
        method: 'POST',
        path: '/api/orders',
        reply: reply(422, {
          message: 'Los datos enviados no son válidos.',
          errors: {
            unit_price: [
              'No hay precio para este producto en la zona; indique el precio unitario.',
            ],
          },
        }),
      },
    ]);
    await user.type(
      await screen.findByRole('textbox', { name: 'Nombre del cliente' }),
      'Pedro Ruiz',
    );
    await user.type(screen.getByRole('textbox', { name: 'Teléfono del cliente' }), '33 1111 2222');
    await user.type(screen.getByRole('textbox', { name: 'Dirección de entrega' }), 'Calle 5 #10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Zapopan');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Producto' }),
      'Gas estacionario',
    );
    const unitPrice = screen.getByRole('textbox', { name: 'Precio unitario' });
    await waitFor(() =>
      expect(unitPrice).toHaveAccessibleDescription(
        'No hay precio vigente: al guardar se aplicará el último precio usado en la zona. También puedes escribirlo.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Cantidad (litros)' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent(
      'Se calculará al guardar, con el precio que aplique.',
    );
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));

    await waitFor(() =>
      expect(unitPrice).toHaveAccessibleDescription(
        'No hay precio para este producto en la zona; indique el precio unitario.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    const body = http.callsTo('POST', '/api/orders')[0]?.body as CreateOrderBody;
    expect(body).not.toHaveProperty('unit_price');
    expect(body).toMatchObject({
      customer_id: null,
      customer_name: 'Pedro Ruiz',
      customer_phone: '33 1111 2222',
      zone_id: 2,
      location_id: null,
      employee_id: null,
      product: 'stationary_litre',
      quantity: 1,
      notes: null,
    });

    // a price typed by hand is sent as it is, in pesos with two decimals
    await user.type(unitPrice, '11.5');
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('$11.50');
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await waitFor(() => expect(http.callsTo('POST', '/api/orders')).toHaveLength(2));
    expect(http.callsTo('POST', '/api/orders')[1]?.body).toMatchObject({ unit_price: 11.5 });
  });

  it('refuses a wallet payment above the balance before sending', async () => {
    const { user, http } = open('/orders/new', [
      { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(1000)) },
    ]);
    await pickCustomer(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'Cilindro 45 kg');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('1102.35'),
    );
    await user.click(screen.getByRole('radio', { name: 'Monedero' }));
    expect(
      await screen.findByText('Saldo del monedero de María José Gómez: $1,000.00'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));
    expect(
      screen.getByText('El saldo del monedero ($1,000.00) no alcanza para el total de $1,102.35'),
    ).toBeVisible();
    expect(http.callsTo('POST', '/api/orders')).toHaveLength(0);

    // a wallet payment needs a registered customer: emptying the search drops the customer
    await user.clear(screen.getByRole('combobox', { name: 'Cliente' }));
    expect(
      await screen.findByText('El pago con monedero requiere un cliente registrado'),
    ).toBeVisible();
  });

  it("shows the server's refusal of a wallet payment (the balance changed meanwhile) and reads the balance again", async () => {
    let balance = 3339;
    const { user, http } = open('/orders/new', [
      {
        method: 'GET',
        path: '/api/users/client/7',
        reply: () => reply(200, clientView(balance)),
      },
      {
        method: 'POST',
        path: '/api/orders',
        reply: () => {
          balance = 20;
          return reply(422, {
            message: 'El saldo del monedero no alcanza para este cargo.',
            errors: { payment_method: ['El saldo del monedero no alcanza para este cargo.'] },
          });
        },
      },
    ]);
    await pickCustomer(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'Cilindro 20 kg');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('490.79'),
    );
    await user.click(screen.getByRole('radio', { name: 'Monedero' }));
    await user.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cobrar con el monedero: El saldo del monedero no alcanza para este cargo.',
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      /^El saldo del monedero no alcanza para este cargo\. Saldo del monedero de María José Gómez: /,
    );
    // the reason takes the focus
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    expect(http.callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      customer_id: 7,
      payment_method: 'wallet',
      unit_price: 490.79,
    });
    // the refusal invalidates the wallet: the new balance is read and shown beside it
    expect(await screen.findByText('Saldo del monedero de María José Gómez: $20.00')).toBeVisible();
  });

  it('changing the zone drops a location of another zone and asks for that zone price', async () => {
    const { user, http } = open('/orders/new');
    // the zones arrive after the form: choose once they are offered
    await screen.findByRole('option', { name: 'Guadalajara Centro' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Guadalajara Centro');
    await screen.findByRole('option', { name: 'Planta Analco' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ubicación' }), 'Planta Analco');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Producto' }), 'Cilindro 20 kg');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('490.79'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona' }), 'Zapopan');
    expect(screen.getByRole('combobox', { name: 'Ubicación' })).toHaveValue('');
    await waitFor(() =>
      expect(http.callsTo('GET', '/api/prices/current/2/cylinder_20kg')).toHaveLength(1),
    );
    expect(screen.getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('');
  });

  it('edits an order keeping its own price, sending the whole order with its id', async () => {
    const order = makeDetail({ unit_price: 470.1, total: 940.2, notes: 'Portón negro' });
    const { user, http, router } = open('/orders/120/edit', [
      { method: 'GET', path: '/api/orders/120', reply: reply(200, order) },
      {
        method: 'PUT',
        path: '/api/orders/120',
        reply: (request) =>
          reply(200, { ...order, ...(request.body as object), folio: 'GLP-000120' }),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Editar pedido GLP-000120' })).toBeVisible();
    const unitPrice = await screen.findByRole('textbox', { name: 'Precio unitario' });
    expect(unitPrice).toHaveValue('470.10');
    expect(unitPrice).toHaveAccessibleDescription('Precio escrito a mano.');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Ubicación' })).toHaveValue('11'),
    );
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
      'María José Gómez · 3312345678',
    );
    const quantity = screen.getByRole('textbox', { name: 'Cantidad (piezas)' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.clear(screen.getByRole('textbox', { name: 'Notas' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Se guardó el pedido GLP-000120.')).toBeInTheDocument();
    expect(http.callsTo('PUT', '/api/orders/120')[0]?.body).toEqual({
      id: 120,
      customer_id: 7,
      customer_name: 'María José Gómez',
      customer_phone: '3312345678',
      address: 'Av. Juárez 100, Centro',
      zone_id: 1,
      location_id: 11,
      employee_id: 5,
      product: 'cylinder_20kg',
      quantity: 4,
      unit_price: 470.1,
      payment_method: 'cash',
      notes: null,
      delivery_date: '2026-11-23',
      delivery_window_start: null,
      delivery_window_end: null,
    });
    // the order's price was never replaced by the price in force
    expect(http.callsTo('GET', /^\/api\/prices\/current\//)).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/120'));
  });

  it('a closed order is not edited: the screen says why', async () => {
    const { http } = open('/orders/120/edit', [
      {
        method: 'GET',
        path: '/api/orders/120',
        reply: reply(200, makeDetail({ status: 'completed' })),
      },
    ]);
    expect(
      await screen.findByText(
        'Este pedido ya está completado o cancelado y no se puede modificar.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute(
      'href',
      '/orders/120',
    );
    expect(http.callsTo('GET', '/api/zones/all')).toHaveLength(0);
  });

  it('shows the not-found state for an id that is not a number, without asking the server', async () => {
    const { http } = open('/orders/abc/edit');
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(http.callsTo('GET', /^\/api\/orders\//)).toHaveLength(0);
  });
});
