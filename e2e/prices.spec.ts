import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator } from 'playwright-core';
import { seriousAccessibilityViolations } from './support/accessibility';
import { openBrowser, type BrowserSession } from './support/browser';
import { dayField, typeDay } from './support/date-fields';
import { startServer, type RunningServer } from './support/server';

// Average price management as an administrator: a new price for a zone becomes the default unit
// price of a new order there; a price above the week's regulated maximum is refused.

let server: RunningServer;
let session: BrowserSession;

before(async () => {
  server = await startServer();
  session = await openBrowser({ width: 1366, height: 900 });
  const { page } = session;
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.baseUrl}/#/sistema/login`);
  await page.getByLabel(/correo electrónico/i).fill('admin@gaslp.mx');
  await page.getByLabel(/^contraseña/i).fill('Admin123!');
  await page.getByRole('button', { name: /iniciar sesión/i }).click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
});

after(async () => {
  await session.close();
  await server.stop();
});

async function api<T>(path: string, method = 'GET'): Promise<T> {
  // the page's token as it is now: the app rotates it, and a replaced token is refused 30 s later
  const token = await session.page.waitForFunction(() => window.localStorage.getItem('token'));
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${String(await token.jsonValue())}` },
  });
  assert.equal(response.status, 200, `${path}: ${String(response.status)}`);
  return (await response.json()) as T;
}

/** Today in Mexico City, as the server reads days. */
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

/**
 * The price chart as drawn: a price line and a dashed maximum line for the zone, the maximum above
 * the price, and a price axis around them (not from zero) in pesos and cents.
 */
async function checkPriceChart(chart: Locator, tick: RegExp): Promise<void> {
  await chart.locator('path.MuiLineChart-line').first().waitFor();
  const lines = await chart.locator('path.MuiLineChart-line').evaluateAll((paths) =>
    paths.map((path) => ({
      series: path.getAttribute('data-series') ?? '',
      dash: getComputedStyle(path).strokeDasharray,
      // the points of the step line, in order (x, y)
      points: [...(path.getAttribute('d') ?? '').matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map(
        (match) => [Number(match[1]), Number(match[2])] as const,
      ),
    })),
  );
  const price = lines.find((line) => line.series.startsWith('price-'));
  const maximum = lines.find((line) => line.series.startsWith('maximum-'));
  assert.ok(price && maximum, `a price and a maximum line: ${lines.map((l) => l.series).join()}`);
  assert.notEqual(maximum.dash, 'none', 'the maximum is dashed');
  // both lines step on the same days: point by point, the maximum is at or above the price
  assert.equal(maximum.points.length, price.points.length);
  maximum.points.forEach(([x, y], index) => {
    const [priceX, priceY] = price.points[index] ?? [NaN, NaN];
    assert.ok(Math.abs(x - priceX) < 0.5 && y <= priceY + 0.5, `point ${String(index)}`);
  });
  const ticks = await chart
    .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
    .allTextContents();
  assert.ok(ticks.length > 2, `price ticks: ${ticks.join(' ')}`);
  for (const text of ticks) assert.match(text, tick);
  const lowest = Math.min(...ticks.map((text) => Number(text.replace(/[^\d.]/g, ''))));
  assert.ok(lowest > 100, `the price axis does not start at zero: ${ticks.join(' ')}`);
}

async function newPrice(zone: string, amount: string): Promise<void> {
  const { page } = session;
  await page.goto(`${server.baseUrl}/#/prices/new`);
  await page.getByRole('heading', { name: 'Nuevo precio', level: 1 }).waitFor();
  await page.getByRole('option', { name: zone }).waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: 'Zona' }).selectOption({ label: zone });
  await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: 'Cilindro 20 kg' });
  await page.getByRole('textbox', { name: /Precio unitario/ }).fill(amount);
  await typeDay(dayField(page, 'Vigente desde'), today);
  await page.getByRole('button', { name: 'Guardar precio' }).click();
}

