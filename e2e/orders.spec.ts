import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { dayField, typeDay } from './support/date-fields';
import { checkScreen as checkScreenOf } from './support/screens';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let session: BrowserSession;

// the demo seed's customer, with a wallet
const customer = {
  id: 3,
  phone: '3312345678',
  name: 'María José Gómez Álvarez',
};

/** What the tests create, once known. */
const created = { folio: '', id: 0, walletFolio: '', walletId: 0 };

before(async () => {
  server = await startServer();
  session = await openBrowser();
  const { page } = session;
  page.setDefaultTimeout(15_000);
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

async function open(path: string): Promise<void> {
  await session.page.goto(`${server.baseUrl}/#${path}`);
}

function checkScreen(name: string): Promise<void> {
  return checkScreenOf(session.page, name);
}

/** The path and query after the `#`. */
function route(page: Page): URL {
  return new URL(new URL(page.url()).hash.slice(1), 'http://app');
}

/** The list has its answer: no loading overlay left in the grid. */
async function gridSettled(): Promise<void> {
  await session.page.waitForFunction(
    () =>
      document.querySelector('[role="grid"]') !== null &&
      document.querySelector('[role="grid"] [role="progressbar"]') === null,
  );
}

/** The grid's row showing a cell with exactly this text. */
function rowOf(text: string): Locator {
  const { page } = session;
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });
}

/** The folios the grid shows now. */
async function folios(): Promise<string[]> {
  await gridSettled();
  const texts = await session.page
    .locator('[role="grid"] [role="row"] [data-field="folio"][role="gridcell"]')
    .allTextContents();
  return texts.map((text) => text.trim());
}

/** Waits (up to 10 s) for the grid to show what `check` expects, and answers its folios. */
async function waitForFolios(check: (shown: string[]) => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await folios();
    if (check(shown)) return shown;
    await session.page.waitForTimeout(200);
  }
  assert.fail(`${what}: the grid shows ${JSON.stringify(shown)}`);
}

const exactly = (folio: string) => (shown: string[]) => shown.length === 1 && shown[0] === folio;
const including = (folio: string) => (shown: string[]) => shown.includes(folio);

async function search(text: string): Promise<void> {
  const { page } = session;
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await page.waitForFunction(
    (expected) =>
      (new URLSearchParams(window.location.hash.split('?')[1]).get('q') ?? '') === expected,
    text,
  );
  await gridSettled();
}

/** A call to the API with the session's token, as the SPA makes it. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { page } = session;
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token ?? ''}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(
    response.ok,
    `${method} ${path}: ${String(response.status)} ${await response.clone().text()}`,
  );
  return (await response.json()) as T;
}

async function walletBalance(): Promise<number> {
  const client = await api<{ wallet: { id: number; amount: number } | null }>(
    'GET',
    `/api/users/client/${String(customer.id)}`,
  );
  assert.ok(client.wallet, 'the demo customer has a wallet');
  return client.wallet.amount;
}

/**
 * Tops the demo customer's wallet up to `amount` pesos when it holds less: the seed's past routes charge
 * its wallet-paid orders, and how many are delivered by now depends on the hour the seed ran.
 */
async function walletAtLeast(amount: number): Promise<void> {
  const client = await api<{ wallet: { id: number; amount: number } | null }>(
    'GET',
    `/api/users/client/${String(customer.id)}`,
  );
  assert.ok(client.wallet, 'the demo customer has a wallet');
  if (client.wallet.amount >= amount) return;
  await api('POST', '/api/historicals', {
    user_id: customer.id,
    wallet_id: client.wallet.id,
    type_movement: 'credit',
    amount: Math.round((amount - client.wallet.amount) * 100) / 100,
    message: 'Recarga en mostrador',
    user_add: 1,
  });
}

/** Today in Mexico City, YYYY-MM-DD: the day the orders made here were taken. */
function todayInMexico(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** Pesos shown as es-MX currency (`$1,472.37`), worked out from cents. */
function pesos(cents: number): string {
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);
}

