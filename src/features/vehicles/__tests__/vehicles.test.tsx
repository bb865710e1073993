import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Vehicle, VehiclePage } from '@/api/vehicles';
import type { ZonePage } from '@/api/zones';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom,
// slower still on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const adminSession = signedInState();
const employeeSession = signedInState(
  makeLoginResult({
    token: validToken(['employee'], { sub: '5' }),
    user: makeUser({ id: 5, name: 'Luis', last_name: 'Ramos', type_user: 'empleado' }),
  }),
);
const STAMP = '2025-01-10T15:30:00Z';

function vehicle(id: number, plate: string, overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id,
    plate,
    kind: 'cylinder_truck',
    capacity: 120,
    zone_id: 1,
    zone_name: 'Centro',
    active: true,
    created_at: STAMP,
    updated_at: STAMP,
    deleted_at: null,
    ...overrides,
  };
}

const zones: ZonePage = {
  data: [
    { id: 1, name: 'Centro' },
    { id: 2, name: 'Norte' },
  ].map((zone) => ({
    ...zone,
    phone: null,
    description: null,
    created_at: STAMP,
    updated_at: STAMP,
    deleted_at: null,
  })),
  current_page: 1,
  per_page: 100,
  total: 2,
  last_page: 1,
};

const pipa = vehicle(4, 'PIP-12-34', {
  kind: 'tank_truck',
  capacity: 5000,
  zone_id: 2,
  zone_name: 'Norte',
  active: false,
});
const list: VehiclePage = {
  data: [vehicle(3, 'GLP-01-01'), pipa],
  current_page: 1,
  per_page: 10,
  total: 2,
  last_page: 1,
};

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/auth/me', reply: reply(200, makeUser()) },
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  { method: 'GET', path: /^\/api\/vehicles\/paginated\//, reply: reply(200, list) },
  { method: 'GET', path: '/api/vehicles/4', reply: reply(200, pipa) },
];

function open(route: string, routes: FakeRoute[] = [], session = adminSession) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

