import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import {
  useDeleteZoneMutation,
  useGetZonesPaginatedQuery,
  useGetZonesPaginatedSearchQuery,
  useRestoreZoneMutation,
} from '@/api/zones';
import type { Zone } from '@/api/zones';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { clearDay, findDayField, getDayField, typeDay } from '@/testing/day-field';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DateRangeFilter } from '../date-range-filter';
import { useDateRangeFilter } from '../use-date-range-filter';
import { ListPage } from '../list-page';
import type { ListColumn } from '../list-page';
import { isDeletedView, useListUrlState } from '../list-url-state';
import { makeZone, zonePage } from './list-harness';

// The whole screen renders (DataGrid, toasts, dialog transitions): slow in jsdom.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const session = signedInState();
const LIST = /^\/api\/zones\/paginated\//;
const COLUMNS: ListColumn<Zone>[] = [{ field: 'name', headerName: 'Nombre', flex: 1 }];
const TABS = ['open', 'closed'] as const;

const open = [makeZone(1, 'Abierta 1'), makeZone(2, 'Abierta 2')];
const closed = [makeZone(3, 'Cerrada 1')];
const deleted = [makeZone(4, 'Borrada', { deleted_at: '2025-02-01T00:00:00Z' })];

/**
 * A screen with tabs of its own and a date range: the tab picks the rows (here through the
 * search, the only argument the zones call has), the range lives in the URL.
 */
function TabsHarness() {
  const [state] = useListUrlState({ sortable: [], tabs: TABS });
  const dates = useDateRangeFilter();
  const [deleteZone] = useDeleteZoneMutation();
  const [restoreZone] = useRestoreZoneMutation();
  const tabs = useMemo(
    () => [
      { value: 'open', label: 'Abiertas' },
      { value: 'closed', label: 'Cerradas' },
    ],
    [],
  );
  return (
    <>
      <p data-testid="view">{`${state.tab}${isDeletedView(state) ? ' (deleted)' : ''}`}</p>
      <ListPage<Zone>
        title="Zonas"
        columns={COLUMNS}
        useList={useGetZonesPaginatedQuery}
        useSearch={useGetZonesPaginatedSearchQuery}
        rowLabel={(zone) => zone.name}
        tabs={tabs}
        trash
        emptyText={dates.invalid ? 'Fechas incorrectas' : undefined}
        skip={dates.invalid}
        actions={{
          onDelete: (zone) => deleteZone({ id: zone.id }).unwrap(),
          onRestore: (zone) => restoreZone({ id: zone.id, body: {} }).unwrap(),
        }}
        toolbar={<DateRangeFilter dates={dates} />}
      />
    </>
  );
}

const routes: FakeRoute[] = [
  {
    method: 'GET',
    path: LIST,
    reply: (request) =>
      reply(
        200,
        zonePage(request, request.path.includes('trashed=only') ? deleted : [...open, ...closed]),
      ),
  },
  { method: 'DELETE', path: '/api/zones/1', reply: reply(200, open[0]) },
  { method: 'POST', path: /^\/api\/zones\/\d+\/restore$/, reply: reply(200, open[0]) },
];

function render(route = '/zones') {
  const http = fakeFetch(routes);
  const view = renderWithProviders(<TabsHarness />, { route, preloadedState: session });
  return { ...view, http };
}