/** Starts a new order for the demo customer, found by phone. */
async function newOrderForCustomer(): Promise<void> {
  const { page } = session;
  await open('/orders/new');
  await page.getByRole('heading', { name: 'Nuevo pedido', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(customer.phone.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(customer.name) }).click();
  // the customer's zone comes with the customer
  await page.waitForFunction(
    () => document.querySelector<HTMLSelectElement>('select[name="zone_id"]')?.value === '1',
  );
}

/** The unit price field's value once the price in force has arrived. */
async function priceInForce(): Promise<string> {
  const field = session.page.getByRole('textbox', { name: 'Precio unitario' });
  await session.page.waitForFunction(() =>
    /^\d+\.\d{2}$/.test(
      document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.value ?? '',
    ),
  );
  return field.inputValue();
}

/** Downloads what a click starts: its suggested name and bytes. */
async function download(click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([session.page.waitForEvent('download'), click()]);
  const failure = await file.failure();
  assert.equal(failure, null);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/**
 * The texts of an .xlsx (its shared strings and sheets), read through the ZIP's central directory
 * (exceljs streams its entries: the sizes are only there), inflating the deflated entries.
 */
function workbookStrings(zip: Buffer): string {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  assert.ok(end >= 0, 'a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  let text = '';
  for (let index = 0; index < count; index += 1) {
    assert.equal(zip.readUInt32LE(entry), 0x02014b50, 'a central directory entry');
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    if (name === 'xl/sharedStrings.xml' || name.startsWith('xl/worksheets/')) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      text += (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return text;
}

describe('orders screens', () => {
  test('an order is created for a customer found by phone, with the price in force and the exact total', async () => {
    const { page } = session;
    await open('/orders');
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    await gridSettled();
    await checkScreen('orders-list');

    await page.getByRole('link', { name: 'Nuevo pedido' }).click();
    await page.waitForURL(/#\/orders\/new/);
    // checked before sending
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await page.getByText('Este campo es obligatorio').first().waitFor();

    await newOrderForCustomer();
    assert.equal(
      await page.getByRole('textbox', { name: 'Nombre del cliente' }).inputValue(),
      customer.name,
    );
    await page
      .getByRole('combobox', { name: 'Ubicación' })
      .selectOption({ label: 'Planta Analco' });
    await page
      .getByRole('combobox', { name: 'Producto' })
      .selectOption({ label: 'Cilindro 20 kg' });
    const unitPrice = await priceInForce();
    await page.getByRole('textbox', { name: 'Cantidad (piezas)' }).fill('3');
    const [whole = '0', cents = '0'] = unitPrice.split('.');
    const totalCents = 3 * (Number(whole) * 100 + Number(cents));
    await page
      .getByRole('status', { name: 'Total' })
      .filter({ hasText: pesos(totalCents) })
      .waitFor();
    await page
      .getByRole('combobox', { name: 'Repartidor asignado' })
      .selectOption({ label: 'Juan Carlos Pérez Hernández (2000)' });
    await page.getByRole('textbox', { name: 'Notas' }).fill('Tocar el timbre dos veces');
    await page.getByText(/Saldo del monedero de María José Gómez Álvarez: \$/).waitFor();
    await checkScreen('order-form');

    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await page.waitForURL(/#\/orders\/\d+$/);
    const heading = page.getByRole('heading', { name: /^Pedido GLP-\d{6}$/, level: 1 });
    await heading.waitFor();
    created.folio = ((await heading.textContent()) ?? '').replace('Pedido ', '');
    created.id = Number(/orders\/(\d+)$/.exec(route(page).pathname)?.[1]);
    await page.getByText(`Se creó el pedido ${created.folio}.`).first().waitFor();
    await page.getByText(pesos(totalCents), { exact: true }).waitFor();
    await page.getByText('Planta Analco').waitFor();
    await page.getByText('Tocar el timbre dos veces').waitFor();
  });

  test('the order is found by folio, by phone and by name without accents', async () => {
    const { page } = session;
    await open('/orders');
    await search(created.folio);
    await waitForFolios(exactly(created.folio), 'by folio');
    await search(customer.phone);
    await waitForFolios(including(created.folio), 'by phone');
    await search('maria jose gomez');
    await waitForFolios(including(created.folio), 'by the name, without accents');
    await search('juan carlos perez');
    await waitForFolios(including(created.folio), 'by the employee');
    // the search is in the url: a reload shows the same rows
    await page.reload();
    await gridSettled();
    assert.equal(
      await page.getByRole('searchbox', { name: 'Buscar' }).inputValue(),
      'juan carlos perez',
    );
  });

  test('the order moves through new, in process and completed, and then sits under Cancelados', async () => {
    const { page } = session;
    await open(`/orders/${String(created.id)}`);
    const actions = page.getByRole('group', { name: 'Acciones del pedido' });
    await actions.getByRole('button', { name: 'Pasar a en proceso' }).click();
    await page.getByText(`El pedido ${created.folio} está en proceso.`).first().waitFor();
    await actions.getByRole('button', { name: 'Marcar como completado' }).click();
    const dialog = page.getByRole('dialog', {
      name: `¿Marcar el pedido ${created.folio} como completado?`,
    });
    await dialog.getByRole('button', { name: 'Marcar como completado' }).click();
    await page.getByText(`El pedido ${created.folio} quedó completado.`).first().waitFor();
    await actions.getByRole('button', { name: 'Cancelar pedido' }).waitFor({ state: 'detached' });

    const timeline = page.getByRole('region', { name: 'Historial de estados' });
    // the detail is fetched again after the change: wait for its third step before reading
    await timeline.getByRole('listitem').nth(2).waitFor();
    const steps = await timeline.getByRole('listitem').allTextContents();
    assert.equal(steps.length, 3);
    assert.match(steps[0] ?? '', /^Pedido recibido.*por Administrador General/);
    assert.match(steps[1] ?? '', /^En proceso/);
    assert.match(steps[2] ?? '', /^Completado/);
    await checkScreen('order-detail');

    // the server enforces the flow: a completed order cannot be cancelled
    const refused = await fetch(`${server.baseUrl}/api/orders/${String(created.id)}/status`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${(await page.evaluate(() => window.localStorage.getItem('token'))) ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ status: 'cancelled', reason: 'tarde' }),
    });
    assert.equal(refused.status, 409);

    await open(`/orders?tab=cancelled&q=${created.folio}`);
    await page.getByRole('tab', { name: 'Cancelados', selected: true }).waitFor();
    await waitForFolios(exactly(created.folio), 'a completed order under Cancelados');
    await rowOf(created.folio).getByText('Completado').waitFor();
    await open(`/orders?q=${created.folio}`);
    await page.getByText(`Ningún pedido coincide con «${created.folio}».`).waitFor();
  });

  test('a wallet-paid order is cancelled with a reason, refunds the wallet and is found under Cancelados', async () => {
    const { page } = session;
    await walletAtLeast(2000);
    const before = await walletBalance();
    await newOrderForCustomer();
    await page
      .getByRole('combobox', { name: 'Producto' })
      .selectOption({ label: 'Cilindro 10 kg' });
    const unitPrice = await priceInForce();
    await page.getByRole('radio', { name: 'Monedero' }).check();
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await page.waitForURL(/#\/orders\/\d+$/);
    const heading = page.getByRole('heading', { name: /^Pedido GLP-\d{6}$/, level: 1 });
    await heading.waitFor();
    created.walletFolio = ((await heading.textContent()) ?? '').replace('Pedido ', '');
    created.walletId = Number(/orders\/(\d+)$/.exec(route(page).pathname)?.[1]);
    const charged = Math.round(Number(unitPrice) * 100);
    assert.equal(Math.round((await walletBalance()) * 100), Math.round(before * 100) - charged);

    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancelar el pedido ${created.walletFolio}` });
    await dialog
      .getByText(`Se devolverán ${pesos(charged)} al monedero de ${customer.name}.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await dialog.getByText('Escribe el motivo de la cancelación').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Motivo de la cancelación' })
      .fill('El cliente ya no estaba en el domicilio');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await page
      .getByText(
        `Se canceló el pedido ${created.walletFolio} y se devolvieron ${pesos(charged)} al monedero del cliente.`,
      )
      .first()
      .waitFor();
    await page
      .getByText('Motivo de la cancelación: El cliente ya no estaba en el domicilio')
      .waitFor();
    assert.equal(Math.round((await walletBalance()) * 100), Math.round(before * 100));

    await open('/orders');
    await gridSettled();
    await page.getByRole('tab', { name: 'Cancelados' }).click();
    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Cancelado' });
    await search(created.walletFolio);
    await waitForFolios(exactly(created.walletFolio), 'a cancelled order under Cancelados');
    await rowOf(created.walletFolio).getByText('Cancelado').waitFor();
    await search('');
    await waitForFolios(including(created.walletFolio), 'the newest cancelled order first');
    await checkScreen('orders-cancelled');
  });

  test("the server's refusal of a wallet payment is shown when the balance ran short meanwhile", async () => {
    const { page } = session;
    await walletAtLeast(2000);
    await newOrderForCustomer();
    await page
      .getByRole('combobox', { name: 'Producto' })
      .selectOption({ label: 'Cilindro 10 kg' });
    await priceInForce();
    await page.getByRole('radio', { name: 'Monedero' }).check();
    await page.getByText(/Saldo del monedero de María José Gómez Álvarez: \$/).waitFor();
    // another operator spends the wallet while the form is open
    const client = await api<{ wallet: { id: number; amount: number } }>(
      'GET',
      `/api/users/client/${String(customer.id)}`,
    );
    const spent = client.wallet.amount - 5;
    await api('POST', '/api/historicals', {
      user_id: customer.id,
      wallet_id: client.wallet.id,
      type_movement: 'debit',
      amount: spent,
      message: 'Compra en mostrador',
      user_add: 1,
    });
    try {
      await page.getByRole('button', { name: 'Crear pedido' }).click();
      await page
        .getByRole('alert')
        .filter({
          hasText:
            'No se pudo cobrar con el monedero: El saldo del monedero no alcanza para este cargo.',
        })
        .waitFor();
      // the balance is read again
      await page
        .getByText('Saldo del monedero de María José Gómez Álvarez: $5.00')
        .first()
        .waitFor();
      assert.equal(route(page).pathname, '/orders/new');
      await checkScreen('order-wallet-refused');
    } finally {
      await api('POST', '/api/historicals', {
        user_id: customer.id,
        wallet_id: client.wallet.id,
        type_movement: 'credit',
        amount: spent,
        message: 'Devolución de la compra en mostrador',
        user_add: 1,
      });
    }
  });

  test('a deleted order is restored, from the Undo and from the deleted ones', async () => {
    const { page } = session;
    await open('/orders');
    const [victim] = await waitForFolios((shown) => shown.length > 0, 'active orders');
    assert.ok(victim, 'an active order to delete');
    await rowOf(victim)
      .getByRole('button', { name: `Eliminar ${victim}` })
      .click();
    await page
      .getByRole('dialog', { name: `¿Eliminar «${victim}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByText(`Se eliminó «${victim}».`).first().waitFor();
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByText(`Se restauró «${victim}».`).first().waitFor();
    await rowOf(victim).waitFor();

    await rowOf(victim)
      .getByRole('button', { name: `Eliminar ${victim}` })
      .click();
    await page
      .getByRole('dialog', { name: `¿Eliminar «${victim}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await rowOf(victim).waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'Ver eliminados' }).click();
    await page.waitForFunction(() => window.location.hash.includes('deleted=1'));
    await rowOf(victim).waitFor();
    await rowOf(victim)
      .getByRole('button', { name: `Restaurar ${victim}` })
      .click();
    await page.getByText(`Se restauró «${victim}».`).first().waitFor();
    await page.getByRole('switch', { name: 'Ver eliminados' }).click();
    await page.waitForFunction(() => !window.location.hash.includes('deleted=1'));
    await rowOf(victim).waitFor();
  });

  test('a date range narrows the list, and the exports hold exactly the tab, search and range', async () => {
    const { page } = session;
    const today = todayInMexico();
    await open('/orders?tab=cancelled');
    await gridSettled();
    const range = page.getByRole('form', { name: 'Rango de fechas' });
    await typeDay(dayField(range, 'Desde'), '2001-01-01');
    await typeDay(dayField(range, 'Hasta'), '2001-01-31');
    await range.getByRole('button', { name: 'Aplicar fechas' }).click();
    await page.getByText('No hay pedidos en esas fechas.').waitFor();
    assert.equal(route(page).searchParams.get('from'), '2001-01-01');

    await typeDay(dayField(range, 'Desde'), today);
    await typeDay(dayField(range, 'Hasta'), today);
    await range.getByRole('button', { name: 'Aplicar fechas' }).click();
    await page.waitForFunction(
      (day) => new URLSearchParams(window.location.hash.split('?')[1]).get('to') === day,
      today,
    );
    await search(created.walletFolio);
    await waitForFolios(exactly(created.walletFolio), 'the order of today under Cancelados');

    const excel = await download(() =>
      page.getByRole('button', { name: 'Exportar Pedidos a Excel' }).click(),
    );
    assert.match(excel.name, /\.xlsx$/);
    assert.equal(excel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    const sheet = workbookStrings(excel.bytes);
    assert.ok(sheet.includes(created.walletFolio), 'the workbook holds the order shown');
    assert.ok(!sheet.includes(created.folio), 'and not another one');

    const pdf = await download(() =>
      page.getByRole('button', { name: 'Exportar Pedidos a PDF' }).click(),
    );
    assert.match(pdf.name, /\.pdf$/);
    assert.equal(pdf.bytes.subarray(0, 4).toString('latin1'), '%PDF');

    // the active list's exports too
    await page.getByRole('tab', { name: 'Activos' }).click();
    await search('');
    const activeExcel = await download(() =>
      page.getByRole('button', { name: 'Exportar Pedidos a Excel' }).click(),
    );
    assert.equal(activeExcel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    const activeSheet = workbookStrings(activeExcel.bytes);
    assert.ok(!activeSheet.includes(created.walletFolio), 'a cancelled order is not active');
    const activePdf = await download(() =>
      page.getByRole('button', { name: 'Exportar Pedidos a PDF' }).click(),
    );
    assert.equal(activePdf.bytes.subarray(0, 4).toString('latin1'), '%PDF');
  });

  test('an id that is not a number or not known shows the not-found state', async () => {
    const { page } = session;
    await open('/orders/abc');
    await page.getByRole('heading', { name: 'No encontramos este registro' }).waitFor();
    await open('/orders/99999999/edit');
    await page.getByRole('heading', { name: 'No encontramos este registro' }).waitFor();
    assert.deepEqual(session.problems, []);
  });
});