describe('average price management', () => {
  test('a new price sets the default of a new order in its zone; one above the maximum is refused', async () => {
    const { page } = session;
    const zones = await api<{ data: { id: number; name: string }[] }>('/api/zones/all');
    const zone = zones.data[1] ?? zones.data[0];
    assert.ok(zone);
    const maximums = await api<{ data: { max: number }[] }>(
      `/api/price-maximums/paginated/1/1?zone_id=${String(zone.id)}&product_kind=cylinder_kg&from=${today}&to=${today}`,
    );
    const perKg = maximums.data[0]?.max;
    assert.ok(perKg !== undefined, 'the demo seed has a maximum for this week');
    const ceiling = perKg * 20;

    // the overview: records, averages and the chart of the filter's range
    await page.goto(`${server.baseUrl}/#/prices?zone=${String(zone.id)}&product=cylinder_20kg`);
    await page.getByRole('heading', { name: 'Gestión de precio promedio', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Precio promedio por zona y producto' }).waitFor();
    const chart = page.getByRole('figure', {
      name: /^Gráfica de líneas del precio de Cilindro 20 kg del /,
    });
    await chart.waitFor();
    await checkPriceChart(chart, /^\$[\d,]+\.\d{2}$/);
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('prices');
    // the same chart in the light theme, and right to left (en-EN)
    for (const [name, theme, language, ticks] of [
      ['prices-light', 'light.blueyale', 'es-ES', /^\$[\d,]+\.\d{2}$/],
      ['prices-rtl', 'dark.orangecarrot', 'en-EN', /^MX\$[\d,]+\.\d{2}$/],
    ] as const) {
      await page.evaluate(
        ({ color, code }) => {
          window.localStorage.setItem('theme_color', color);
          window.localStorage.setItem('theme_lang', code);
        },
        { color: theme, code: language },
      );
      await page.reload();
      const shown = page.getByRole('figure', { name: /^(Gráfica de líneas|Line chart) / });
      await shown.waitFor();
      await checkPriceChart(shown, ticks);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await session.screenshot(name);
    }
    await page.evaluate(() => {
      window.localStorage.setItem('theme_color', 'dark.blueyale');
      window.localStorage.setItem('theme_lang', 'es-ES');
    });
    await page.reload();
    await chart.waitFor();

    // the weekly regulated maximums of the zone, with this week's
    await page.goto(`${server.baseUrl}/#/prices/maximums?zone=${String(zone.id)}&kind=cylinder_kg`);
    await page.getByRole('heading', { name: 'Máximos regulados', level: 1 }).waitFor();
    await page.getByRole('gridcell', { name: zone.name }).first().waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('price-maximums');

    // above the regulated maximum: refused at the price field
    await newPrice(zone.name, (ceiling + 50).toFixed(2));
    await page
      .getByText(/supera el máximo regulado/i)
      .first()
      .waitFor();
    assert.match(page.url(), /#\/prices\/new/);
    await session.screenshot('price-above-maximum');

    // within it: saved, and a new order in that zone takes it. The demo's prices start on Sundays
    // (its weeks' first day): on a Sunday one is in force from today, and a second price of the
    // same zone and product from the same day is refused, so that one goes first (soft delete)
    const current = await api<{ price_id: number | null; effective_from: string | null }>(
      `/api/prices/current/${String(zone.id)}/cylinder_20kg`,
    );
    if (current.price_id !== null && current.effective_from === today) {
      await api(`/api/prices/${String(current.price_id)}`, 'DELETE');
    }
    const amount = (Math.floor(ceiling * 0.9 * 100) / 100).toFixed(2);
    await newPrice(zone.name, amount);
    await page.waitForURL(/#\/prices(\?|$)/);
    await page.goto(`${server.baseUrl}/#/orders/new`);
    await page.getByRole('heading', { name: 'Nuevo pedido', level: 1 }).waitFor();
    await page.getByRole('option', { name: zone.name }).first().waitFor({ state: 'attached' });
    await page.locator('select[name="zone_id"]').selectOption({ label: zone.name });
    await page
      .getByRole('combobox', { name: 'Producto' })
      .selectOption({ label: 'Cilindro 20 kg' });
    await page.waitForFunction(
      (expected) =>
        document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.value === expected,
      amount,
    );
  });
});
