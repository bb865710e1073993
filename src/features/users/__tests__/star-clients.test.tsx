import { screen, waitFor, within } from '@testing-library/react';
import type { StarClient } from '@/api/users';
import { clearDay, findDayField, getDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import { adminSession, page } from './users-fixtures';
import { seriousViolations } from '@/testing/accessibility';

// the DataGrid is slow to render in jsdom
jest.setTimeout(30_000);

const LIST = /^\/api\/users\/starclients\/list\//;

function star(rank: number, overrides: Partial<StarClient> = {}): StarClient {
  return {
    rank,
    user_id: 100 + rank,
    name: `Cliente ${String(rank)}`,
    last_name: 'Estrella',
    email: `cliente${String(rank)}@example.mx`,
    phone: '5512345678',
    zone_name: 'Centro',
    completed_orders: 20 - rank,
    kg_total: 450.5,
    litres_total: 1200,
    total_amount: 12345.5,
    ...overrides,
  };
}

const stars = [star(1), star(2, { zone_name: 'Norte', phone: null })];

async function openStars(route = '/users/star-clients', routes: FakeRoute[] = []) {
  const http = fakeFetch([
    ...routes,
    { method: 'GET', path: LIST, reply: reply(200, page(stars)) },
  ]);
  const view = renderApp({ route, preloadedState: adminSession });
  // the first visit compiles the lazy screen and the grid: give it time
  await screen.findByRole('heading', { level: 1, name: 'Clientes estrella' }, { timeout: 8000 });
  return { ...view, http };
}

const listCalls = (http: ReturnType<typeof fakeFetch>) =>
  http.callsTo('GET', LIST).map((call) => call.path);

describe('star clients', () => {
  beforeEach(() => {
    // only the clock's date is fixed: 18 June 2025, 12:00 in Mexico City
    jest.useFakeTimers({
      now: new Date('2025-06-18T18:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('ranks the clients of the current month up to today by default', async () => {
    const { http } = await openStars();
    const grid = await screen.findByRole('grid', { name: 'Clientes estrella' });
    // shown as days are written in Spanish
    expect(await findDayField('Desde')).toHaveTextContent('01/06/2025');
    expect(getDayField('Hasta')).toHaveTextContent('18/06/2025');
    await waitFor(() =>
      expect(listCalls(http)).toEqual([
        '/api/users/starclients/list/2025-06-01/2025-06-18?page=1&size=10',
      ]),
    );

    const row = (await within(grid).findByText('Cliente 1 Estrella')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('the first row');
    for (const text of ['1', '5512345678', 'Centro', '19', '450.5', '1,200', '$12,345.50'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(grid).getByText('Cliente 2 Estrella')).toBeInTheDocument();
    // short headers, and no e-mail (it is in the exports and the view): the ranking fits the screen
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Puesto',
      'Nombre completo',
      'Teléfono',
      'Zona',
      'Pedidos',
      'Kg',
      'Litros',
      'Importe total',
      'Acciones',
    ]);
    expect(screen.getByRole('link', { name: 'Ver Cliente 1 Estrella' })).toHaveAttribute(
      'href',
      '/users/101',
    );
  });

  it('refuses a start after the end, and applies a valid range through the url', async () => {
    const { user, http, router } = await openStars();
    await screen.findByRole('grid', { name: 'Clientes estrella' });
    const range = screen.getByRole('form', { name: 'Periodo' });
    const from = await findDayField('Desde', range);
    const to = getDayField('Hasta', range);

    await typeDay(user, from, '10062025');
    await typeDay(user, to, '05062025');
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    expect(from).toHaveAccessibleDescription('No puede ser posterior a la fecha «Hasta»');
    expect(router.state.location.search).toBe('');
    expect(listCalls(http)).toHaveLength(1);

    await typeDay(user, to, '15062025');
    expect(from).not.toHaveAccessibleDescription();
    await user.click(within(range).getByRole('button', { name: 'Aplicar fechas' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2025-06-10&to=2025-06-15'),
    );
    await waitFor(() =>
      expect(listCalls(http).at(-1)).toBe(
        '/api/users/starclients/list/2025-06-10/2025-06-15?page=1&size=10',
      ),
    );
  });

  it('needs both days: an emptied one is refused, and there is no Clear', async () => {
    const { user, http, router } = await openStars();
    await screen.findByRole('grid', { name: 'Clientes estrella' });
    const to = await findDayField('Hasta');
    await clearDay(user, to);
    await user.click(screen.getByRole('button', { name: 'Aplicar fechas' }));
    expect(to).toHaveAccessibleDescription('Elige una fecha');
    expect(router.state.location.search).toBe('');
    expect(listCalls(http)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Quitar fechas' })).not.toBeInTheDocument();
  });

  it('reads the range and page from a shared link', async () => {
    const { http } = await openStars(
      '/users/star-clients?from=2025-01-01&to=2025-03-31&page=2&size=25',
      [{ method: 'GET', path: LIST, reply: reply(200, page(stars, 27, 25, 2)) }],
    );
    expect(await findDayField('Desde')).toHaveTextContent('01/01/2025');
    expect(getDayField('Hasta')).toHaveTextContent('31/03/2025');
    await waitFor(() =>
      expect(listCalls(http)).toEqual([
        '/api/users/starclients/list/2025-01-01/2025-03-31?page=2&size=25',
      ]),
    );
  });

  it('asks nothing for a range in the url that is not valid, and says why', async () => {
    const { http } = await openStars('/users/star-clients?from=2025-04-01&to=2025-03-31');
    expect(await findDayField('Desde')).toHaveAccessibleDescription(
      'No puede ser posterior a la fecha «Hasta»',
    );
    expect(listCalls(http)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Exportar Clientes estrella a Excel' })).toBeNull();
  });

  it('downloads the Excel and PDF files of the range', async () => {
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const { user, http } = await openStars('/users/star-clients?from=2025-06-01&to=2025-06-18', [
      {
        method: 'GET',
        path: '/api/users/starclients/excel/2025-06-01/2025-06-18',
        reply: {
          status: 200,
          body: 'xlsx',
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="clientes-estrella.xlsx"',
          },
        },
      },
      {
        method: 'GET',
        path: '/api/users/starclients/pdf/2025-06-01/2025-06-18',
        reply: { status: 200, body: 'pdf', headers: { 'Content-Type': 'application/pdf' } },
      },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Exportar Clientes estrella a Excel' }),
    );
    await waitFor(() => expect(saved).toEqual(['clientes-estrella.xlsx']));
    await user.click(screen.getByRole('button', { name: 'Exportar Clientes estrella a PDF' }));
    // without a file name from the server, the range names the file
    await waitFor(() =>
      expect(saved).toEqual([
        'clientes-estrella.xlsx',
        'clientes-estrella_2025-06-01_2025-06-18.pdf',
      ]),
    );
    expect(http.callsTo('GET', /^\/api\/users\/starclients\/(excel|pdf)\//)).toHaveLength(2);
  });

  it('says when no client has completed orders in the range, and when the list fails', async () => {
    let failing = true;
    const { user } = await openStars('/users/star-clients', [
      {
        method: 'GET',
        path: LIST,
        reply: () => (failing ? reply(500, { message: 'Error' }) : reply(200, page([]))),
      },
    ]);
    expect(
      await screen.findByText(
        'No se pudo cargar la lista. Comprueba tu conexión e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no hay registros.')).toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = await openStars();
    await screen.findByText('Cliente 1 Estrella');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
