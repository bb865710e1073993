import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Response } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { dayField, shownDay, spanishDay, typeDay } from './support/date-fields';
import { downloadOf, worksheetXml } from './support/files';
import { checkScreen as checkScreenOf } from './support/screens';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let session: BrowserSession;

// a 1x1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const zone = {
  name: 'Tlajomulco Sur',
  phone: '33 3798 1200',
  description: 'Zona de reparto de Tlajomulco de Zúñiga, Jal.',
};
const location = {
  name: 'Sucursal Chulavista',
  phone: '33 3798 1201',
  description: 'Punto de venta en Chulavista, Tlajomulco.',
};
const customer = {
  name: 'Leticia',
  lastName: 'Navarro Quintero',
  fullName: 'Leticia Navarro Quintero',
  email: 'leticia.navarro@gaslp.mx',
  phone: '33 1500 2200',
  number: '7402',
  password: 'Cliente2026!',
};

/** Ids of the records created here, once known. */
const created = { zoneId: 0, userId: 0 };

before(async () => {
  server = await startServer();
  session = await openBrowser();
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

async function open(path: string): Promise<void> {
  await session.page.goto(`${server.baseUrl}/#${path}`);
}

async function waitForRoute(check: (url: URL) => boolean): Promise<void> {
  await session.page.waitForURL((url) => check(new URL(url.hash.slice(1), 'http://app')));
}

/** The grid's row showing a cell with exactly this text. */
function rowOf(text: string): Locator {
  const { page } = session;
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });
}

/** The list has its answer: no loading overlay left in the grid. */
async function gridSettled(): Promise<void> {
  await session.page.waitForFunction(
    () =>
      document.querySelector('[role="grid"]') !== null &&
      document.querySelector('[role="grid"] [role="progressbar"]') === null,
  );
}

function answerOf(part: string): Promise<Response> {
  return session.page.waitForResponse(
    (response) => response.url().includes(part) && response.request().method() === 'GET',
  );
}

/** Types into the list's search box and waits for the call with the search segment. */
async function search(resource: string, text: string, size = 10): Promise<Response> {
  const answer = answerOf(
    `/api/${resource}/paginated/1/${String(size)}/${encodeURIComponent(text)}`,
  );
  await session.page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  const response = await answer;
  assert.equal(response.status(), 200);
  await gridSettled();
  return response;
}

async function toast(text: string | RegExp): Promise<void> {
  await session.page.getByText(text).first().waitFor();
}

function checkScreen(name: string): Promise<void> {
  return checkScreenOf(session.page, name);
}

async function expectNotFound(path: string): Promise<void> {
  const { page } = session;
  await open(path);
  await page.getByRole('heading', { name: 'No encontramos este registro' }).waitFor();
  await page.getByText('404', { exact: true }).waitFor();
}

