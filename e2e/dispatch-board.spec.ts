// The dispatch board in Chromium: today's routes planned with the mouse and with the keyboard alone,
// a route sheet printed, a route sent out, and a second operator's browser seeing each change
// within 5 s. It makes what it needs (orders due today, a route) rather than rely on demo routes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiAsPage, todayInMexico } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { downloadOf } from './support/files';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

let server: RunningServer;
let session: BrowserSession;
/** The second operator, an employee in a browser of their own. */
let other: BrowserSession;

/** Today's orders made for these tests, by folio, and the route the board gets. */
const folios: string[] = [];
let plate = '';

/** A call to the API with the page's token, as the SPA makes it. */
const api = <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  apiAsPage<T>(server.baseUrl, page, method, path, body);

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/#/orders/board`);
  await page.getByRole('heading', { name: 'Tablero de reparto', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Pedidos por asignar' }).waitFor();
}

const dueCard = (page: Page, folio: string): Locator => page.getByTestId(`due-${folio}`);
const routeColumn = (page: Page): Locator => page.getByRole('region', { name: `Ruta ${plate}` });

/**
 * The folios of the route's stops, in their order, the route in sight (the board draws the stops
 * of the routes in sight and near them).
 */
async function stopsOf(page: Page): Promise<string[]> {
  const column = routeColumn(page);
  await column.scrollIntoViewIfNeeded();
  const ids = await column
    .locator('[data-testid^="stop-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^stop-/, ''));
}

/** Waits until the route's stops are `expected`, in this order. */
async function waitForStops(page: Page, expected: string[], timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await stopsOf(page);
    if (JSON.stringify(shown) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the route shows ${JSON.stringify(shown)}, not ${JSON.stringify(expected)}`);
}

/**
 * Drags `handle` onto `target` with the mouse, in small steps as a hand does. Both ends are
 * brought into sight first (the due list and the routes scroll apart; a new route's column may
 * start below the fold, in the grid's second row), and the drop lands on the part of the target
 * in sight: a mouse never lets go outside the window.
 */
async function drag(
  page: Page,
  handle: Locator,
  target: Locator,
  where: 'top' | 'middle' = 'middle',
) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(from && to && viewport, 'both ends of the drag are on the page');
  const top = Math.max(to.y, 0);
  const bottom = Math.min(to.y + to.height, viewport.height);
  assert.ok(bottom - top >= 16, 'the drop target is in sight');
  assert.ok(from.y >= 0 && from.y + from.height <= viewport.height, 'the handle is in sight');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const y = where === 'top' ? top + 4 : bottom - 8;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 15 });
  await page.mouse.up();
}

before(async () => {
  server = await startServer();
  session = await openBrowser();
  session.page.setDefaultTimeout(15_000);
  await signIn(session.page, server.baseUrl, 'admin@gaslp.mx', 'Admin123!');
  const today = todayInMexico();
  for (const [index, quantity] of [2, 1, 3, 1].entries()) {
    const order = await api<{ folio: string }>(session.page, 'POST', '/api/orders', {
      customer_name: `Reparto Tablero ${String(index + 1)}`,
      customer_phone: '3311122233',
      address: `Calle Tablero ${String(index + 1)}`,
      zone_id: 1,
      product: 'cylinder_20kg',
      quantity,
      payment_method: 'cash',
      delivery_date: today,
    });
    folios.push(order.folio);
  }
  other = await openBrowser();
  other.page.setDefaultTimeout(15_000);
  await signIn(other.page, server.baseUrl, 'empleado@gaslp.mx', 'Empleado123!');
});

after(async () => {
  await other.close();
  await session.close();
  await server.stop();
});

describe('dispatch board', () => {
  test('a route is created from a free vehicle and driver, and planned with the mouse', async () => {
    const { page } = session;
    await openBoard(page);
    await openBoard(other.page);
    const [first = '', second = ''] = folios;
    await dueCard(page, first).waitFor();

    await page.getByRole('button', { name: 'Nueva ruta' }).click();
    const dialog = page.getByRole('dialog');
    const vehicle = dialog.getByRole('combobox', { name: /^Vehículo/ });
    const option = vehicle.locator('option', { hasText: 'Camión de cilindros' }).first();
    const label = (await option.textContent()) ?? '';
    plate = label.split(' · ')[0] ?? '';
    await vehicle.selectOption({ label });
    const driver = dialog.getByRole('combobox', { name: /^Chofer/ });
    const firstDriver = await driver.locator('option').nth(1).getAttribute('value');
    await driver.selectOption(firstDriver ?? '');
    await dialog.getByRole('button', { name: 'Crear ruta' }).click();
    await routeColumn(page).waitFor();
    await page.getByText(`Se creó la ruta ${plate}.`).waitFor();

    // the second operator sees the new route within 5 s
    const created = Date.now();
    await routeColumn(other.page).waitFor({ timeout: 5_000 });
    assert.ok(Date.now() - created < 5_000);

    await drag(
      page,
      page.getByRole('button', { name: `Arrastrar el pedido ${first}` }),
      routeColumn(page),
    );
    await waitForStops(page, [first]);
    await drag(
      page,
      page.getByRole('button', { name: `Arrastrar el pedido ${second}` }),
      routeColumn(page),
    );
    await waitForStops(page, [first, second]);
    assert.equal(await dueCard(page, first).count(), 0, 'an assigned order leaves the due list');
    // reorder within the column: the second stop dropped on the first takes its place
    await drag(
      page,
      page.getByRole('button', { name: `Arrastrar la parada ${second}` }),
      page.getByTestId(`stop-${first}`),
      'top',
    );
    await waitForStops(page, [second, first]);
    await waitForStops(other.page, [second, first], 5_000);
    const load = routeColumn(page).getByRole('progressbar');
    assert.match((await load.getAttribute('aria-label')) ?? '', /: 3 de \d+ cilindros$/);
    await checkScreen(page, 'dispatch-board');
  });

  test('the keyboard alone assigns, reorders (menu, buttons and the keyboard sensor) and takes off', async () => {
    const { page } = session;
    const [first = '', second = '', third = '', fourth = ''] = folios;
    // the "assign to route" menu, opened and chosen with keys
    await page.getByRole('button', { name: `Asignar a ruta… (pedido ${third})` }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    const item = menu.getByRole('menuitem', { name: new RegExp(plate) });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
    await waitForStops(page, [second, first, third]);
    await page.getByRole('button', { name: `Asignar a ruta… (pedido ${fourth})` }).focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('menuitem', { name: new RegExp(plate) }).focus();
    await page.keyboard.press('Enter');
    await waitForStops(page, [second, first, third, fourth]);

    // up with its button
    await page.getByRole('button', { name: `Subir la parada ${third}` }).focus();
    await page.keyboard.press('Enter');
    await waitForStops(page, [second, third, first, fourth]);

    // dnd-kit's keyboard sensor: Space picks up, an arrow moves, Space drops; said aloud in Spanish
    await page.getByRole('button', { name: `Arrastrar la parada ${fourth}` }).focus();
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.waitForFunction(() =>
      /Tomaste la parada|la parada .* está sobre/.test(
        document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '',
      ),
    );
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await waitForStops(page, [second, third, fourth, first]);
    assert.match((await live.textContent()) ?? '', /Soltaste la parada/);

    // off the route with its button: the order is due again, and the other operator sees it
    await page.getByRole('button', { name: `Quitar la parada ${fourth} de la ruta` }).focus();
    await page.keyboard.press('Enter');
    await waitForStops(page, [second, third, first]);
    await dueCard(page, fourth).waitFor();
    await dueCard(other.page, fourth).waitFor({ timeout: 5_000 });
    await waitForStops(other.page, [second, third, first], 5_000);
  });

  test('the route sheet is printed and the route is sent out; the other operator sees it leave', async () => {
    const { page } = session;
    const sheet = await downloadOf(page, () =>
      routeColumn(page).getByRole('button', { name: 'Hoja de ruta' }).click(),
    );
    assert.match(sheet.name, /\.pdf$/);
    assert.equal(sheet.bytes.subarray(0, 5).toString('latin1'), '%PDF-');

    await routeColumn(page).getByRole('button', { name: 'Enviar a ruta' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Enviar a ruta la ${plate}?` });
    await dialog.getByRole('button', { name: 'Enviar a ruta' }).click();
    await page.getByText(`La ruta ${plate} salió a reparto.`).waitFor();
    await routeColumn(page).getByText('En ruta', { exact: true }).waitFor();
    // an out route no longer takes stops: no buttons to move them
    assert.equal(
      await routeColumn(page)
        .getByRole('button', { name: /^Subir la parada/ })
        .count(),
      0,
    );
    const sent = Date.now();
    await routeColumn(other.page).getByText('En ruta', { exact: true }).waitFor({ timeout: 5_000 });
    assert.ok(Date.now() - sent < 5_000);
    await checkScreen(other.page, 'dispatch-board-second-operator');
  });

  test('three routes fit 1366 px, the first whole in sight; a stop is dragged to another route and back to the due list', async () => {
    const { page } = session;
    const today = todayInMexico();
    const board = await api<{
      free_vehicles: { id: number; kind: string; plate: string }[];
      free_drivers: { id: number }[];
    }>(page, 'GET', `/api/delivery-routes/board/${today}`);
    const trucks = board.free_vehicles.filter((vehicle) => vehicle.kind === 'cylinder_truck');
    const created: { id: number; vehicle_plate: string }[] = [];
    for (const index of [0, 1]) {
      created.push(
        await api(page, 'POST', '/api/delivery-routes', {
          route_date: today,
          vehicle_id: trucks[index]?.id,
          driver_id: board.free_drivers[index]?.id,
        }),
      );
    }
    const [from, to] = created;
    assert.ok(from && to, 'two more routes');
    const order = await api<{ id: number; folio: string }>(page, 'POST', '/api/orders', {
      customer_name: 'Reparto Tablero Cambio',
      customer_phone: '3311122233',
      address: 'Calle Tablero 9',
      zone_id: 1,
      product: 'cylinder_20kg',
      quantity: 1,
      payment_method: 'cash',
      delivery_date: today,
    });
    await api(page, 'POST', `/api/delivery-routes/${String(from.id)}/stops`, {
      order_id: order.id,
    });
    await openBoard(page);
    const columns = page.locator('[data-testid^="route-"]');
    assert.ok((await columns.count()) >= 3, 'three routes or more');
    // whole in sight: inside the routes' area (not cut by a sideways scroll) and the window
    const first = await columns.first().boundingBox();
    const area = await page.getByRole('region', { name: 'Rutas del día' }).boundingBox();
    const viewport = page.viewportSize();
    assert.ok(first && area && viewport, 'the first route is on screen');
    assert.ok(
      first.x >= area.x - 1 &&
        first.x + first.width <= Math.min(area.x + area.width, viewport.width) + 1,
      `the first route is whole in sight (${String(first.x)}, ${String(first.width)} in ${String(area.x)}, ${String(area.width)})`,
    );
    await checkScreen(page, 'dispatch-board-three-routes');

    const fromColumn = page.getByRole('region', { name: `Ruta ${from.vehicle_plate}` });
    const toColumn = page.getByRole('region', { name: `Ruta ${to.vehicle_plate}` });
    // a column far out of sight is drawn once it comes near, as an operator scrolls to it (the
    // drawn column replaces its placeholder while it scrolls)
    for (const column of [toColumn, fromColumn]) {
      await column
        .evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }))
        .catch(() => undefined);
      await column.getByRole('button', { name: /Hoja de ruta/ }).waitFor();
    }
    const stop = fromColumn.getByTestId(`stop-${order.folio}`);
    await drag(
      page,
      stop.getByRole('button', { name: `Arrastrar la parada ${order.folio}` }),
      toColumn,
    );
    await toColumn.getByTestId(`stop-${order.folio}`).waitFor();
    assert.equal(await fromColumn.getByTestId(`stop-${order.folio}`).count(), 0);
    await drag(
      page,
      toColumn.getByRole('button', { name: `Arrastrar la parada ${order.folio}` }),
      page.getByRole('list', { name: 'Pedidos por asignar' }),
      'top',
    );
    // back among the due orders (the list shows its first page of cards; the API says it is due)
    await toColumn.getByTestId(`stop-${order.folio}`).waitFor({ state: 'detached' });
    const after = await api<{ due: { order_id: number }[] }>(
      page,
      'GET',
      `/api/delivery-routes/board/${today}`,
    );
    assert.ok(
      after.due.some((due) => due.order_id === order.id),
      'the order is due again',
    );
  });

  test('the board reads right to left in en-EN and fits 1366 px', async () => {
    const { page } = session;
    await page.evaluate(() => window.localStorage.setItem('theme_lang', 'en-EN'));
    await page.reload();
    await page.getByRole('heading', { name: 'Dispatch board', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: `Route ${plate}` })
      .getByText('Out', { exact: true })
      .waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await checkScreen(page, 'dispatch-board-rtl');
    await page.evaluate(() => window.localStorage.setItem('theme_lang', 'es-ES'));
  });
});
