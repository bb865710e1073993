import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { deferred, fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeReply, FakeRoute } from '@/testing/fake-fetch';
import { seriousViolations } from '@/testing/accessibility';
import { signedInState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { changeLanguage } from '@/lib/i18n/i18n';
import { ZonesHarness, makeZone, zonePage } from './list-harness';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom,
// slower still on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const session = signedInState();
const LIST = /^\/api\/zones\/paginated\//;

function listRoute(reply: FakeRoute['reply'] = (request) => ({ body: zonePage(request) })) {
  return { method: 'GET', path: LIST, reply } satisfies FakeRoute;
}

function listCalls(http: ReturnType<typeof fakeFetch>) {
  return http.callsTo('GET', LIST).map((call) => call.path);
}

async function openList(route = '/zones', routes: FakeRoute[] = [listRoute()]) {
  const http = fakeFetch(routes);
  const view = renderWithProviders(<ZonesHarness />, { route, preloadedState: session });
  const grid = await screen.findByRole('grid', { name: 'Zonas' });
  return { ...view, http, grid };
}

describe('the list pattern', () => {
  it('loads page 1 of 10 active rows, with the server total and Spanish grid texts', async () => {
    const { http, grid } = await openList();
    expect(await within(grid).findByText('Zona 01')).toBeInTheDocument();
    expect(within(grid).getByText('Zona 10')).toBeInTheDocument();
    expect(within(grid).queryByText('Zona 11')).not.toBeInTheDocument();
    expect(listCalls(http)).toEqual(['/api/zones/paginated/1/10?trashed=without']);
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-rowcount', '11');
  });

  it('sends the page and the page size to the URL and the server', async () => {
    const { user, http, router } = await openList();
    await screen.findByText('Zona 01');

    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('Zona 11')).toBeInTheDocument();
    expect(listCalls(http)).toContain('/api/zones/paginated/2/10?trashed=without');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByText('Zona 23')).toBeInTheDocument();
    // a new size starts again at page 1
    expect(listCalls(http).at(-1)).toBe('/api/zones/paginated/1/25?trashed=without');
    expect(router.state.location.search).toBe('?size=25');
    expect(screen.getByRole('combobox', { name: /Filas por página/ })).toHaveTextContent('25');
    const sizes = await openSizes(user);
    expect(sizes).toEqual(['10', '15', '25', '50', '100']);
  });

  it('sends the search after typing pauses, to the search endpoint, trimmed and encoded', async () => {
    const { user, http, router } = await openList();
    await screen.findByText('Zona 01');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '  zona 2/');
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe('/api/zones/paginated/1/10/zona%202%2F?trashed=without'),
    );
    // one request for the whole text, none per keystroke
    expect(listCalls(http)).toHaveLength(2);
    expect(router.state.location.search).toBe('?q=zona+2%2F');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '2');
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe('/api/zones/paginated/1/10/2?trashed=without'),
    );
    expect(await screen.findByText('Zona 21')).toBeInTheDocument();

    // clearing goes back to the list without a search
    await user.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Zona 01')).toBeInTheDocument();
  });

  it('restores page, size, search, sort and tab from a shared link', async () => {
    const { http } = await openList(
      '/zones?page=2&size=15&q=zona&sort=name&order=desc&tab=deleted',
    );
    await waitFor(() =>
      expect(listCalls(http)).toEqual([
        '/api/zones/paginated/2/15/zona?trashed=only&sort=name&order=desc',
      ]),
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('zona');
    expect(screen.getByRole('tab', { name: 'Eliminados' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('16–23 de 23')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('falls back to the defaults for invalid values in the URL', async () => {
    const { http } = await openList('/zones?page=abc&size=7&sort=password&order=up&tab=x&q=%20');
    await screen.findByText('Zona 01');
    expect(listCalls(http)).toEqual(['/api/zones/paginated/1/10?trashed=without']);
    expect(screen.getByRole('tab', { name: 'Activos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('corrects a page past the last one to the last page', async () => {
    const { http, router } = await openList('/zones?page=9');
    expect(await screen.findByText('Zona 21')).toBeInTheDocument();
    expect(listCalls(http)).toEqual([
      '/api/zones/paginated/9/10?trashed=without',
      '/api/zones/paginated/3/10?trashed=without',
    ]);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('sorts on the server by the sortable columns only', async () => {
    const { user, http, router } = await openList();
    await screen.findByText('Zona 01');
    const name = screen.getByRole('columnheader', { name: /Nombre/ });
    await user.click(within(name).getByText('Nombre'));
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe(
        '/api/zones/paginated/1/10?trashed=without&sort=name&order=asc',
      ),
    );
    await user.click(within(name).getByText('Nombre'));
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe(
        '/api/zones/paginated/1/10?trashed=without&sort=name&order=desc',
      ),
    );
    expect(router.state.location.search).toBe('?sort=name&order=desc');

    const calls = listCalls(http).length;
    await user.click(screen.getByText('Descripción'));
    expect(listCalls(http)).toHaveLength(calls);
    expect(screen.getByRole('columnheader', { name: /Descripción/ })).not.toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('says when there are no rows', async () => {
    await openList('/zones', [listRoute((request) => ({ body: zonePage(request, []) }))]);
    expect(await screen.findByText('Todavía no hay registros.')).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    await openList('/zones?q=xyz');
    expect(await screen.findByText('Ningún registro coincide con «xyz».')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    let up = false;
    const http = fakeFetch([
      listRoute((request) => (up ? { body: zonePage(request) } : reply(500, { message: 'x' }))),
    ]);
    const { user } = renderWithProviders(<ZonesHarness />, {
      route: '/zones',
      preloadedState: session,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la lista.');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Zona 01')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listCalls(http)).toHaveLength(2);
  });

  it('switches to the deleted rows with the tab, where rows are restored', async () => {
    const deletedZone = makeZone(7, 'Vieja', { deleted_at: '2025-02-01T00:00:00Z' });
    const { user, http, router } = await openList('/zones', [
      listRoute((request) =>
        request.path.includes('trashed=only')
          ? { body: zonePage(request, [deletedZone]) }
          : { body: zonePage(request) },
      ),
      { method: 'POST', path: '/api/zones/7/restore', reply: reply(200, deletedZone) },
    ]);
    await screen.findByText('Zona 01');
    await user.click(screen.getByRole('tab', { name: 'Eliminados' }));
    expect(await screen.findByText('Vieja')).toBeInTheDocument();
    expect(listCalls(http).at(-1)).toBe('/api/zones/paginated/1/10?trashed=only');
    expect(router.state.location.search).toBe('?tab=deleted');
    expect(screen.queryByRole('button', { name: 'Eliminar Vieja' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar Vieja' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar Vieja' }));
    expect(await screen.findByText('Se restauró «Vieja».')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/zones/7/restore')).toHaveLength(1);
  });

  it('deletes after a confirmation naming the row, then Undo restores it', async () => {
    const centro = makeZone(1, 'Centro');
    let deleted = false;
    const { user, http } = await openList('/zones', [
      listRoute((request) => ({ body: zonePage(request, deleted ? [] : [centro]) })),
      {
        method: 'DELETE',
        path: '/api/zones/1',
        reply: () => {
          deleted = true;
          return reply(200, { ...centro, deleted_at: '2025-03-01T00:00:00Z' });
        },
      },
      {
        method: 'POST',
        path: '/api/zones/1/restore',
        reply: () => {
          deleted = false;
          return reply(200, centro);
        },
      },
    ]);
    await screen.findByText('Centro');
    await user.click(screen.getByRole('button', { name: 'Eliminar Centro' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Centro»?' });
    // Cancel asks nothing of the server
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.callsTo('DELETE', '/api/zones/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar Centro' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Se eliminó «Centro».')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.callsTo('DELETE', '/api/zones/1')).toHaveLength(1);
    // the list is read again (cache tags)
    expect(await screen.findByText('Todavía no hay registros.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Se restauró «Centro».')).toBeInTheDocument();
    expect(http.callsTo('POST', '/api/zones/1/restore')[0]?.body).toEqual({});
    expect(await screen.findByRole('gridcell', { name: 'Centro' })).toBeInTheDocument();
  });

  it("shows the server's reason when a delete is refused", async () => {
    const { user } = await openList('/zones', [
      listRoute(),
      {
        method: 'DELETE',
        path: '/api/zones/1',
        reply: reply(422, {
          message: 'La zona tiene ubicaciones activas.',
          errors: { locations: ['3'] },
        }),
      },
    ]);
    await screen.findByText('Zona 01');
    await user.click(screen.getByRole('button', { name: 'Eliminar Zona 01' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('La zona tiene ubicaciones activas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('links view, edit and new, carrying the way back to the list', async () => {
    const { user, router } = await openList('/zones?page=2');
    await screen.findByText('Zona 11');
    expect(screen.getByRole('link', { name: 'Ver Zona 11' })).toHaveAttribute('href', '/zones/11');
    expect(screen.getByRole('link', { name: 'Editar Zona 11' })).toHaveAttribute(
      'href',
      '/zones/11/edit',
    );
    expect(screen.getByRole('link', { name: 'Nueva zona' })).toHaveAttribute('href', '/zones/new');
    await user.click(screen.getByRole('link', { name: 'Editar Zona 11' }));
    expect(router.state.location.pathname).toBe('/zones/11/edit');
    expect(router.state.location.state).toEqual({ listUrl: '/zones?page=2' });
  });

  it('follows the app language (grid texts in English)', async () => {
    await act(() => changeLanguage('en-US'));
    const { grid } = await openList();
    expect(await within(grid).findByText('Zona 01')).toBeInTheDocument();
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deleted' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Zona 01' })).toBeInTheDocument();
  });

  it('is usable from the keyboard: arrows reach the row actions, Enter asks to delete', async () => {
    const { user } = await openList();
    await user.click(await screen.findByRole('gridcell', { name: 'Zona 01' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Ver Zona 01' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Eliminar Zona 01' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar «Zona 01»?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works right to left under en-EN: English texts, mirrored pager', async () => {
    await act(() => changeLanguage('en-EN'));
    fakeFetch([listRoute()]);
    renderWithProviders(<ZonesHarness />, {
      route: '/zones',
      preloadedState: { ...session, language: { code: 'en-EN' } },
    });
    expect(await screen.findByText('Zona 01')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    // in right-to-left the "next page" arrow points left
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(within(next).getByTestId('KeyboardArrowLeftIcon')).toBeInTheDocument();
  });

  it('tells screen readers that rows are loading, its bar hidden from them inside the grid', async () => {
    const held = deferred<FakeReply>();
    const { container, http } = await openList('/zones', [listRoute(() => held.promise)]);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Cargando filas…');
    // the bar is drawn, and out of the accessibility tree (no nameless progress bar in the grid)
    expect(container.querySelector('.MuiLinearProgress-root')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    const [request] = http.callsTo('GET', LIST);
    if (request === undefined) throw new Error('the list was not asked for');
    held.resolve({ body: zonePage(request) });
    expect(await screen.findByText('Zona 01')).toBeInTheDocument();
    expect(status).toHaveTextContent('');
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = await openList();
    await screen.findByText('Zona 01');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

async function openSizes(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}