describe('Vehicles', () => {
  it('lists the vehicles with their kind, capacity in its unit, zone and state; the menu leads here', async () => {
    const { user, http } = open('/vehicles');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('link', { name: 'Vehículos' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    const row = (await screen.findByRole('gridcell', { name: 'PIP-12-34' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    for (const text of ['Pipa', '5000 litros', 'Norte', 'No (fuera de servicio)'])
      expect(within(row).getByRole('gridcell', { name: text })).toBeInTheDocument();
    const other = screen
      .getByRole('gridcell', { name: 'GLP-01-01' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(other).getByRole('gridcell', { name: 'Camión de cilindros' })).toBeVisible();
    expect(within(other).getByRole('gridcell', { name: '120 cilindros' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo vehículo' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'pip');
    await waitFor(() =>
      expect(http.callsTo('GET', /^\/api\/vehicles\/paginated\//).at(-1)?.path).toBe(
        '/api/vehicles/paginated/1/10/pip?trashed=without',
      ),
    );
  });

  it('checks a new vehicle before sending it, in Spanish, and says the capacity in the unit of the kind', async () => {
    const { user, http, router } = open('/vehicles/new', [
      {
        method: 'POST',
        path: '/api/vehicles',
        reply: (request) => reply(201, vehicle(9, 'ABC-123-D', request.body as Partial<Vehicle>)),
      },
    ]);
    const plate = await screen.findByRole('textbox', { name: 'Placa' });
    const kind = screen.getByRole('combobox', { name: 'Tipo' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Camión de cilindros', 'Pipa']);
    expect(screen.getByRole('textbox', { name: 'Capacidad (cilindros)' })).toBeInTheDocument();

    await user.type(plate, 'abc1');
    await user.type(screen.getByRole('textbox', { name: 'Capacidad (cilindros)' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Crear vehículo' }));
    expect(plate).toHaveAccessibleDescription(
      'La placa no es válida: letras y dígitos en 2 a 4 grupos separados por guiones, de 5 a 8 caracteres, con al menos una letra y un dígito',
    );
    expect(
      screen.getByRole('textbox', { name: 'Capacidad (cilindros)' }),
    ).toHaveAccessibleDescription('El valor máximo es 2000');
    const zone = screen.getByRole('combobox', { name: 'Zona base' });
    expect(zone).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(http.callsTo('POST', '/api/vehicles')).toHaveLength(0);

    // a pipa carries litres: 5000 fits
    await user.selectOptions(kind, 'Pipa');
    const litres = screen.getByRole('textbox', { name: 'Capacidad (litros)' });
    expect(litres).toHaveValue('5000');
    expect(litres).not.toHaveAccessibleDescription('El valor máximo es 2000');
    await user.clear(plate);
    await user.type(plate, 'abc 123 d');
    await screen.findByRole('option', { name: 'Norte' });
    await user.selectOptions(zone, 'Norte');
    await user.click(screen.getByRole('button', { name: 'Crear vehículo' }));
    expect(await screen.findByText('Se creó el vehículo «ABC-123-D».')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/vehicles')[0]?.body).toEqual({
      plate: 'ABC-123-D',
      kind: 'tank_truck',
      capacity: 5000,
      zone_id: 2,
      active: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
  });

  it('edits a vehicle and shows a plate another vehicle has (409) under the plate', async () => {
    let attempts = 0;
    const { user, http } = open('/vehicles/4/edit', [
      {
        method: 'PUT',
        path: '/api/vehicles/4',
        reply: (request) => {
          attempts += 1;
          return attempts === 1
            ? reply(409, { message: 'El registro ya existe.', errors: { plate: ['Ya está.'] } })
            : reply(200, { ...pipa, ...(request.body as Partial<Vehicle>) });
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Editar vehículo «PIP-12-34»' }),
    ).toBeInTheDocument();
    const plate = screen.getByRole('textbox', { name: 'Placa' });
    expect(plate).toHaveValue('PIP-12-34');
    const litres = screen.getByRole('textbox', { name: 'Capacidad (litros)' });
    expect(litres).toHaveValue('5000');
    expect(screen.getByRole('switch', { name: 'Activo' })).not.toBeChecked();
    await screen.findByRole('option', { name: 'Norte' });

    await user.clear(litres);
    await user.type(litres, '8000');
    await user.click(screen.getByRole('switch', { name: 'Activo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Ya hay un vehículo con esta placa'),
    );
    expect(screen.getByText('Revisa los campos marcados.')).toBeInTheDocument();

    await user.clear(plate);
    await user.type(plate, 'PIP-12-35');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Se guardó el vehículo «PIP-12-35».')).toBeInTheDocument();
    expect(http.callsTo('PUT', '/api/vehicles/4').at(-1)?.body).toEqual({
      plate: 'PIP-12-35',
      kind: 'tank_truck',
      capacity: 8000,
      zone_id: 2,
      active: true,
    });
  });

  it('deletes a vehicle after asking, and offers Undo', async () => {
    const { user, http } = open('/vehicles', [
      {
        method: 'DELETE',
        path: '/api/vehicles/4',
        reply: reply(200, { ...pipa, deleted_at: STAMP }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar PIP-12-34' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «PIP-12-34»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.callsTo('DELETE', '/api/vehicles/4')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar PIP-12-34' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Se eliminó «PIP-12-34».')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(http.callsTo('DELETE', '/api/vehicles/4')).toHaveLength(1);
  });

  it('shows a vehicle with the shared action bar; an employee reads it and cannot change it', async () => {
    open('/vehicles/4', [], employeeSession);
    expect(await screen.findByRole('heading', { name: 'Vehículo «PIP-12-34»' })).toBeVisible();
    expect(screen.getByText('5000 litros')).toBeVisible();
    expect(screen.getByText('Pipa')).toBeVisible();
    const actions = screen.getByRole('group', { name: 'Acciones del vehículo' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Volver a la lista']);
    expect(within(actions).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('keeps an employee out of the new-vehicle screen (administrators only)', async () => {
    const { router } = open('/vehicles/new', [], employeeSession);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta pantalla' }),
    ).toBeVisible();
  });
});