/** Deletes a row from its list (asked first), undoes it from the toast, then deletes it again. */
async function deleteUndoAndDeleteAgain(name: string): Promise<void> {
  const { page } = session;
  await rowOf(name)
    .getByRole('button', { name: `Eliminar ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `¿Eliminar «${name}»?` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await toast(`Se eliminó «${name}».`);
  await rowOf(name).waitFor({ state: 'detached' });
  await page
    .getByRole('alert')
    .filter({ hasText: `Se eliminó «${name}».` })
    .getByRole('button', { name: 'Deshacer' })
    .click();
  await toast(`Se restauró «${name}».`);
  await rowOf(name).waitFor();

  await rowOf(name)
    .getByRole('button', { name: `Eliminar ${name}`, exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await rowOf(name).waitFor({ state: 'detached' });
}

/** From the Eliminados tab: the row is there, is restored, and is back among the active ones. */
async function restoreFromDeletedTab(name: string): Promise<void> {
  const { page } = session;
  await page.getByRole('tab', { name: 'Eliminados' }).click();
  await waitForRoute((url) => url.searchParams.get('tab') === 'deleted');
  await gridSettled();
  await rowOf(name)
    .getByRole('button', { name: `Restaurar ${name}`, exact: true })
    .click();
  await toast(`Se restauró «${name}».`);
  await rowOf(name).waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Activos' }).click();
  await waitForRoute((url) => !url.searchParams.has('tab'));
  await rowOf(name).waitFor();
}

describe('zones', () => {
  test('the list shows the zones, ten per page, with search, tabs and row actions', async () => {
    const { page } = session;
    await open('/zones');
    await page.getByRole('heading', { name: 'Zonas', level: 1 }).waitFor();
    await rowOf('Guadalajara Centro').waitFor();
    await gridSettled();
    await page.getByRole('tab', { name: 'Activos', selected: true }).waitFor();
    await rowOf('Zapopan').getByRole('link', { name: 'Ver Zapopan' }).waitFor();
    await rowOf('Zapopan').getByRole('link', { name: 'Editar Zapopan' }).waitFor();
    await checkScreen('zones-list');
  });

  test('a new zone is checked before sending, created, and a duplicate name is a field error', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Nueva zona' }).click();
    await waitForRoute((url) => url.pathname === '/zones/new');
    await page.getByRole('heading', { name: 'Nueva zona', level: 1 }).waitFor();
    await page.getByLabel('Teléfono').fill('abc');
    await page.getByRole('button', { name: 'Crear zona' }).click();
    await page.getByText('Este campo es obligatorio').waitFor();
    await page.getByText(/teléfono válido/).waitFor();
    assert.equal(await page.getByLabel('Nombre').getAttribute('aria-invalid'), 'true');
    await checkScreen('zone-form-validation');

    await page.getByLabel('Nombre').fill(zone.name);
    await page.getByLabel('Teléfono').fill(zone.phone);
    await page.getByLabel('Descripción').fill(zone.description);
    await checkScreen('zone-form');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/zones') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear zona' }).click();
    created.zoneId = ((await (await answer).json()) as { id: number }).id;
    await toast(`Se creó la zona «${zone.name}».`);
    await waitForRoute((url) => url.pathname === '/zones');

    await page.getByRole('link', { name: 'Nueva zona' }).click();
    await page.getByLabel('Nombre').fill(zone.name.toUpperCase());
    await page.getByRole('button', { name: 'Crear zona' }).click();
    await page.getByText('Ya existe una zona activa con este nombre').waitFor();
    await page.getByText('Revisa los campos marcados.').waitFor();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await waitForRoute((url) => url.pathname === '/zones');
  });

  test('the zone is found by search (accents and case aside), kept in the URL through the view and Back', async () => {
    const { page } = session;
    await gridSettled();
    // typed as a person types: one call once typing pauses, with the search as a path segment
    const searched: string[] = [];
    const record = (request: { url: () => string }) => {
      const match = /\/api\/zones\/paginated\/\d+\/\d+\/([^?]+)/.exec(request.url());
      if (match?.[1]) searched.push(decodeURIComponent(match[1]));
    };
    page.on('request', record);
    const answer = answerOf('/api/zones/paginated/1/10/zuniga');
    await page
      .getByRole('searchbox', { name: 'Buscar' })
      .pressSequentially('zuniga', { delay: 40 });
    await answer;
    page.off('request', record);
    assert.deepEqual(searched, ['zuniga']);
    await waitForRoute((url) => url.searchParams.get('q') === 'zuniga');
    await page.getByText('1–1 de 1', { exact: true }).waitFor();
    await rowOf(zone.name).waitFor();
    assert.equal(await page.getByRole('row').count(), 2, 'the header row and one zone');

    await rowOf(zone.name)
      .getByRole('link', { name: `Ver ${zone.name}` })
      .click();
    await waitForRoute((url) => url.pathname === `/zones/${String(created.zoneId)}`);
    await page.getByRole('heading', { name: `Zona «${zone.name}»` }).waitFor();
    await page.getByText(zone.description).waitFor();
    await page.getByText('Activa', { exact: true }).waitFor();
    await checkScreen('zone-view');

    await page.goBack();
    await waitForRoute(
      (url) => url.pathname === '/zones' && url.searchParams.get('q') === 'zuniga',
    );
    assert.equal(await page.getByRole('searchbox', { name: 'Buscar' }).inputValue(), 'zuniga');
    await rowOf(zone.name).waitFor();

    // the view's own way back returns to the list as it was left, too
    await rowOf(zone.name)
      .getByRole('link', { name: `Ver ${zone.name}` })
      .click();
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await waitForRoute(
      (url) => url.pathname === '/zones' && url.searchParams.get('q') === 'zuniga',
    );

    // edit from the row: the change is saved and the list shows it
    await rowOf(zone.name)
      .getByRole('link', { name: `Editar ${zone.name}` })
      .click();
    await page.getByRole('heading', { name: `Editar zona «${zone.name}»` }).waitFor();
    await page.getByLabel('Descripción').fill(`${zone.description} Incluye Chulavista.`);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(`Se guardó la zona «${zone.name}».`);
    await waitForRoute(
      (url) => url.pathname === '/zones' && url.searchParams.get('q') === 'zuniga',
    );
    await page.getByRole('gridcell', { name: /Incluye Chulavista/ }).waitFor();
  });

  test('page size, sort and tab live in the URL: a shared link restores them', async () => {
    const { page } = session;
    await open('/zones?size=25&sort=name&order=desc');
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('gridcell', { name: 'Zapopan', exact: true })
      .waitFor();
    await page
      .getByRole('combobox', { name: /filas por página/i })
      .filter({ hasText: '25' })
      .waitFor();
    const header = page.getByRole('columnheader', { name: 'Nombre' });
    assert.equal(await header.getAttribute('aria-sort'), 'descending');

    await header.click();
    await waitForRoute((url) => url.searchParams.get('sort') === null);
    await header.click();
    await waitForRoute(
      (url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'asc',
    );
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('gridcell', { name: 'CDMX Iztapalapa', exact: true })
      .waitFor();

    await page.getByRole('combobox', { name: /filas por página/i }).click();
    const sizes = await page.getByRole('option').allTextContents();
    assert.deepEqual(sizes, ['10', '15', '25', '50', '100']);
    await page.getByRole('option', { name: '15' }).click();
    await waitForRoute((url) => url.searchParams.get('size') === '15');

    await open('/zones?tab=deleted');
    await page.getByRole('tab', { name: 'Eliminados', selected: true }).waitFor();
    await page.getByText('No hay registros eliminados.').waitFor();
  });

  test('loading shows an overlay; an empty search says so; a failed load offers a retry that works', async () => {
    const { page } = session;
    await open('/zones');
    await gridSettled();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/zones/paginated/**', async (request) => {
      await held;
      await request.continue();
    });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Monterrey');
    await page.locator('[role="grid"] [role="progressbar"]').first().waitFor();
    release();
    await rowOf('Monterrey Norte').waitFor();
    await page.unroute('**/api/zones/paginated/**');

    await search('zones', 'no existe esta zona');
    await page.getByText('Ningún registro coincide con «no existe esta zona».').waitFor();

    await page.route('**/api/zones/paginated/**', (request) =>
      request.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Servicio no disponible' }),
      }),
    );
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Puebla');
    await page.getByText('No se pudo cargar la lista.', { exact: false }).waitFor();
    await page.unroute('**/api/zones/paginated/**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await rowOf('Puebla Sur').waitFor();
  });

  test('deleting asks first and offers Undo; the Eliminados tab restores', async () => {
    await open('/zones');
    await search('zones', 'Tlajomulco');
    await deleteUndoAndDeleteAgain(zone.name);
    await restoreFromDeletedTab(zone.name);
  });

  test('a zone id that is not a number or not known shows the not-found state', async () => {
    await expectNotFound('/zones/abc');
    await expectNotFound('/zones/999999');
    await expectNotFound('/zones/12abc/edit');
  });
});

describe('locations', () => {
  test('a location is created in the new zone, checked first, and found by its zone', async () => {
    const { page } = session;
    await open('/locations');
    await page.getByRole('heading', { name: 'Ubicaciones', level: 1 }).waitFor();
    await rowOf('Planta Analco').waitFor();
    await gridSettled();
    await checkScreen('locations-list');

    await page.getByRole('link', { name: 'Nueva ubicación' }).click();
    await waitForRoute((url) => url.pathname === '/locations/new');
    await page.getByRole('button', { name: 'Crear ubicación' }).click();
    assert.equal(await page.getByLabel('Nombre').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByLabel(/^Zona/).getAttribute('aria-invalid'), 'true');

    await page.getByLabel('Nombre').fill(location.name);
    await page.getByLabel(/^Zona/).selectOption({ label: zone.name });
    await page.getByLabel('Teléfono').fill(location.phone);
    await page.getByLabel('Descripción').fill(location.description);
    await checkScreen('location-form');
    await page.getByRole('button', { name: 'Crear ubicación' }).click();
    await toast(`Se creó la ubicación «${location.name}».`);
    await waitForRoute((url) => url.pathname === '/locations');

    // found by the name of its zone
    await search('locations', 'tlajomulco sur');
    const row = rowOf(location.name);
    await row.getByRole('gridcell', { name: zone.name, exact: true }).waitFor();
    await row.getByRole('link', { name: `Ver ${location.name}` }).click();
    await page.getByRole('heading', { name: `Ubicación «${location.name}»` }).waitFor();
    await page.getByText(location.description).waitFor();
    await checkScreen('location-view');
    await page.goBack();
    await waitForRoute((url) => url.searchParams.get('q') === 'tlajomulco sur');
  });

  test('a location is deleted with Undo and restored from the Eliminados tab', async () => {
    await search('locations', 'Chulavista');
    await deleteUndoAndDeleteAgain(location.name);
    await restoreFromDeletedTab(location.name);
  });

  test('a location id that is not a number or not known shows the not-found state', async () => {
    await expectNotFound('/locations/x1');
    await expectNotFound('/locations/999999');
  });
});

describe('users', () => {
  test('the list shows every user, or one type', async () => {
    const { page } = session;
    await open('/users');
    await page.getByRole('heading', { name: 'Usuarios', level: 1 }).waitFor();
    await rowOf('admin@gaslp.mx').waitFor();
    await gridSettled();
    await checkScreen('users-list');

    const answer = answerOf('/api/users/paginated/1/10?');
    await page
      .getByRole('combobox', { name: 'Tipo de usuario' })
      .selectOption({ label: 'Clientes' });
    assert.match((await answer).url(), /type_user=usuario/);
    await waitForRoute((url) => url.searchParams.get('type') === 'usuario');
    // only customers once the answer is shown
    await page.waitForFunction(() => {
      const types = [...document.querySelectorAll('[role="gridcell"][data-field="type_user"]')];
      return types.length > 0 && types.every((cell) => cell.textContent === 'Cliente');
    });

    // the page is kept in the URL too: Back from a user's view returns to the same page
    const secondPage = answerOf('/api/users/paginated/2/10?');
    await page.getByRole('button', { name: /página siguiente/i }).click();
    await waitForRoute((url) => url.searchParams.get('page') === '2');
    const rows = ((await (await secondPage).json()) as { data: { email: string }[] }).data;
    const email = rows[0]?.email ?? '';
    await rowOf(email).getByRole('link', { name: /^Ver / }).click();
    await page.getByRole('region', { name: 'Datos' }).getByText(email).waitFor();
    await page.goBack();
    await waitForRoute(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('type') === 'usuario',
    );
    await rowOf(email).waitFor();
  });

  test('a new customer is checked before sending; a taken e-mail or number is a field error', async () => {
    const { page } = session;
    await open('/users');
    await page.getByRole('link', { name: 'Nuevo cliente' }).click();
    await waitForRoute((url) => url.pathname === '/users/new');
    await page.getByRole('heading', { name: 'Nuevo cliente', level: 1 }).waitFor();
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByText('Introduce un correo electrónico válido').waitFor();
    await page.getByText('Debe tener al menos 8 caracteres').waitFor();
    assert.ok((await page.getByText('Este campo es obligatorio').count()) >= 4);
    await checkScreen('user-create-validation');

    await page.getByLabel('Nombre', { exact: true }).fill(customer.name);
    await page.getByLabel('Apellidos').fill(customer.lastName);
    await page.getByLabel('Correo electrónico').fill('cliente@gaslp.mx');
    await page.getByLabel('Teléfono').fill(customer.phone);
    await page.getByLabel(/número de empleado/i).fill(customer.number);
    await page.getByLabel(/^Zona/).selectOption({ label: zone.name });
    await page.getByLabel('Contraseña', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirmar contraseña').fill(customer.password);
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByText('Otro usuario ya tiene este correo electrónico').waitFor();
    assert.equal(await page.getByLabel('Correo electrónico').getAttribute('aria-invalid'), 'true');

    await page.getByLabel('Correo electrónico').fill(customer.email);
    await page.getByLabel(/número de empleado/i).fill('1000');
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByText('Otro usuario ya tiene este número de empleado').waitFor();

    await page.getByLabel(/número de empleado/i).fill(customer.number);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/users') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    const body = (await (await answer).json()) as { id: number; type_user: string };
    assert.equal(body.type_user, 'usuario');
    created.userId = body.id;
    await toast(`Cliente ${customer.fullName} creado.`);
    await waitForRoute((url) => url.pathname === `/users/${String(created.userId)}`);
    await page.getByRole('heading', { name: customer.fullName, level: 1 }).waitFor();
  });

  test('the wallet of the customer takes a credit and a debit, with the balance and the history', async () => {
    const { page } = session;
    const wallet = page.getByRole('region', { name: 'Monedero' });
    await wallet.getByText('Este cliente todavía no tiene monedero.').waitFor();
    await wallet.getByRole('button', { name: 'Abrir monedero' }).click();
    const balance = wallet.getByRole('status', { name: 'Saldo' });
    await balance.filter({ hasText: '$0.00' }).waitFor();
    await wallet.getByText('Todavía no hay movimientos.').waitFor();

    await wallet.getByLabel('Monto (MXN)').fill('500.50');
    await wallet.getByLabel('Concepto').fill('Recarga inicial en mostrador');
    await wallet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await toast('Abono de $500.50 registrado.');
    await balance.filter({ hasText: '$500.50' }).waitFor();

    await wallet.getByRole('radio', { name: 'Cargo' }).check();
    await wallet.getByLabel('Monto (MXN)').fill('1000');
    await wallet.getByLabel('Concepto').fill('Pedido de 30 kg');
    await wallet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await wallet.getByText('El cargo supera el saldo disponible ($500.50)').waitFor();

    await wallet.getByLabel('Monto (MXN)').fill('120.25');
    await wallet.getByRole('button', { name: 'Registrar movimiento' }).click();
    await toast('Cargo de $120.25 registrado.');
    await balance.filter({ hasText: '$380.25' }).waitFor();

    const history = wallet.getByRole('table', { name: 'Historial de movimientos' });
    await history.getByRole('row').nth(2).waitFor();
    const headers = await history.getByRole('columnheader').allTextContents();
    assert.deepEqual(headers, ['Fecha', 'Tipo', 'Monto', 'Saldo después', 'Concepto', 'Registró']);
    const rows = await history
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      );
    assert.equal(rows.length, 2);
    const [debit, credit] = rows;
    assert.match(debit?.[0] ?? '', /^\d{2}\/\d{2}\/\d{2}/);
    assert.deepEqual(debit?.slice(1), [
      'Cargo',
      '−$120.25',
      '$380.25',
      'Pedido de 30 kg',
      'Administrador General',
    ]);
    assert.deepEqual(credit?.slice(1), [
      'Abono',
      '+$500.50',
      '$500.50',
      'Recarga inicial en mostrador',
      'Administrador General',
    ]);
    await checkScreen('user-wallet');
  });

  test('the profile picture refuses a non-image and a file over 5 MB, and takes a PNG', async () => {
    const { page } = session;
    const chooser = page.getByLabel('Elegir imagen');
    await chooser.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    });
    await page.getByText('La imagen debe ser PNG, JPEG o WebP.').waitFor();
    await chooser.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await page.getByText('La imagen no debe superar 5 MB.').waitFor();
    await chooser.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Vista previa de la nueva foto' }).waitFor();
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await toast('Foto de perfil actualizada.');
    await page.getByRole('img', { name: `Foto de perfil de ${customer.fullName}` }).waitFor();
  });

  test("an administrator changes the customer's password, which then signs in", async () => {
    const { page } = session;
    await page.getByLabel('Tu contraseña actual (administrador)').fill('Admin123!');
    await page.getByLabel(`Nueva contraseña de ${customer.fullName}`).fill('Renovada2026!');
    await page.getByLabel('Confirmar la nueva contraseña').fill('Renovada2026!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(`Contraseña de ${customer.fullName} cambiada.`);
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: 'Renovada2026!' }),
    });
    assert.equal(login.status, 200);
  });

  test('the user is found by search, edited (type and zone), deleted with Undo and restored', async () => {
    const { page } = session;
    await open('/users');
    await search('users', 'navarro quintero');
    await rowOf(customer.email).waitFor();
    await rowOf(customer.email)
      .getByRole('link', { name: `Editar ${customer.fullName}` })
      .click();
    await page.getByRole('heading', { name: `Editar a ${customer.fullName}` }).waitFor();
    await page
      .getByRole('combobox', { name: 'Tipo de usuario' })
      .selectOption({ label: 'Empleado' });
    await page.getByLabel(/^Zona/).selectOption({ label: 'Zapopan' });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast('Usuario actualizado.');
    await waitForRoute((url) => url.pathname === `/users/${String(created.userId)}`);
    const details = page.getByRole('region', { name: 'Datos' });
    await details.getByText('Empleado', { exact: true }).waitFor();
    await details.getByText('Zapopan', { exact: true }).waitFor();

    // back in the list, kept as it was left; the employees filter now has the user
    await page.getByRole('link', { name: 'Volver a usuarios' }).click();
    await waitForRoute((url) => url.searchParams.get('q') === 'navarro quintero');
    await page
      .getByRole('combobox', { name: 'Tipo de usuario' })
      .selectOption({ label: 'Empleados' });
    await waitForRoute((url) => url.searchParams.get('type') === 'empleado');
    await rowOf(customer.email).waitFor();

    await deleteUndoAndDeleteAgain(customer.fullName);
    await restoreFromDeletedTab(customer.fullName);
  });

  test('the user view deletes and restores too', async () => {
    const { page } = session;
    await open(`/users/${String(created.userId)}`);
    await page.getByRole('heading', { name: customer.fullName, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page
      .getByRole('dialog', { name: `¿Eliminar «${customer.fullName}»?` })
      .getByRole('button', { name: 'Eliminar', exact: true })
      .click();
    await toast(`Se eliminó «${customer.fullName}».`);
    await page.getByText('Eliminado', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await toast(`Se restauró «${customer.fullName}».`);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).waitFor();
  });

  test('the Excel and PDF exports of the list are real files with the user in them', async () => {
    const { page } = session;
    await open('/users');
    await search('users', customer.email);
    await rowOf(customer.email).waitFor();
    // the file is on its way: the button and a progress bar say so
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/list/excel/**', async (request) => {
      await held;
      await request.continue();
    });
    const excelButton = page.getByRole('button', { name: 'Exportar Usuarios a Excel' });
    const excel = await downloadOf(page, async () => {
      await excelButton.click();
      await page.getByRole('progressbar', { name: 'Preparando el archivo Excel…' }).waitFor();
      assert.equal(
        await page.getByRole('button', { name: 'Exportar Usuarios a PDF' }).isDisabled(),
        true,
      );
      release();
    });
    await page.unroute('**/api/users/list/excel/**');
    await page.getByRole('progressbar', { name: /Excel/ }).waitFor({ state: 'detached' });
    assert.match(excel.name, /\.xlsx$/);
    assert.equal(excel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    const sheet = worksheetXml(excel.bytes);
    assert.ok(sheet.includes(customer.email), 'the sheet has the e-mail of the user');
    assert.ok(sheet.includes(customer.name), 'the sheet has the name of the user');
    assert.ok(!sheet.includes('admin@gaslp.mx'), 'the sheet has only the rows of the search');

    const pdf = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar Usuarios a PDF' }).click(),
    );
    assert.match(pdf.name, /\.pdf$/);
    assert.equal(pdf.bytes.subarray(0, 4).toString('latin1'), '%PDF');
  });

  test('a user id that is not a number or not known shows the not-found state', async () => {
    await expectNotFound('/users/abc');
    await expectNotFound('/users/999999');
    await expectNotFound('/users/999999/edit');
  });
});

describe('star clients', () => {
  test('the ranking of a date range, kept in the URL, with its Excel and PDF', async () => {
    const { page } = session;
    await open('/users');
    // the users' list links to the ranking (the side menu's sub-entry is another way there)
    await page
      .getByRole('tabpanel', { name: 'Activos' })
      .getByRole('link', { name: 'Clientes estrella' })
      .click();
    await waitForRoute((url) => url.pathname === '/users/star-clients');
    await page.getByRole('heading', { name: 'Clientes estrella', level: 1 }).waitFor();
    await gridSettled();

    // a range whose start is after its end is refused before anything is sent
    await typeDay(dayField(page, 'Desde'), '2030-01-10');
    await typeDay(dayField(page, 'Hasta'), '2030-01-01');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('No puede ser posterior a la fecha «Hasta»').waitFor();

    const today = new Date();
    const from = new Date(today.getTime() - 90 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const to = today.toISOString().slice(0, 10);
    await typeDay(dayField(page, 'Desde'), from);
    await typeDay(dayField(page, 'Hasta'), to);
    const answer = answerOf(`/api/users/starclients/list/${from}/${to}`);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const response = await answer;
    assert.equal(response.status(), 200);
    const ranking = (await response.json()) as {
      data: { rank: number; name: string; last_name: string }[];
    };
    const top = ranking.data[0];
    assert.ok(top, 'someone completed orders in the last 90 days');
    assert.equal(top.rank, 1);
    const firstName = `${top.name} ${top.last_name}`;
    await waitForRoute(
      (url) => url.searchParams.get('from') === from && url.searchParams.get('to') === to,
    );
    const first = page.getByRole('row').nth(1);
    await first.getByRole('gridcell', { name: firstName, exact: true }).waitFor();
    assert.equal(await first.getByRole('gridcell').first().textContent(), '1');
    await checkScreen('star-clients');

    const excel = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar Clientes estrella a Excel' }).click(),
    );
    assert.equal(excel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    assert.ok(worksheetXml(excel.bytes).includes(firstName), 'the sheet has the first client');
    const pdf = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar Clientes estrella a PDF' }).click(),
    );
    assert.equal(pdf.bytes.subarray(0, 4).toString('latin1'), '%PDF');

    // each client leads to their view
    await first.getByRole('link', { name: `Ver ${firstName}` }).click();
    await page.getByRole('heading', { name: firstName, level: 1 }).waitFor();

    // a shared link shows the same range
    await open(`/users/star-clients?from=${from}&to=${to}`);
    await page.getByRole('grid', { name: 'Clientes estrella' }).waitFor();
    assert.equal(await shownDay(dayField(page, 'Desde')), spanishDay(from));
    assert.equal(await shownDay(dayField(page, 'Hasta')), spanishDay(to));
  });

  test('no page error happened on any screen', () => {
    assert.deepEqual(session.problems, []);
  });
});
