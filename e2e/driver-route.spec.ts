// The driver's day in Chromium: a route of today with its stops sent out (made through the API,
// as staff), run by its driver on a 390 px phone (an outcome per stop, each confirmed, then the
// close with a cash difference), found on the cash counts list and on the dashboard; the order's
// delivery ticket and the route's sheet downloaded, their PDFs holding the folio and the stops.
// It makes everything it needs (a driver, a pipa, orders due today) rather than rely on demo
// routes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfPages } from '../server/test/pdf-text';
import { apiAsPage, todayInMexico } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { downloadOf } from './support/files';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

let server: RunningServer;
/** The administrator, at a desktop. */
let staff: BrowserSession;
/** The driver, on a phone. */
let phone: BrowserSession;

const DRIVER = { email: 'chofer.ruta@gaslp.mx', password: 'Chofer123!' };
const PLATE = 'RTA-90-12';
const route = { id: 0, folios: [] as string[], orderIds: [] as number[] };

/** A call to the API with the page's token, as the SPA makes it. */
const api = <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  apiAsPage<T>(server.baseUrl, page, method, path, body);

/** Every line of text a PDF prints, joined. */
const pdfText = (bytes: Buffer): string => pdfPages(bytes).flat().join('\n');

before(async () => {
  server = await startServer();
  staff = await openBrowser();
  staff.page.setDefaultTimeout(15_000);
  const { page } = staff;
  await signIn(page, server.baseUrl, 'admin@gaslp.mx', 'Admin123!');
  const today = todayInMexico();

  // a driver of their own (the demo employee already drives one of today's routes)
  const user = await api<{ id: number }>(page, 'POST', '/api/users', {
    name: 'Ramiro',
    last_name: 'Chofer',
    email: DRIVER.email,
    password: DRIVER.password,
  });
  await api(page, 'PUT', `/api/users/${String(user.id)}`, {
    name: 'Ramiro',
    last_name: 'Chofer',
    email: DRIVER.email,
    type_user: 'empleado',
  });
  const vehicle = await api<{ id: number }>(page, 'POST', '/api/vehicles', {
    plate: PLATE,
    kind: 'tank_truck',
    capacity: 3000,
    zone_id: 1,
  });
  for (const [index, quantity] of [120, 80].entries()) {
    const order = await api<{ id: number; folio: string }>(page, 'POST', '/api/orders', {
      customer_name: `Cliente Ruta ${String(index + 1)}`,
      customer_phone: '33 1112 2233',
      address: `Calle Pipa ${String(index + 1)}`,
      zone_id: 1,
      product: 'stationary_litre',
      quantity,
      unit_price: 10,
      payment_method: 'cash',
      delivery_date: today,
      ...(index === 0 ? { delivery_window_start: '08:00', delivery_window_end: '20:00' } : {}),
    });
    route.folios.push(order.folio);
    route.orderIds.push(order.id);
  }
  const created = await api<{ id: number }>(page, 'POST', '/api/delivery-routes', {
    route_date: today,
    vehicle_id: vehicle.id,
    driver_id: user.id,
  });
  route.id = created.id;
  for (const orderId of route.orderIds)
    await api(page, 'POST', `/api/delivery-routes/${String(route.id)}/stops`, {
      order_id: orderId,
    });
  await api(page, 'POST', `/api/delivery-routes/${String(route.id)}/depart`);

  phone = await openBrowser({ width: 390, height: 844 });
  phone.page.setDefaultTimeout(15_000);
  await signIn(phone.page, server.baseUrl, DRIVER.email, DRIVER.password);
});

after(async () => {
  await phone.close();
  await staff.close();
  await server.stop();
});

