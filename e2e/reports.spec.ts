import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Response } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { dayField, typeDay } from './support/date-fields';
import { downloadOf, worksheetXml } from './support/files';
import { checkScreen as checkScreenOf } from './support/screens';
import { startServer, type RunningServer } from './support/server';

// Reports as an employee reads them: a poll found in the list, its results and answers for a
// period, the answers searched and read in full, both exports; the finished-orders report of a
// date range with its totals, as the server counts them.

let server: RunningServer;
let session: BrowserSession;

before(async () => {
  server = await startServer();
  session = await openBrowser({ width: 1366, height: 900 });
  const { page } = session;
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.baseUrl}/#/sistema/login`);
  await page.getByLabel(/correo electrónico/i).fill('empleado@gaslp.mx');
  await page.getByLabel(/^contraseña/i).fill('Empleado123!');
  await page.getByRole('button', { name: /iniciar sesión/i }).click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
});

after(async () => {
  await session.close();
  await server.stop();
});

async function api<T>(path: string): Promise<T> {
  // the page's token as it is now: the app rotates it, and a replaced token is refused 30 s later
  const token = (await session.page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200, `${path}: ${String(response.status)}`);
  return (await response.json()) as T;
}

function answerOf(part: string): Promise<Response> {
  return session.page.waitForResponse(
    (response) => response.url().includes(part) && response.request().method() === 'GET',
  );
}

/** A day `days` before today, as the URL and the API write it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

function checkScreen(name: string): Promise<void> {
  return checkScreenOf(session.page, name);
}

interface Answer {
  id: number;
  customer_name: string | null;
  comment: string | null;
}

describe('reports', () => {
  test('a poll found in the list: its results, its answers searched and read in full, both exports', async () => {
    const { page } = session;
    await page.goto(`${server.baseUrl}/#/reports`);
    await page.waitForURL((url) => url.hash.startsWith('#/reports/polls'));
    await page.getByRole('heading', { name: 'Encuestas', level: 1 }).waitFor();

    const found = answerOf('/api/answers/polls/list/1/10/');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Seguridad');
    assert.equal((await found).status(), 200);
    const title = 'Seguridad del cilindro';
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: title, exact: true }) });
    await row.waitFor();
    await checkScreen('reports-polls');
    await row.getByRole('link', { name: `Ver ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const pollId = Number(/reports\/polls\/(\d+)/.exec(page.url())?.[1]);
    assert.ok(pollId > 0);

    // the last 90 days: results per question (chart and table) and the answers of the period
    const from = daysAgo(90);
    const to = daysAgo(0);
    await typeDay(dayField(page, 'Desde'), from);
    await typeDay(dayField(page, 'Hasta'), to);
    const listed = answerOf('/api/answers/paginated/1/');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    assert.equal((await listed).status(), 200);
    await page.getByRole('heading', { name: 'Resultados por pregunta' }).waitFor();
    const period = await api<{ data: Answer[]; total: number }>(
      `/api/answers/paginated/1/100?poll_id=${String(pollId)}&from=${from}&to=${to}`,
    );
    assert.ok(period.total > 0, 'the demo seed has answers to this poll in 90 days');
    await page
      .getByText(new RegExp(`^${String(period.total)} respuestas?$`))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Ver como tabla' }).first().click();
    await page
      .getByRole('table', { name: /^Distribución de las respuestas a/ })
      .first()
      .waitFor();
    await checkScreen('reports-poll');

    // search the answers by a customer, and read one in full
    const answer = period.data.find((item) => item.customer_name !== null && item.comment);
    assert.ok(answer?.customer_name, 'an answer with a customer and a comment');
    const searched = answerOf('/api/answers/paginated/1/');
    await page
      .getByRole('searchbox', { name: 'Buscar por cliente, folio o comentario' })
      .fill(answer.customer_name);
    assert.equal((await searched).status(), 200);
    const answers = page.getByRole('table', { name: `Respuestas a «${title}»` });
    const expand = answers
      .getByRole('button', {
        name: new RegExp(`^Ver la respuesta completa de ${answer.customer_name}`),
      })
      .first();
    await expand.click();
    const collapse = answers
      .getByRole('button', {
        name: new RegExp(`^Ocultar la respuesta completa de ${answer.customer_name}`),
      })
      .first();
    assert.equal(await collapse.getAttribute('aria-expanded'), 'true');
    await answers
      .locator('dd', { hasText: answer.comment ?? '' })
      .first()
      .waitFor();

    // both exports carry the period and the search shown
    const excel = await downloadOf(page, () =>
      page.getByRole('button', { name: `Exportar ${title} a Excel` }).click(),
    );
    assert.match(excel.name, /\.xlsx$/);
    assert.equal(excel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    assert.ok(
      worksheetXml(excel.bytes).includes(answer.customer_name),
      'the sheet has the customer',
    );
    const pdf = await downloadOf(page, () =>
      page.getByRole('button', { name: `Exportar ${title} a PDF` }).click(),
    );
    assert.match(pdf.name, /\.pdf$/);
    assert.equal(pdf.bytes.subarray(0, 4).toString('latin1'), '%PDF');
  });

  test('the finished-orders report of a date range, with the totals the server counts', async () => {
    const { page } = session;
    // at 1366 px the sub panel is hidden: the report is one url away
    await page.goto(`${server.baseUrl}/#/reports/finished-orders`);
    await page.getByRole('heading', { name: 'Pedidos terminados', level: 1 }).waitFor();

    const from = daysAgo(30);
    const to = daysAgo(0);
    await typeDay(dayField(page, 'Desde'), from);
    await typeDay(dayField(page, 'Hasta'), to);
    const totalsCall = answerOf(`/api/orders/finished/totals/all?from=${from}&to=${to}`);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const response = await totalsCall;
    assert.equal(response.status(), 200);
    const totals = (await response.json()) as { orders: number; completed: number };
    assert.ok(totals.completed > 0, 'the demo seed completed orders in the last 30 days');

    const figures = page.getByTestId('finished-totals');
    const formatted = new Intl.NumberFormat('es-MX').format(totals.orders);
    await figures.getByText(formatted, { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="grid"] [role="progressbar"]') === null,
    );
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.getByRole('gridcell', { name: /^GLP-\d+$/ }).waitFor();
    await checkScreen('reports-finished-orders');

    const excel = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar Pedidos terminados a Excel' }).click(),
    );
    assert.equal(excel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    const pdf = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar Pedidos terminados a PDF' }).click(),
    );
    assert.equal(pdf.bytes.subarray(0, 4).toString('latin1'), '%PDF');
  });

  test('no page error happened on any screen', () => {
    assert.deepEqual(session.problems, []);
  });
});
