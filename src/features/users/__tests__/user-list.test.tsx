import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@/api/users';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute, RecordedRequest } from '@/testing/fake-fetch';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { adminSession, customer, page } from './users-fixtures';
import { seriousViolations } from '@/testing/accessibility';

// the DataGrid, its tooltips and the dialog's transitions are slow to render in jsdom
jest.setTimeout(30_000);

const employee = makeUser({
  id: 5,
  number: '2000',
  name: 'Luis',
  last_name: 'Gómez',
  email: 'empleado@gaslp.mx',
  phone: '5550001111',
  type_user: 'empleado',
  zone_id: 2,
  zone_name: 'Norte',
});
const everyone: User[] = [makeUser(), employee, customer];

/** The server's users list: filtered by `type_user`, `trashed` and the search segment. */
function usersPage(request: RecordedRequest, rows: readonly User[] = everyone) {
  const url = new URL(request.path, 'http://app.test');
  const [pageNumber, size, search] = url.pathname
    .replace('/api/users/paginated/', '')
    .split('/')
    .map((part, index) => (index < 2 ? Number(part) : decodeURIComponent(part))) as [
    number,
    number,
    string | undefined,
  ];
  const type = url.searchParams.get('type_user');
  const deleted = url.searchParams.get('trashed') === 'only';
  const found = rows.filter(
    (user) =>
      (type === null || user.type_user === type) &&
      (user.deleted_at !== null) === deleted &&
      (!search || `${user.name} ${user.last_name}`.toLowerCase().includes(search.toLowerCase())),
  );
  return page(
    found.slice((pageNumber - 1) * size, pageNumber * size),
    found.length,
    size,
    pageNumber,
  );
}

const base: FakeRoute[] = [
  {
    method: 'GET',
    path: /^\/api\/users\/paginated\//,
    reply: (request) => reply(200, usersPage(request)),
  },
];

async function openList(route = '/users', routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  const view = renderApp({ route, preloadedState: adminSession });
  // the first visit compiles the lazy screen and the grid: give it time
  await screen.findByRole('heading', { level: 1, name: 'Usuarios' }, { timeout: 8000 });
  const grid = await screen.findByRole('grid', { name: 'Usuarios' });
  return { ...view, http, grid };
}

const listCalls = (http: { calls: RecordedRequest[] }) =>
  http.calls.filter((call) => call.path.startsWith('/api/users/paginated/'));

describe('the users list', () => {
  it('is in the side menu and shows number, name, e-mail, phone, type and zone', async () => {
    const { grid, http } = await openList();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const row = (await within(grid).findByText('Luis Gómez')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('the row of Luis Gómez');
    for (const text of ['2000', 'empleado@gaslp.mx', '5550001111', 'Empleado', 'Norte'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(grid).getByText('María Pérez')).toBeInTheDocument();
    expect(within(grid).getAllByText('Cliente')).toHaveLength(1);
    // a header short enough for its column
    expect(within(grid).getByRole('columnheader', { name: 'N.º de empleado' })).toBeInTheDocument();
    expect(listCalls(http)[0]?.path).toBe('/api/users/paginated/1/10?trashed=without');
  });

  it('filters by type, kept in the url and sent as type_user to the list and the exports', async () => {
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const { user, grid, http, router } = await openList('/users', [
      {
        method: 'GET',
        path: /^\/api\/users\/list\/excel\//,
        reply: {
          status: 200,
          body: 'xlsx',
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="usuarios-empleados.xlsx"',
          },
        },
      },
    ]);
    await within(grid).findByText('María Pérez');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de usuario' }),
      'Empleados',
    );

    await waitFor(() => expect(within(grid).queryByText('María Pérez')).not.toBeInTheDocument());
    expect(within(grid).getByText('Luis Gómez')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('empleado');
    expect(listCalls(http).at(-1)?.path).toBe(
      '/api/users/paginated/1/10?trashed=without&type_user=empleado',
    );

    await user.click(screen.getByRole('button', { name: 'Exportar Usuarios a Excel' }));
    await waitFor(() => expect(saved).toEqual(['usuarios-empleados.xlsx']));
    expect(http.callsTo('GET', /^\/api\/users\/list\/excel\//)[0]?.path).toBe(
      '/api/users/list/excel/all?trashed=without&type_user=empleado',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de usuario' }), 'Todos');
    expect(await within(grid).findByText('María Pérez')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the type, the tab and the search from a shared link', async () => {
    const deletedCustomer = { ...customer, deleted_at: '2025-06-01T00:00:00Z' };
    const { grid, http } = await openList('/users?type=usuario&tab=deleted&q=mar%C3%ADa', [
      {
        method: 'GET',
        path: /^\/api\/users\/paginated\//,
        reply: (request) => reply(200, usersPage(request, [...everyone, deletedCustomer])),
      },
    ]);
    expect(await within(grid).findByText('María Pérez')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo de usuario' })).toHaveValue('usuario');
    expect(screen.getByRole('tab', { name: 'Eliminados' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listCalls(http).at(-1)?.path).toBe(
      '/api/users/paginated/1/10/mar%C3%ADa?trashed=only&type_user=usuario',
    );
    expect(screen.getByRole('button', { name: 'Restaurar María Pérez' })).toBeInTheDocument();
  });

  it('links each row to its view and edit screens, and to a new customer and the star clients', async () => {
    const { grid } = await openList();
    await within(grid).findByText('María Pérez');
    expect(screen.getByRole('link', { name: 'Ver María Pérez' })).toHaveAttribute(
      'href',
      '/users/7',
    );
    expect(screen.getByRole('link', { name: 'Editar María Pérez' })).toHaveAttribute(
      'href',
      '/users/7/edit',
    );
    expect(screen.getByRole('link', { name: 'Nuevo cliente' })).toHaveAttribute(
      'href',
      '/users/new',
    );
    expect(screen.getByRole('link', { name: 'Clientes estrella' })).toHaveAttribute(
      'href',
      '/users/star-clients',
    );
  });

  it('deletes a user after asking, with Undo', async () => {
    const { user, grid, http } = await openList('/users', [
      { method: 'DELETE', path: '/api/users/7', reply: reply(200, customer) },
      { method: 'GET', path: '/api/users/7/restore', reply: reply(200, customer) },
    ]);
    await within(grid).findByText('María Pérez');
    await user.click(screen.getByRole('button', { name: 'Eliminar María Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «María Pérez»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó «María Pérez».')).toBeInTheDocument();
    expect(http.callsTo('DELETE', '/api/users/7')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(http.callsTo('GET', '/api/users/7/restore')).toHaveLength(1));
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container, grid } = await openList();
    await within(grid).findByText('María Pérez');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