describe("the driver's route", () => {
  test('the driver prints the route sheet and records each outcome on a phone, confirming each one', async () => {
    const { page } = phone;
    const [first = '', second = ''] = route.folios;
    await page.goto(`${server.baseUrl}/#/my-route`);
    await page.getByRole('heading', { name: 'Mi ruta', level: 1 }).waitFor();
    await page.getByText('0 de 2 paradas con resultado').waitFor();
    const stopOne = page.getByRole('listitem', { name: '1. Cliente Ruta 1' });
    assert.equal(
      await stopOne.getByRole('link', { name: /^Llamar a Cliente Ruta 1/ }).getAttribute('href'),
      'tel:3311122233',
    );
    await stopOne.getByText(first).waitFor();
    await stopOne.getByText('120 L · Gas estacionario').waitFor();
    await stopOne.getByText('$1,200.00').waitFor();
    await stopOne.getByText('08:00–20:00').waitFor();
    await page
      .getByRole('listitem', { name: '2. Cliente Ruta 2' })
      .getByText('A cualquier hora')
      .waitFor();
    // touch targets of at least 44 px
    const button = await stopOne
      .getByRole('button', { name: 'Entregado, parada 1', exact: true })
      .boundingBox();
    assert.ok(button && button.height >= 44, 'the outcome buttons are at least 44 px high');
    await checkScreen(page, 'driver-route-phone');

    // the route sheet, from the driver's screen, as the route leaves
    const sheet = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Hoja de ruta' }).click(),
    );
    assert.match(sheet.name, /\.pdf$/);
    const sheetText = pdfText(sheet.bytes);
    for (const text of [first, second, 'Cliente Ruta 1', 'Cliente Ruta 2'])
      assert.ok(sheetText.includes(text), `the route sheet names ${text}:\n${sheetText}`);

    await stopOne.getByRole('button', { name: 'Entregado, parada 1', exact: true }).click();
    const delivered = page.getByRole('dialog', { name: /¿Entregado a Cliente Ruta 1\?/ });
    const litres = delivered.getByRole('textbox', { name: /Litros surtidos/ });
    assert.equal(await litres.inputValue(), '120');
    await litres.fill('100');
    await checkScreen(page, 'driver-route-phone-delivered-dialog');
    await delivered.getByRole('button', { name: 'Confirmar entrega' }).click();
    await page.getByText('1 de 2 paradas con resultado').waitFor();
    await stopOne.getByText('Entregado: 100 L surtidos').waitFor();

    const stopTwo = page.getByRole('listitem', { name: '2. Cliente Ruta 2' });
    await stopTwo.getByText(second).waitFor();
    await stopTwo.getByRole('button', { name: 'No entregado, parada 2' }).click();
    const failed = page.getByRole('dialog', { name: /¿No entregado a Cliente Ruta 2\?/ });
    await failed.getByRole('radio', { name: 'No había nadie' }).check();
    await failed.getByRole('radio', { name: 'Regresarlo al tablero para otro día' }).check();
    await failed.getByRole('button', { name: 'Registrar no entrega' }).click();
    await page.getByText('2 de 2 paradas con resultado').waitFor();
    await stopTwo.getByText('No entregado: No había nadie').waitFor();
  });

  test('the driver closes the route with the cash counted, seeing the shortfall first', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: 'Cerrar ruta' }).click();
    const dialog = page.getByRole('dialog', { name: `Cerrar la ruta de ${PLATE}` });
    // 100 L delivered at $10 a litre, paid in cash; the failed visit collects nothing
    await dialog.getByTestId('cash-expected').getByText('$1,000.00').waitFor();
    await dialog.getByRole('textbox', { name: /Efectivo contado/ }).fill('950');
    await dialog.getByTestId('cash-difference').getByText('-$50.00 (faltante)').waitFor();
    await checkScreen(page, 'driver-route-phone-close');
    await dialog.getByRole('button', { name: 'Cerrar ruta' }).click();
    const summary = page.getByRole('region', { name: 'Corte de caja' });
    await summary.getByText('-$50.00 (faltante)').waitFor();
    await page.getByText('Cerrada', { exact: true }).waitFor();
    await checkScreen(page, 'driver-route-phone-closed');
  });

  test('the route reads right to left in en-EN on the phone', async () => {
    const { page } = phone;
    await page.evaluate(() => window.localStorage.setItem('theme_lang', 'en-EN'));
    await page.reload();
    await page.getByRole('heading', { name: 'My route', level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.getByRole('region', { name: 'Cash count' }).getByText('(short)').waitFor();
    await checkScreen(page, 'driver-route-phone-rtl');
  });

  test('the cash count is on the cash counts list, its shortfall in red', async () => {
    const { page } = staff;
    const today = todayInMexico();
    await page.goto(`${server.baseUrl}/#/reports/cash-counts?from=${today}&to=${today}`);
    const grid = page.getByRole('grid', { name: 'Cortes de caja' });
    const row = grid.getByRole('row').filter({ hasText: PLATE });
    await row.getByText('-$50.00').waitFor();
    await row.getByText('$1,000.00').waitFor();
    await row.getByText('$950.00').waitFor();
    // the driver, who also closed it
    assert.equal(await row.getByText('Ramiro Chofer', { exact: true }).count(), 2);
    const colour = (text: string) =>
      row.getByText(text, { exact: true }).evaluate((node) => getComputedStyle(node).color);
    assert.notEqual(await colour('-$50.00'), await colour('$950.00'), 'the shortfall stands out');
    await checkScreen(page, 'cash-counts-list');
  });

  test("the dashboard shows the route's progress and today's cash difference", async () => {
    const { page } = staff;
    await page.goto(`${server.baseUrl}/#/`);
    const card = page.getByRole('region', { name: 'Entregas' });
    await card
      .getByRole('progressbar', { name: `${PLATE} · Ramiro Chofer · cerrada: 2 de 2 paradas` })
      .waitFor();
    const today = card.getByTestId(`cash-difference-${todayInMexico()}`);
    assert.match((await today.textContent()) ?? '', /^-\$[\d,.]+ \(faltante\)$/);
    await checkScreen(page, 'dashboard-deliveries');
  });

  test("the order's delivery ticket is a PDF holding its folio", async () => {
    const { page } = staff;
    const [first = ''] = route.folios;
    await page.goto(`${server.baseUrl}/#/orders/${String(route.orderIds[0])}`);
    const ticket = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Nota de remisión' }).click(),
    );
    assert.match(ticket.name, /\.pdf$/);
    assert.equal(ticket.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const ticketText = pdfText(ticket.bytes);
    assert.ok(ticketText.includes(first), `the ticket names ${first}:\n${ticketText}`);
    assert.ok(ticketText.includes('Cliente Ruta 1'), 'the ticket names the customer');
    await checkScreen(page, 'order-show-ticket');
  });
});
