import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Location, LocationPage } from '@/api/locations';
import type { ZonePage } from '@/api/zones';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser, signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom,
// slower still on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const session = signedInState();
const STAMP = '2025-01-10T15:30:00Z';

function location(id: number, name: string, overrides: Partial<Location> = {}): Location {
  return {
    id,
    name,
    phone: null,
    description: null,
    zone_id: 1,
    zone_name: 'Centro',
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

const bodega = location(4, 'Bodega Juárez', {
  zone_id: 2,
  zone_name: 'Norte',
  phone: '5550001111',
});
const list: LocationPage = {
  data: [location(3, 'Mercado'), bodega],
  current_page: 1,
  per_page: 10,
  total: 2,
  last_page: 1,
};

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/auth/me', reply: reply(200, makeUser()) },
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  { method: 'GET', path: /^\/api\/locations\/paginated\//, reply: reply(200, list) },
  { method: 'GET', path: '/api/locations/4', reply: reply(200, bodega) },
];

function open(route: string, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

describe('Locations', () => {
  it('lists the locations with their zone name, and sorts by zone on the server', async () => {
    const { user, http } = open('/locations');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Ubicaciones' })).toBeInTheDocument();
    const row = (await screen.findByRole('gridcell', { name: 'Bodega Juárez' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByRole('gridcell', { name: 'Norte' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /Zona/ })).getByText('Zona'));
    await waitFor(() =>
      expect(http.callsTo('GET', /^\/api\/locations\/paginated\//).at(-1)?.path).toBe(
        '/api/locations/paginated/1/10?trashed=without&sort=zone_name&order=asc',
      ),
    );
  });

  it('creates a location in the zone chosen among the zones', async () => {
    const { user, http, router } = open('/locations/new', [
      {
        method: 'POST',
        path: '/api/locations',
        reply: (request) =>
          reply(201, location(9, 'Gasera Norte', request.body as Partial<Location>)),
      },
    ]);
    const zone = await screen.findByRole('combobox', { name: 'Zona' });
    expect(await screen.findByRole('option', { name: 'Norte' })).toBeInTheDocument();
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una zona', 'Centro', 'Norte']);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Gasera Norte');
    await user.click(screen.getByRole('button', { name: 'Crear ubicación' }));
    expect(zone).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(http.callsTo('POST', '/api/locations')).toHaveLength(0);

    await user.selectOptions(zone, 'Norte');
    expect(zone).not.toHaveAccessibleDescription('Este campo es obligatorio');
    await user.click(screen.getByRole('button', { name: 'Crear ubicación' }));
    expect(await screen.findByText('Se creó la ubicación «Gasera Norte».')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/locations')[0]?.body).toEqual({
      name: 'Gasera Norte',
      phone: null,
      description: null,
      zone_id: 2,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations'));
  });

  it('edits a location, keeping a zone that is no longer active, and shows the server refusals', async () => {
    const inDeletedZone = location(4, 'Bodega Juárez', { zone_id: 7, zone_name: 'Poniente' });
    const { user, http } = open('/locations/4/edit', [
      { method: 'GET', path: '/api/locations/4', reply: reply(200, inDeletedZone) },
      {
        method: 'PUT',
        path: '/api/locations/4',
        reply: reply(422, {
          message: 'Datos no válidos',
          errors: { zone_id: ['La zona está eliminada; restáurela primero.'] },
        }),
      },
    ]);
    const zone = await screen.findByRole('combobox', { name: 'Zona' });
    expect(
      await screen.findByRole('option', { name: 'Poniente (no disponible)' }),
    ).toBeInTheDocument();
    expect(zone).toHaveValue('7');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(zone).toHaveAccessibleDescription('La zona está eliminada; restáurela primero.'),
    );
    expect(http.callsTo('PUT', '/api/locations/4')[0]?.body).toEqual({
      name: 'Bodega Juárez',
      phone: null,
      description: null,
      zone_id: 7,
    });
  });

  it('shows a duplicate name in the zone (409) under the name', async () => {
    const { user } = open('/locations/4/edit', [
      {
        method: 'PUT',
        path: '/api/locations/4',
        reply: reply(409, { message: 'Conflicto', errors: { name: ['Ya está registrado.'] } }),
      },
    ]);
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await screen.findByRole('option', { name: 'Norte' });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Ya existe una ubicación activa con este nombre en la zona',
      ),
    );
  });

  it('shows a location with its zone', async () => {
    open('/locations/4');
    expect(
      await screen.findByRole('heading', { name: 'Ubicación «Bodega Juárez»' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Norte')).toBeInTheDocument();
    expect(screen.getByText('5550001111')).toBeInTheDocument();
  });

  it('shows the not-found state for a bad or unknown id', async () => {
    const { http } = open('/locations/0', [
      { method: 'GET', path: '/api/locations/0', reply: reply(400, { message: 'x' }) },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeInTheDocument();
    expect(http.callsTo('GET', /^\/api\/locations\/0/)).toHaveLength(0);
  });
});
