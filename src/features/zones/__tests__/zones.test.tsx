import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Zone, ZonePage } from '@/api/zones';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser, signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom,
// slower still on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const session = signedInState();

function zone(id: number, name: string, overrides: Partial<Zone> = {}): Zone {
  return {
    id,
    name,
    phone: null,
    description: null,
    created_at: '2025-01-10T15:30:00Z',
    updated_at: '2025-01-10T15:30:00Z',
    deleted_at: null,
    ...overrides,
  };
}

const centro = zone(1, 'Centro', { phone: '55 1234 5678', description: 'Colonias del centro' });
const norte = zone(2, 'Norte');

function page(rows: Zone[]): ZonePage {
  return { data: rows, current_page: 1, per_page: 10, total: rows.length, last_page: 1 };
}

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/auth/me', reply: reply(200, makeUser()) },
  { method: 'GET', path: /^\/api\/zones\/paginated\//, reply: reply(200, page([centro, norte])) },
  { method: 'GET', path: '/api/zones/1', reply: reply(200, centro) },
];

function open(route: string, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

describe('Zones', () => {
  it('is in the menu and lists the zones', async () => {
    open('/zones');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Zonas' })).toHaveAttribute('href', '/zones');
    expect(await screen.findByRole('heading', { name: 'Zonas', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('gridcell', { name: 'Colonias del centro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Norte' })).toBeInTheDocument();
  });

  it('creates a zone after checking the fields, then goes back to the list as it was', async () => {
    const { user, http, router } = open('/zones?q=nor&sort=name&order=desc', [
      {
        method: 'POST',
        path: '/api/zones',
        reply: (request) => reply(201, zone(3, 'Sur', request.body as Partial<Zone>)),
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Nueva zona' }));
    expect(await screen.findByRole('heading', { name: 'Nueva zona' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/zones/new');

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Crear zona' }));
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(phone).toHaveAccessibleDescription(
      'Introduce un teléfono válido (dígitos, espacios, +, - o paréntesis)',
    );
    expect(http.callsTo('POST', '/api/zones')).toHaveLength(0);

    await user.type(name, '  Sur ');
    await user.clear(phone);
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Zona sur');
    await user.click(screen.getByRole('button', { name: 'Crear zona' }));

    expect(await screen.findByText('Se creó la zona «Sur».')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/zones')[0]?.body).toEqual({
      name: 'Sur',
      phone: null,
      description: 'Zona sur',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/zones'));
    expect(router.state.location.search).toBe('?q=nor&sort=name&order=desc');
  });

  it('shows a duplicate name refused by the server (409) under the name', async () => {
    const { user, http } = open('/zones/1/edit', [
      {
        method: 'PUT',
        path: '/api/zones/1',
        reply: reply(409, {
          message: 'Conflicto',
          errors: { name: ['Ya está registrado.'] },
        }),
      },
    ]);
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(screen.getByRole('heading', { name: 'Editar zona «Centro»' })).toBeInTheDocument();
    expect(name).toHaveValue('Centro');
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('55 1234 5678');

    await user.clear(name);
    await user.type(name, 'Norte');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Ya existe una zona activa con este nombre'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(http.callsTo('PUT', '/api/zones/1')[0]?.body).toEqual({
      name: 'Norte',
      phone: '55 1234 5678',
      description: 'Colonias del centro',
    });
  });

  it('saves an edit, clearing an emptied field, and says so', async () => {
    const { user, http, router } = open('/zones/1/edit', [
      {
        method: 'PUT',
        path: '/api/zones/1',
        reply: (request) => reply(200, { ...centro, ...(request.body as object) }),
      },
    ]);
    await user.clear(await screen.findByRole('textbox', { name: 'Teléfono' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Se guardó la zona «Centro».')).toBeInTheDocument();
    expect(http.callsTo('PUT', '/api/zones/1')[0]?.body).toMatchObject({ phone: null });
    // opened directly: back to the list's route
    await waitFor(() => expect(router.state.location.pathname).toBe('/zones'));
  });

  it('Cancel goes back to the list keeping its search and sort', async () => {
    const { user, router, http } = open('/zones?q=cen&sort=name&order=desc');
    await user.click(await screen.findByRole('link', { name: 'Editar Centro' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Centro');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zones'));
    expect(router.state.location.search).toBe('?q=cen&sort=name&order=desc');
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('cen');
    expect(http.callsTo('PUT', '/api/zones/1')).toHaveLength(0);
  });

  it('shows a zone with its details, and leads to its edit screen', async () => {
    const { user, router } = open('/zones/1');
    expect(await screen.findByRole('heading', { name: 'Zona «Centro»' })).toBeInTheDocument();
    expect(screen.getByText('Colonias del centro')).toBeInTheDocument();
    expect(screen.getByText('Activa')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zones/1/edit'));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Centro');
  });

  it('shows the not-found state for an id that is not a number, without asking the server', async () => {
    const { http } = open('/zones/abc/edit');
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/zones',
    );
    // the main area is still there
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(http.callsTo('GET', /^\/api\/zones\/abc/)).toHaveLength(0);
  });

  it('shows the not-found state for an id the server does not know', async () => {
    const { http } = open('/zones/999', [
      { method: 'GET', path: '/api/zones/999', reply: reply(404, { message: 'No encontrado' }) },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeInTheDocument();
    expect(http.callsTo('GET', '/api/zones/999')).toHaveLength(1);
  });
});
