import { configure, screen, waitFor, within } from '@testing-library/react';
import { findDayField, getDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute, RecordedRequest } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { employeeSession, makePoll, page, session } from './reports-fixtures';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom.
jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const POLLS = /^\/api\/answers\/polls\/list\//;
const satisfaction = makePoll();
const service = makePoll({
  id: 2,
  title: 'Servicio telefónico',
  description: null,
  active: false,
  version: 2,
  previous_poll_id: 3,
  answers_count: 0,
  average_score: null,
});
const removed = makePoll({
  id: 4,
  title: 'Encuesta retirada',
  deleted_at: '2026-11-21T10:00:00Z',
});

/** The polls call: the deleted ones for `trashed=only`, the live ones otherwise. */
function pollsReply(request: RecordedRequest) {
  return reply(
    200,
    request.path.includes('trashed=only') ? page([removed]) : page([satisfaction, service]),
  );
}

const base: FakeRoute[] = [{ method: 'GET', path: POLLS, reply: pollsReply }];

function open(route: string, preloadedState = session, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState }), http };
}

const calls = (http: ReturnType<typeof fakeFetch>) =>
  http.callsTo('GET', POLLS).map((call) => call.path);

describe('the polls list', () => {
  it('lists the polls with answers and average, and sends its search, dates, tab and changes', async () => {
    const { user, http, router } = open('/reports', session, [
      { method: 'DELETE', path: '/api/polls/1', reply: reply(200, satisfaction) },
      { method: 'POST', path: /^\/api\/polls\/\d+\/restore$/, reply: reply(200, satisfaction) },
    ]);
    // `reports` leads to the polls; the menu offers both reports
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/polls'));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Reportes' })).toHaveAttribute('href', '/reports');
    const grid = await screen.findByRole('grid', { name: 'Encuestas' });
    expect(await within(grid).findByText('Satisfacción con la entrega')).toBeVisible();
    expect(within(grid).getByText('4.25')).toBeVisible();
    expect(within(grid).getByText('Sin calificaciones')).toBeVisible();
    expect(within(grid).getByLabelText('Versión 2')).toBeVisible();
    expect(within(grid).getByText('Inactiva')).toBeVisible();
    expect(calls(http)).toEqual(['/api/answers/polls/list/1/10/all?trashed=without']);
    expect(screen.getByRole('link', { name: 'Nueva encuesta' })).toHaveAttribute(
      'href',
      '/reports/polls/new',
    );
    expect(screen.getByRole('link', { name: 'Ver Satisfacción con la entrega' })).toHaveAttribute(
      'href',
      '/reports/polls/1',
    );

    // the search is the path's {filter} segment, encoded
    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.paste('Satisf ó');
    await waitFor(() =>
      expect(calls(http).at(-1)).toBe(
        '/api/answers/polls/list/1/10/Satisf%20%C3%B3?trashed=without',
      ),
    );
    expect(router.state.location.search).toBe('?q=Satisf+%C3%B3');

    // the dates count the answers given in them
    const range = screen.getByRole('form', { name: 'Rango de fechas' });
    await typeDay(user, await findDayField('Desde', range), '01112026');
    await typeDay(user, getDayField('Hasta', range), '20112026');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    await waitFor(() =>
      expect(calls(http).at(-1)).toBe(
        '/api/answers/polls/list/1/10/Satisf%20%C3%B3?from=2026-11-01&to=2026-11-20&trashed=without',
      ),
    );
    expect(
      await screen.findByRole('columnheader', { name: 'Respuestas en las fechas' }),
    ).toBeVisible();

    // delete after asking, with Undo
    await user.click(screen.getByRole('button', { name: 'Eliminar Satisfacción con la entrega' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar «Satisfacción con la entrega»?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó «Satisfacción con la entrega».')).toBeVisible();
    expect(http.callsTo('DELETE', '/api/polls/1')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Se restauró «Satisfacción con la entrega».')).toBeVisible();
    expect(http.callsTo('POST', '/api/polls/1/restore')).toHaveLength(1);

    // the deleted polls, restored from their tab
    await user.click(screen.getByRole('tab', { name: 'Eliminados' }));
    expect(await screen.findByText('Encuesta retirada')).toBeVisible();
    expect(calls(http).at(-1)).toBe(
      '/api/answers/polls/list/1/10/Satisf%20%C3%B3?from=2026-11-01&to=2026-11-20&trashed=only',
    );
    await user.click(screen.getByRole('button', { name: 'Restaurar Encuesta retirada' }));
    expect(await screen.findByText('Se restauró «Encuesta retirada».')).toBeVisible();
    expect(http.callsTo('POST', '/api/polls/4/restore')).toHaveLength(1);
  });

  it('lets an employee read the polls (page size from the url) but change none', async () => {
    const { http } = open('/reports/polls?size=25&page=1', employeeSession);
    expect(await screen.findByText('Satisfacción con la entrega')).toBeVisible();
    expect(calls(http)).toEqual(['/api/answers/polls/list/1/25/all?trashed=without']);
    expect(screen.getByRole('link', { name: 'Ver Servicio telefónico' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nueva encuesta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and reads it again on retry', async () => {
    let fail = true;
    const { user } = open('/reports/polls', session, [
      {
        method: 'GET',
        path: POLLS,
        reply: (request) => (fail ? reply(500, { message: 'boom' }) : pollsReply(request)),
      },
    ]);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Satisfacción con la entrega')).toBeVisible();
  });
});
