import { seriousViolations } from '@/testing/accessibility';
import { act, screen, waitFor, within } from '@testing-library/react';
import { findDayField, getDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { excelFile, makeAuditEvent, page, recordDownloads } from './audit-fixtures';

jest.setTimeout(40_000);

const LIST = /^\/api\/audit\/paginated\//;
const admin = signedInState();
const employee = signedInState(
  makeLoginResult({
    token: validToken(['employee'], { sub: '5' }),
    user: makeUser({ id: 5, name: 'Luis', last_name: 'Gómez', type_user: 'empleado' }),
  }),
);
const luis = makeUser({
  id: 5,
  name: 'Luis',
  last_name: 'Gómez',
  email: 'luis.gomez@gaslp.mx',
  type_user: 'empleado',
});

const events = [
  makeAuditEvent(),
  makeAuditEvent({
    id: 500,
    occurred_at: '2026-11-20T18:10:00.000Z',
    actor_id: null,
    actor_name: null,
    actor_email: null,
    actor_role: null,
    ip: '198.51.100.4',
    action: 'login_failed',
    entity_type: 'session',
    entity_id: null,
    before: null,
    after: { identifier: 'nadie@gaslp.mx' },
  }),
  makeAuditEvent({
    id: 499,
    actor_id: null,
    actor_name: null,
    actor_email: null,
    actor_role: null,
    ip: null,
    user_agent: null,
    action: 'create',
    entity_type: 'user',
    entity_id: '1',
    before: null,
    after: { id: 1, name: 'Ana', last_name: 'López' },
  }),
  makeAuditEvent({
    id: 498,
    ip: '192.0.2.10',
    action: 'logout',
    entity_type: 'session',
    before: null,
    after: null,
  }),
];

const base: FakeRoute[] = [
  { method: 'GET', path: LIST, reply: reply(200, page(events)) },
  { method: 'GET', path: '/api/users/5', reply: reply(200, luis) },
  { method: 'GET', path: /^\/api\/users\/paginated\/1\/10\/Luis/, reply: reply(200, page([luis])) },
  { method: 'GET', path: /^\/api\/audit\/excel\//, reply: excelFile },
];

function open(route: string, routes: FakeRoute[] = [], session = admin) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState: session }), http };
}

/** The grid, once its rows arrived (the screen's chunk compiles on first use: a longer wait). */
async function loadedGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole(
    'grid',
    { name: 'Bitácora de auditoría' },
    { timeout: 15_000 },
  );
  await within(grid).findByText('203.0.113.7');
  return grid;
}

const listCalls = (http: ReturnType<typeof fakeFetch>) =>
  http.callsTo('GET', LIST).map((call) => call.path);

