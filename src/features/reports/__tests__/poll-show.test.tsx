import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-with-providers';
import {
  XLSX,
  employeeSession,
  file,
  makeAnswer,
  makeDistribution,
  makePoll,
  page,
  recordDownloads,
  session,
} from './reports-fixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5_000 });

const ANSWERS = /^\/api\/answers\/paginated\//;
const DISTRIBUTION = /^\/api\/polls\/1\/distribution/;
const anonymous = makeAnswer({
  id: 502,
  customer_id: null,
  customer_name: null,
  order_id: null,
  order_folio: null,
  score: 5,
  comment: null,
  items: [{ question_id: 11, question: '¿Cómo calificas la atención?', value: '5' }],
});

const base: FakeRoute[] = [
  { method: 'GET', path: '/api/polls/1', reply: reply(200, makePoll()) },
  { method: 'GET', path: DISTRIBUTION, reply: reply(200, makeDistribution()) },
  { method: 'GET', path: ANSWERS, reply: reply(200, page([makeAnswer(), anonymous])) },
];

function open(route: string, preloadedState = session, routes: FakeRoute[] = []) {
  const http = fakeFetch([...routes, ...base]);
  return { ...renderApp({ route, preloadedState }), http };
}

const paths = (http: ReturnType<typeof fakeFetch>, path: RegExp) =>
  http.callsTo('GET', path).map((call) => call.path);

let saved: { blob: Blob; filename: string }[] = [];
beforeEach(() => {
  saved = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('one poll', () => {
  it('shows its questions, results per question, answers in full, a search and its downloads', async () => {
    const { user, http } = open('/reports/polls/1?from=2026-11-01&to=2026-11-20', session, [
      {
        method: 'GET',
        path: /^\/api\/answers\/polls\/excel\/1/,
        reply: file(XLSX, 'encuesta.xlsx'),
      },
      {
        method: 'GET',
        path: /^\/api\/answers\/polls\/pdf\/1/,
        reply: file('application/pdf', 'encuesta.pdf'),
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Satisfacción con la entrega', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Versión 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/reports/polls/1/edit',
    );

    // results of the period: a chart per question, then the same numbers as tables
    const results = await screen.findByRole('region', { name: 'Resultados por pregunta' });
    expect(await within(results).findByText('20 respuestas en el periodo')).toBeVisible();
    expect(paths(http, DISTRIBUTION)).toEqual([
      '/api/polls/1/distribution?from=2026-11-01&to=2026-11-20',
    ]);
    expect(
      within(results).getByRole('img', {
        name: /^Distribución de «¿Cómo calificas la atención\?»/,
      }),
    ).toHaveAccessibleName(expect.stringContaining('Calificación 5: 10') as string);
    expect(within(results).getByText(/Promedio 4\.15 de 5/)).toBeVisible();
    expect(within(results).getByText(/7 respuestas de texto/)).toBeVisible();
    await user.click(within(results).getByRole('button', { name: 'Ver como tabla' }));
    const ratings = within(results).getByRole('table', {
      name: 'Distribución de las respuestas a «¿Cómo calificas la atención?»',
    });
    const cells = (table: HTMLElement, label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(ratings, 'Calificación 5')).toEqual(['10', expect.stringMatching(/^50\s?%$/)]);
    expect(cells(ratings, 'Calificación 1')).toEqual(['1', expect.stringMatching(/^5\s?%$/)]);
    const onTime = within(results).getByRole('table', {
      name: 'Distribución de las respuestas a «¿Llegó a tiempo?»',
    });
    expect(cells(onTime, 'Sí')).toEqual(['15', expect.stringMatching(/^75\s?%$/)]);
    expect(cells(onTime, 'No')).toEqual(['5', expect.stringMatching(/^25\s?%$/)]);

    // the answers of the period, each readable in full
    const answers = screen.getByRole('region', { name: 'Respuestas' });
    expect(await within(answers).findByText('GLP-000120')).toBeVisible();
    expect(paths(http, ANSWERS)).toEqual([
      '/api/answers/paginated/1/15?poll_id=1&from=2026-11-01&to=2026-11-20',
    ]);
    expect(within(answers).getByText('Anónimo')).toBeVisible();
    // SPEC 9: the pager under a table starts at 15 rows
    expect(within(answers).getByRole('combobox')).toHaveTextContent('15');
    const expand = within(answers).getByRole('button', {
      name: /^Ver la respuesta completa de María José Gómez/,
    });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(expand.getAttribute('aria-controls') ?? '');
    expect(details).toBeVisible();
    expect(
      within(details as HTMLElement).getByText(
        'Que avisen por teléfono cuando estén cerca del domicilio.',
      ),
    ).toBeVisible();
    expect(within(details as HTMLElement).getByText('No')).toBeVisible();
    expect(within(details as HTMLElement).getByText('4 de 5')).toBeVisible();

    // a search: customer, folio or comment
    await user.type(
      within(answers).getByRole('searchbox', { name: 'Buscar por cliente, folio o comentario' }),
      'María',
    );
    await waitFor(() =>
      expect(paths(http, ANSWERS).at(-1)).toBe(
        '/api/answers/paginated/1/15/Mar%C3%ADa?poll_id=1&from=2026-11-01&to=2026-11-20',
      ),
    );

    // the downloads hold exactly the period and search shown
    await user.click(
      within(answers).getByRole('button', { name: 'Exportar Satisfacción con la entrega a Excel' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(paths(http, /^\/api\/answers\/polls\/excel\//)).toEqual([
      '/api/answers/polls/excel/1?from=2026-11-01&to=2026-11-20&search=Mar%C3%ADa',
    ]);
    expect(saved[0]?.filename).toBe('encuesta.xlsx');
    await user.click(
      within(answers).getByRole('button', { name: 'Exportar Satisfacción con la entrega a PDF' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(paths(http, /^\/api\/answers\/polls\/pdf\//)).toEqual([
      '/api/answers/polls/pdf/1?from=2026-11-01&to=2026-11-20&search=Mar%C3%ADa',
    ]);
  });

  it('retries results that failed; an employee gets no edit; an unknown id is not found', async () => {
    let fail = true;
    const { user, router } = open('/reports/polls/1', employeeSession, [
      {
        method: 'GET',
        path: DISTRIBUTION,
        reply: () => (fail ? reply(500, { message: 'boom' }) : reply(200, makeDistribution())),
      },
      { method: 'GET', path: '/api/polls/9', reply: reply(404, { message: 'No encontrado' }) },
    ]);
    const results = await screen.findByRole('region', { name: 'Resultados por pregunta' });
    expect(await within(results).findByText(/No se pudieron cargar los resultados/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(results).getByRole('button', { name: 'Reintentar' }));
    expect(await within(results).findByText('20 respuestas en el periodo')).toBeVisible();

    await act(() => router.navigate('/reports/polls/9'));
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeVisible();
  });
});
