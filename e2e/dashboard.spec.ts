import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './support/accessibility';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';
import { DASHBOARD_REFRESH_MS } from '../src/features/dashboard/refresh';

let server: RunningServer;
let session: BrowserSession;

before(async () => {
  server = await startServer();
  session = await openBrowser();
});

after(async () => {
  await session.close();
  await server.stop();
});

const signInAsAdmin = (page: Page): Promise<void> =>
  signIn(page, server.baseUrl, 'admin@gaslp.mx', 'Admin123!');

/** Serious accessibility violations of the page, the shell included. */
function accessibilityViolations(page: Page): Promise<string[]> {
  return seriousAccessibilityViolations(page);
}

/** The admin's bearer token, as the app stored it. */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  assert.ok(token, 'the session token is in storage');
  return token.replace(/^"|"$/g, '');
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Waits for the charts' bars to stop growing (their animation), so that screenshots show them whole. */
async function chartsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const shapes = [...document.querySelectorAll('.MuiBarChart-element')]
        .map((bar) => `${bar.getAttribute('width') ?? ''}x${bar.getAttribute('height') ?? ''}`)
        .join('|');
      const memo = window as unknown as { chartShapes?: string };
      const settled = shapes !== '' && memo.chartShapes === shapes;
      memo.chartShapes = shapes;
      return settled;
    },
    undefined,
    { polling: 200 },
  );
}

/** The count a status card shows, read from its link ("Pedidos nuevos 1,234"). */
async function cardCount(page: Page, label: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) });
  await link.waitFor();
  const name = (await link.textContent()) ?? '';
  return Number(name.slice(label.length).replace(/[^\d]/g, ''));
}

async function waitForCard(page: Page, label: string, count: number, timeout: number) {
  await page
    .getByRole('link', { name: `${label} ${count.toLocaleString('en-US')}`, exact: true })
    .waitFor({ timeout });
}