let saved: { blob: Blob; filename: string }[] = [];
beforeEach(() => {
  saved = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('the audit trail', () => {
  it('lists the entries the server answers: when, who, from where, what and to what', async () => {
    const { http } = open('/audit');
    const grid = await loadedGrid();
    expect(listCalls(http)).toEqual(['/api/audit/paginated/1/10']);

    const [, first, second, third] = within(grid).getAllByRole('row');
    if (!first || !second || !third) throw new Error('three rows expected');
    expect(within(first).getByText('20 nov 2026')).toBeVisible();
    expect(within(first).getByText(/^12:15:07/)).toBeVisible();
    expect(within(first).getByText('admin@gaslp.mx')).toBeVisible();
    expect(within(first).getByText('203.0.113.7')).toBeVisible();
    expect(within(first).getByText(/Chrome\/126/)).toBeVisible();
    expect(within(first).getByText('Modificación')).toBeVisible();
    expect(within(first).getByText('Zona')).toBeVisible();
    expect(within(first).getByText('n.º 12')).toBeVisible();
    // an anonymous call shows what it tried; an entry without a request is the system's
    expect(within(second).getByText('Anónimo')).toBeVisible();
    expect(within(second).getByText('Intentó: nadie@gaslp.mx')).toBeVisible();
    expect(within(second).getByText('Inicio de sesión fallido')).toBeVisible();
    expect(within(third).getByText('Sistema')).toBeVisible();
    expect(within(third).getByText('Sin dirección')).toBeVisible();

    // read only: nothing to create, edit, delete or restore
    expect(screen.queryByRole('link', { name: /nuevo|nueva/i })).not.toBeInTheDocument();
    expect(
      within(grid).queryByRole('button', { name: /Editar|Eliminar|Restaurar/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    // the administrator's menu has the entry
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Bitácora' })).toHaveAttribute('href', '/audit');
  });

  it('sends every filter to the list and the export, and keeps them in the url', async () => {
    const { user, http, router } = open('/audit');
    await loadedGrid();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entidad' }), 'Zona');
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe('/api/audit/paginated/1/10?entity=zone'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Modificación');
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe('/api/audit/paginated/1/10?entity=zone&action=update'),
    );

    // the user, picked by name among all the accounts
    const userField = screen.getByRole('combobox', { name: 'Usuario' });
    await user.type(userField, 'Luis');
    await user.click(await screen.findByRole('option', { name: /Luis Gómez/ }));
    expect(http.callsTo('GET', /^\/api\/users\/paginated\//).at(-1)?.path).toBe(
      '/api/users/paginated/1/10/Luis?trashed=with',
    );
    await waitFor(() => expect(listCalls(http).at(-1)).toContain('user_id=5'));
    expect(userField).toHaveValue('Luis Gómez · luis.gomez@gaslp.mx');

    await user.type(screen.getByRole('searchbox', { name: 'ID del registro' }), '12{Enter}');
    const range = screen.getByRole('form', { name: 'Rango de fechas' });
    await typeDay(user, await findDayField('Desde', range), '01112026');
    await typeDay(user, getDayField('Hasta', range), '20112026');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.paste('Sofía');

    const filters =
      'user_id=5&entity=zone&entity_id=12&action=update&from=2026-11-01&to=2026-11-20';
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe(`/api/audit/paginated/1/10?search=Sof%C3%ADa&${filters}`),
    );
    const kept = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(kept)).toEqual({
      entity: 'zone',
      action: 'update',
      user: '5',
      record: '12',
      from: '2026-11-01',
      to: '2026-11-20',
      q: 'Sofía',
    });

    // the workbook holds exactly the rows of the filters shown
    await user.click(
      screen.getByRole('button', { name: 'Exportar Bitácora de auditoría a Excel' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(http.callsTo('GET', /^\/api\/audit\/excel\//).map((call) => call.path)).toEqual([
      `/api/audit/excel/Sof%C3%ADa?${filters}`,
    ]);
    expect(saved[0]?.filename).toBe('bitacora.xlsx');
  });

  it('reads its filters from the url on a reload', async () => {
    const { http } = open(
      '/audit?user=5&entity=order&action=status_change&record=GLP-7&from=2026-11-01&q=ana',
    );
    await loadedGrid();
    expect(listCalls(http)).toEqual([
      '/api/audit/paginated/1/10?search=ana&user_id=5&entity=order&entity_id=GLP-7&action=status_change&from=2026-11-01',
    ]);
    expect(screen.getByRole('combobox', { name: 'Entidad' })).toHaveValue('order');
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('status_change');
    expect(screen.getByRole('searchbox', { name: 'ID del registro' })).toHaveValue('GLP-7');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
    // the user kept by id is named once the account is read
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Usuario' })).toHaveValue(
        'Luis Gómez · luis.gomez@gaslp.mx',
      ),
    );
  });

  it("shows an entry's record before and after, and leads to the record's history", async () => {
    const { user, http, router } = open('/audit?action=update&q=ana');
    await loadedGrid();
    await user.click(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificación: Zona n.º 12' });
    expect(within(dialog).getByText('203.0.113.7')).toBeVisible();
    expect(within(dialog).getByText('Administrador')).toBeVisible();

    const table = within(dialog).getByRole('table', { name: 'Datos del registro' });
    const row = (field: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${field}`) })
        .closest('tr');
    // only the fields that changed at first: name, phone, updated_at
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(row('Nombre')).toHaveTextContent('NombrenameCambióCentroCentro Histórico');
    expect(row('Teléfono')).toHaveTextContent('(vacío)33 3614 0000');
    expect(row('Actualizado')).toHaveTextContent('1 nov 2026, 10:00');
    expect(within(table).queryByRole('rowheader', { name: /^Descripción/ })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Solo los campos que cambiaron' }));
    expect(row('Descripción')).toHaveTextContent('Zona centroZona centro');
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    // every entry of zone 12, whoever and whatever
    await user.click(
      within(dialog).getByRole('button', { name: 'Ver el historial de este registro' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe('/api/audit/paginated/1/10?entity=zone&entity_id=12'),
    );
    expect(router.state.location.search).toBe('?entity=zone&record=12');
  });

  it('shows refused calls: what was refused, how many times in that minute, and the call as it is', async () => {
    const refusal = makeAuditEvent({
      id: 600,
      actor_id: null,
      actor_name: null,
      actor_email: null,
      actor_role: null,
      ip: '198.51.100.9',
      user_agent: 'curl/8.5',
      action: 'forbidden',
      entity_type: 'api_call',
      entity_id: 'GET /api/users/:id',
      before: null,
      after: { method: 'GET', route: '/api/users/:id', status: 403 },
      count: 37,
    });
    const { user } = open('/audit', [
      { method: 'GET', path: LIST, reply: reply(200, page([refusal, ...events])) },
    ]);
    const grid = await loadedGrid();
    const row = within(grid).getByText('198.51.100.9').closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row for the refusal');
    expect(within(row).getByText('Rechazo: sin permiso (403) ×37')).toBeVisible();
    expect(within(row).getByText('Llamada a la API')).toBeVisible();
    expect(within(row).getByText('GET /api/users/:id')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 600' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Rechazo: sin permiso (403): Llamada a la API GET /api/users/:id',
    });
    expect(within(dialog).getByText('Veces en ese minuto')).toBeVisible();
    expect(within(dialog).getByText('37')).toBeVisible();
    const table = within(dialog).getByRole('table', { name: 'Datos del registro' });
    expect(within(table).getByRole('rowheader', { name: /^Ruta/ }).closest('tr')).toHaveTextContent(
      '/api/users/:id',
    );
  });

  it('shows bulk exports: who exported which list, with which filter and how many rows', async () => {
    const exported = makeAuditEvent({
      id: 700,
      ip: '192.0.2.77',
      action: 'export',
      entity_type: 'export',
      entity_id: 'orders_finished',
      before: null,
      after: {
        list: 'orders_finished',
        format: 'pdf',
        filter: 'búsqueda «gómez» · todas las fechas · todos los estados',
        url: '/api/orders/finished/pdf/g%C3%B3mez',
        rows: 120,
        rows_total: 480,
        outcome: 'cancelled',
      },
    });
    const { user } = open('/audit', [
      { method: 'GET', path: LIST, reply: reply(200, page([exported, ...events])) },
    ]);
    const grid = await loadedGrid();
    const row = within(grid).getByText('192.0.2.77').closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row for the export');
    expect(within(row).getByText('Exportación masiva')).toBeVisible();
    expect(within(row).getByText('Exportación')).toBeVisible();
    expect(within(row).getByText('Pedidos terminados y cancelados')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 700' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Exportación masiva: Pedidos terminados y cancelados',
    });
    const table = within(dialog).getByRole('table', { name: 'Datos del registro' });
    const field = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr');
    expect(field(/^Filtro/)).toHaveTextContent('búsqueda «gómez»');
    expect(field(/^Filas exportadas/)).toHaveTextContent('120');
    expect(field(/^Filas del filtro/)).toHaveTextContent('480');
  });

  it('shows only the record after a create, and says when an entry keeps no record', async () => {
    const { user } = open('/audit');
    await loadedGrid();
    await user.click(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 499' }));
    const created = await screen.findByRole('dialog', { name: 'Alta: Usuario n.º 1' });
    expect(within(created).getByText('Sistema')).toBeVisible();
    const table = within(created).getByRole('table', { name: 'Datos del registro' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Campo', 'Después']);
    expect(within(created).queryByRole('switch')).toBeNull();
    await user.click(within(created).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the focus goes back to the button that opened it
    expect(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 499' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 498' }));
    const signOut = await screen.findByRole('dialog', { name: 'Cierre de sesión: Sesión n.º 12' });
    expect(within(signOut).getByText('Este evento no guarda datos del registro.')).toBeVisible();
    expect(within(signOut).queryByRole('table')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why it is empty, and offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = open('/audit?entity=price', [
      {
        method: 'GET',
        path: LIST,
        reply: () => (fail ? reply(500, { message: 'boom' }) : reply(200, page([]))),
      },
    ]);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('Ningún evento coincide con los filtros elegidos.'),
    ).toBeVisible();
  });

  it('has no serious or critical accessibility violations, list and details', async () => {
    const { user, container } = open('/audit');
    await loadedGrid();
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ver el detalle del evento n.º 501' }));
    expect(await seriousViolations(await screen.findByRole('dialog'))).toEqual([]);
  });
});

describe('the audit trail for anyone but an administrator', () => {
  it('is neither in the menu nor reachable: the route leads to the error page', async () => {
    const http = fakeFetch([{ method: 'GET', path: /^\/api\//, reply: reply(200, page([])) }]);
    const { router } = renderApp({ route: '/', preloadedState: employee });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Ubicaciones' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Bitácora' })).toBeNull();
    await act(() => router.navigate('/audit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(http.callsTo('GET', LIST)).toEqual([]);
  });
});