describe("a list with tabs of the screen's own", () => {
  it('shows its tabs, kept in the URL, and the deleted rows of a tab behind a switch', async () => {
    const { user, router, http } = render();
    expect(await screen.findByText('Abierta 1')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Abiertas', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Eliminados' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cerradas' }));
    expect(router.state.location.search).toBe('?tab=closed');
    expect(screen.getByTestId('view')).toHaveTextContent('closed');
    expect(screen.getByRole('tabpanel', { name: 'Cerradas' })).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Ver eliminados' }));
    expect(await screen.findByText('Borrada')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=closed&deleted=1');
    expect(screen.getByTestId('view')).toHaveTextContent('closed (deleted)');
    expect(http.callsTo('GET', LIST).at(-1)?.path).toBe('/api/zones/paginated/1/10?trashed=only');
    await user.click(screen.getByRole('button', { name: 'Restaurar Borrada' }));
    expect(await screen.findByText('Se restauró «Borrada».')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Ver eliminados' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=closed'));
  });

  it('says where a deleted row goes: behind the switch', async () => {
    const { user } = render();
    await screen.findByText('Abierta 1');
    await user.click(screen.getByRole('button', { name: 'Eliminar Abierta 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Abierta 1»?' });
    expect(dialog).toHaveTextContent(
      'Dejará de aparecer en la lista. Podrás restaurarlo activando «Ver eliminados».',
    );
  });

  it('applies a date range to the URL (Enter too), and Clear drops it keeping the focus in the form', async () => {
    const { user, router } = render('/zones?page=2');
    await screen.findByRole('grid', { name: 'Zonas' });
    const range = screen.getByRole('form', { name: 'Rango de fechas' });
    // typed as the field shows it: DD/MM/AAAA in Spanish
    const from = await findDayField('Desde', range);
    expect(from).toHaveTextContent('DD/MM/AAAA');
    await typeDay(user, from, '01112026');
    expect(from).toHaveTextContent('01/11/2026');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    // from page 1, the day as the URL always had it
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01'));
    expect(getDayField('Desde', range)).toHaveTextContent('01/11/2026');

    await typeDay(user, getDayField('Hasta', range), '23112026{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-23'),
    );

    await user.click(within(range).getByRole('button', { name: 'Quitar fechas' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(getDayField('Desde', range)).toHaveTextContent('DD/MM/AAAA');
    expect(getDayField('Hasta', range)).toHaveTextContent('DD/MM/AAAA');
    expect(getDayField('Desde', range)).toContainElement(document.activeElement as HTMLElement);
  });

  it('empties a day from the keyboard, leaving that end open', async () => {
    const { user, router } = render('/zones?from=2026-11-01&to=2026-11-23');
    await screen.findByText('Abierta 1');
    const to = await findDayField('Hasta');
    expect(to).toHaveTextContent('23/11/2026');
    await clearDay(user, to);
    expect(to).toHaveTextContent('DD/MM/AAAA');
    await user.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01'));
  });

  it('refuses a day half typed rather than leaving that end open', async () => {
    const { user, router } = render();
    await screen.findByText('Abierta 1');
    const from = await findDayField('Desde');
    await typeDay(user, from, '0111');
    expect(from).toHaveTextContent('01/11/AAAA');
    await user.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    expect(from).toHaveAccessibleDescription('La fecha no es válida');
    expect(router.state.location.search).toBe('');
    // Enter in the field refuses it too
    await typeDay(user, getDayField('Hasta'), '31022026{Enter}');
    expect(getDayField('Hasta')).toHaveAccessibleDescription('La fecha no es válida');
    expect(router.state.location.search).toBe('');
  });

  it('says in Spanish that the start cannot be after the end, and sends nothing', async () => {
    const { user, http, router } = render();
    await screen.findByText('Abierta 1');
    await typeDay(user, await findDayField('Desde'), '23112026');
    await typeDay(user, getDayField('Hasta'), '01112026');
    await user.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    expect(getDayField('Desde')).toHaveAccessibleDescription(
      'No puede ser posterior a la fecha «Hasta»',
    );
    expect(router.state.location.search).toBe('');
    expect(http.callsTo('GET', LIST)).toHaveLength(1);
    // a new end removes the message
    await typeDay(user, getDayField('Hasta'), '30112026');
    expect(getDayField('Desde')).not.toHaveAccessibleDescription();
  });

  it('a range in the URL that is not valid shows its error and asks for nothing', async () => {
    const { http, router } = render('/zones?from=2026-11-23&to=2026-11-01');
    const from = await findDayField('Desde');
    expect(from).toHaveAccessibleDescription('No puede ser posterior a la fecha «Hasta»');
    expect(await screen.findByText('Fechas incorrectas')).toBeVisible();
    expect(http.callsTo('GET', LIST)).toHaveLength(0);

    // Back to a good range: the fields follow the URL
    await act(() => router.navigate('/zones?from=2026-11-01'));
    await waitFor(() => expect(getDayField('Hasta')).toHaveTextContent('DD/MM/AAAA'));
    expect(getDayField('Desde')).toHaveTextContent('01/11/2026');
    expect(await screen.findByText('Abierta 1')).toBeVisible();
  });
});