describe('dashboard', () => {
  test('shows the counts, the charts and the latest orders to the admin', async () => {
    const { page } = session;
    await signInAsAdmin(page);
    await page.getByRole('heading', { level: 1, name: /^hola, /i }).waitFor();
    for (const label of [
      'Pedidos nuevos',
      'Pedidos en proceso',
      'Pedidos completados',
      'Pedidos cancelados',
    ]) {
      assert.ok((await cardCount(page, label)) >= 0);
    }
    const perDayChart = page.getByRole('figure', {
      name: /^gráfica de columnas de pedidos por día/i,
    });
    await perDayChart.waitFor();
    const shareChart = page.getByRole('figure', {
      name: /^gráfica de barras del reparto por producto/i,
    });
    await shareChart.waitFor();
    // a column per day of the period, counts from zero in whole numbers; a bar per product
    await perDayChart.locator('.MuiBarChart-element').first().waitFor();
    assert.equal(await perDayChart.locator('.MuiBarChart-element').count(), 30);
    const counts = await perDayChart
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .allTextContents();
    assert.equal(counts[0], '0');
    for (const count of counts) assert.match(count, /^[\d,]+$/);
    const products = await shareChart
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .allTextContents();
    assert.ok(products.includes('Cilindro de 20 kg'), products.join());
    assert.equal(await shareChart.locator('.MuiBarChart-element').count(), products.length);
    const latest = page.getByRole('table', { name: /pedidos más recientes/i });
    await latest.getByRole('link', { name: /^GLP-/ }).first().waitFor();
    assert.equal(await latest.getByRole('link', { name: /^GLP-/ }).count(), 10);
    const first = latest.getByRole('link', { name: /^GLP-/ }).first();
    assert.match((await first.getAttribute('href')) ?? '', /^#\/orders\/\d+$/);
    assert.equal(
      await page.getByRole('link', { name: /^pedidos cancelados \d/i }).getAttribute('href'),
      '#/orders?tab=cancelled&status=cancelled',
    );

    // the share by zone, and the numbers as a table
    const share = page.getByRole('region', { name: 'Reparto de pedidos' });
    await share.getByRole('button', { name: 'Zona', exact: true }).click();
    await share.getByRole('figure', { name: /reparto por zona/i }).waitFor();
    const perDay = page.getByRole('region', { name: 'Pedidos por día' });
    await perDay.getByRole('button', { name: 'Ver como tabla' }).click();
    await perDay.getByRole('table', { name: /^pedidos por día, del /i }).waitFor();
    assert.equal(await perDay.getByRole('rowheader').count(), 30);
    await perDay.getByRole('button', { name: 'Ver como gráfica' }).click();
    await share.getByRole('button', { name: 'Producto', exact: true }).click();

    assert.deepEqual(await accessibilityViolations(page), []);

    // a folio opens its order
    const folio = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/#\/orders\/\d+$/);
    await page.getByText(folio).first().waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /^hola, /i }).waitFor();
    assert.deepEqual(session.problems, []);
  });

  test('sees the dashboard counts change when orders change, without reloading', async () => {
    const { page } = session;
    // the page's clock in the test's hands (it still runs on its own): the next poll comes when
    // the test skips the dashboard's interval, instead of up to 30 s of waiting; installed before
    // the page starts its timers
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^hola, /i }).waitFor();
    const token = await storedToken(page);
    const before = await cardCount(page, 'Pedidos nuevos');
    const zones = await api<{ data: { id: number }[] }>(token, 'GET', '/api/zones/all');
    const zone = zones.data[0];
    assert.ok(zone, 'the demo data has zones');

    // another operator takes an order: the next poll shows it
    const created = await api<{ id: number; folio: string }>(token, 'POST', '/api/orders', {
      customer_name: 'Lucía Fernández Ortega',
      customer_phone: '55 2345 6789',
      address: 'Calle Morelos 45, Centro',
      zone_id: zone.id,
      product: 'cylinder_30kg',
      quantity: 2,
      payment_method: 'cash',
    });
    await page.clock.fastForward(DASHBOARD_REFRESH_MS + 1_000);
    await waitForCard(page, 'Pedidos nuevos', before + 1, 10_000);
    const latest = page.getByRole('table', { name: /pedidos más recientes/i });
    await latest.getByRole('link', { name: created.folio, exact: true }).waitFor();

    // it goes on its way while this operator looks at their profile; back home, it shows
    const inProcess = await cardCount(page, 'Pedidos en proceso');
    await page.goto(`${server.baseUrl}/#/profile`);
    await page.getByRole('heading', { name: /mi perfil/i }).waitFor();
    await api(token, 'POST', `/api/orders/${created.id}/status`, { status: 'in_process' });
    await page.getByRole('link', { name: 'Gas LP', exact: true }).click();
    await waitForCard(page, 'Pedidos en proceso', inProcess + 1, 10_000);
    await waitForCard(page, 'Pedidos nuevos', before, 10_000);
    assert.deepEqual(session.problems, []);
  });

  test('looks right in dark and light, at 1366x768 and 1920x1080', async () => {
    const { page } = session;
    for (const [name, width, height] of [
      ['dashboard', 1366, 768],
      ['dashboard-1920x1080', 1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.baseUrl}/#/`);
      await page.getByRole('figure', { name: /^gráfica de columnas/i }).waitFor();
      await page
        .getByRole('table', { name: /pedidos más recientes/i })
        .getByRole('link')
        .first()
        .waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `no horizontal scroll at ${width}x${height}`);
      await chartsSettled(page);
      await session.screenshot(name);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.evaluate(() => window.localStorage.setItem('theme_color', 'light.blueyale'));
    await page.reload();
    await page.getByRole('figure', { name: /^gráfica de columnas/i }).waitFor();
    await page
      .getByRole('table', { name: /pedidos más recientes/i })
      .getByRole('link')
      .first()
      .waitFor();
    await chartsSettled(page);
    await session.screenshot('dashboard-light');
    assert.deepEqual(await accessibilityViolations(page), []);

    // right to left: the first day on the right, the counts on the right-hand axis
    await page.evaluate(() => window.localStorage.setItem('theme_lang', 'en-EN'));
    await page.reload();
    const perDay = page.getByRole('figure', { name: /^column chart of orders per day/i });
    await perDay.waitFor();
    await chartsSettled(page);
    assert.equal(await perDay.locator('.MuiChartsAxis-directionY.MuiChartsAxis-right').count(), 1);
    await session.screenshot('dashboard-rtl');
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.evaluate(() => {
      window.localStorage.setItem('theme_color', 'dark.blueyale');
      window.localStorage.setItem('theme_lang', 'es-ES');
    });
  });
});
