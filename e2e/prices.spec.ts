import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
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

async function api<T>(path: string): Promise<T> {
  // the page's token as it is now: the app rotates it, and a replaced token is refused 30 s later
  const token = await session.page.waitForFunction(() => window.localStorage.getItem('token'));
  const response = await fetch(`${server.baseUrl}${path}`, {
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
    await page.getByRole('img', { name: /Precio semanal de/ }).waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('prices');

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

    // within it: saved, and a new order in that zone takes it
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
