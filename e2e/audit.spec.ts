import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Locator, Response } from 'playwright-core';
import { seriousAccessibilityViolations } from './support/accessibility';
import { artifactsDir, openBrowser, type BrowserSession } from './support/browser';
import { downloadOf, worksheetXml } from './support/files';
import { checkScreen as checkScreenOf } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { signIn as signInThrough } from './support/sign-in';

// The audit trail as an administrator reads it: a zone created a moment ago is found by its
// entity and action (and by who did it), read with its record after the create, kept through a
// reload and exported; an employee neither sees the entry nor reaches the screen.

let server: RunningServer;
let session: BrowserSession;

const zone = {
  name: 'Tonalá Oriente',
  phone: '33 3683 0100',
  description: 'Zona de reparto del oriente de Tonalá, Jal.',
};
let zoneId = 0;

before(async () => {
  server = await startServer();
  session = await openBrowser({ width: 1366, height: 900 });
  session.page.setDefaultTimeout(10_000);
});

after(async () => {
  await session.close();
  await server.stop();
});

const signIn = (email: string, password: string): Promise<void> =>
  signInThrough(session.page, server.baseUrl, email, password);

function mainNav(): Locator {
  return session.page.getByRole('navigation', { name: 'Menú principal' });
}

async function mainNavLinks(): Promise<string[]> {
  const links = mainNav().getByRole('link');
  await links.first().waitFor();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

/** The next list call of the trail whose query holds every one of `parts`. */
function listCall(...parts: string[]): Promise<Response> {
  return session.page.waitForResponse(
    (response) =>
      response.url().includes('/api/audit/paginated/') &&
      parts.every((part) => response.url().includes(part)),
  );
}

/** The list has its answer: no loading overlay left in the grid. */
async function gridSettled(): Promise<void> {
  await session.page.waitForFunction(
    () =>
      document.querySelector('[role="grid"]') !== null &&
      document.querySelector('[role="grid"] [role="progressbar"]') === null,
  );
}

function checkScreen(name: string): Promise<void> {
  return checkScreenOf(session.page, name);
}

/** The grid's row of the zone's entries (its record cell: `n.º <id>`). */
function zoneRow(): Locator {
  const { page } = session;
  return page
    .getByRole('row')
    .filter({ has: page.getByText(`n.º ${String(zoneId)}`, { exact: true }) });
}

describe('the audit trail', () => {
  test('an administrator finds a new zone in the trail, reads it, keeps the filters and exports them', async () => {
    await signIn('admin@gaslp.mx', 'Admin123!');
    const { page } = session;

    // something auditable: a new zone
    await page.goto(`${server.baseUrl}/#/zones/new`);
    await page.getByRole('heading', { name: 'Nueva zona', level: 1 }).waitFor();
    await page.getByLabel('Nombre').fill(zone.name);
    await page.getByLabel('Teléfono').fill(zone.phone);
    await page.getByLabel('Descripción').fill(zone.description);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/zones') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear zona' }).click();
    zoneId = ((await (await created).json()) as { id: number }).id;
    assert.ok(zoneId > 0);
    await page.waitForURL(/#\/zones$/);

    // the administrator's menu leads to the trail
    const first = listCall('/api/audit/paginated/1/10');
    await mainNav().getByRole('link', { name: 'Bitácora' }).click();
    await page.waitForURL(/#\/audit$/);
    await page.getByRole('heading', { name: 'Bitácora de auditoría', level: 1 }).waitFor();
    assert.equal((await first).status(), 200);

    // entity and action, then who: the list asks the server for exactly those entries
    let filtered = listCall('entity=zone');
    await page.getByRole('combobox', { name: 'Entidad' }).selectOption({ label: 'Zona' });
    assert.equal((await filtered).status(), 200);
    filtered = listCall('entity=zone', 'action=create');
    await page.getByRole('combobox', { name: 'Acción' }).selectOption({ label: 'Alta' });
    assert.equal((await filtered).status(), 200);
    filtered = listCall('user_id=1', 'entity=zone', 'action=create');
    await page.getByRole('combobox', { name: 'Usuario' }).pressSequentially('Administrador', {
      delay: 30,
    });
    await page.getByRole('option', { name: /Administrador General/ }).click();
    const answer = (await (await filtered).json()) as { data: { entity_id: string | null }[] };
    assert.ok(
      answer.data.some((event) => event.entity_id === String(zoneId)),
      'the create of the new zone is in the answer',
    );
    await gridSettled();
    const row = zoneRow();
    await row.waitFor();
    await row.getByText('admin@gaslp.mx').waitFor();
    await row.getByText('Alta', { exact: true }).waitFor();
    await row.getByText('127.0.0.1').waitFor();
    await checkScreen('audit-trail');

    // the entry in full: who, from where, and the record after the create
    await row.getByRole('button', { name: /^Ver el detalle del evento n\.º \d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: `Alta: Zona n.º ${String(zoneId)}` });
    await dialog.waitFor();
    await dialog.getByText('Administrador General', { exact: true }).waitFor();
    const record = dialog.getByRole('table', { name: 'Datos del registro' });
    assert.deepEqual(
      (await record.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()),
      ['Campo', 'Después'],
    );
    const nameRow = record
      .getByRole('row')
      .filter({ has: page.getByText('name', { exact: true }) });
    await nameRow.getByText(zone.name, { exact: true }).waitFor();
    await record.getByText(zone.description, { exact: true }).waitFor();
    assert.deepEqual(
      await seriousAccessibilityViolations(page),
      [],
      'accessibility of the details',
    );
    await page.screenshot({
      path: join(artifactsDir, 'audit-event.png'),
      animations: 'disabled',
      caret: 'hide',
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // a reload keeps the filters (they live in the url)
    const reloaded = listCall('user_id=1', 'entity=zone', 'action=create');
    await page.reload();
    assert.equal((await reloaded).status(), 200);
    assert.equal(await page.getByRole('combobox', { name: 'Entidad' }).inputValue(), 'zone');
    assert.equal(await page.getByRole('combobox', { name: 'Acción' }).inputValue(), 'create');
    // the user kept by id is named again once the account is read
    const userField = await page.getByRole('combobox', { name: 'Usuario' }).elementHandle();
    await page.waitForFunction(
      (field) => (field as HTMLInputElement | null)?.value.startsWith('Administrador General'),
      userField,
    );
    await zoneRow().waitFor();

    // the workbook holds exactly what the list shows
    const exported = page.waitForRequest((request) => request.url().includes('/api/audit/excel/'));
    const excel = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Exportar Bitácora de auditoría a Excel' }).click(),
    );
    const url = new URL((await exported).url());
    assert.equal(url.pathname, '/api/audit/excel/all');
    assert.equal(url.searchParams.toString(), 'user_id=1&entity=zone&action=create');
    assert.match(excel.name, /\.xlsx$/);
    assert.equal(excel.bytes.subarray(0, 2).toString('latin1'), 'PK');
    const sheet = worksheetXml(excel.bytes);
    assert.ok(sheet.includes(zone.name), 'the sheet has the zone as created');
    assert.ok(!sheet.includes('Inicio de sesión'), 'and none of the sign-ins');
  });

  test('refused calls are in the trail: a burst of anonymous 401s on one call is one entry with its count', async () => {
    const call = 'GET /api/audit/paginated/:page/:size';
    for (let index = 0; index < 5; index += 1) {
      const refused = await fetch(`${server.baseUrl}/api/audit/paginated/1/10`);
      assert.equal(refused.status, 401);
    }
    await signIn('admin@gaslp.mx', 'Admin123!');
    const { page } = session;
    const listed = listCall('action=unauthorized');
    await page.goto(`${server.baseUrl}/#/audit?action=unauthorized`);
    const answer = (await (await listed).json()) as {
      data: { entity_id: string | null; count: number; actor_id: number | null }[];
    };
    const entries = answer.data.filter((event) => event.entity_id === call);
    // one entry per minute: the burst may straddle one minute's end, never more
    assert.ok(entries.length >= 1 && entries.length <= 2, `entries: ${JSON.stringify(entries)}`);
    assert.equal(
      entries.reduce((sum, event) => sum + event.count, 0),
      5,
    );
    assert.ok(entries.every((event) => event.actor_id === null));
    await gridSettled();
    const row = page.getByRole('row').filter({ has: page.getByText(call, { exact: true }) });
    await row.first().waitFor();
    await row.first().getByText('Llamada a la API', { exact: true }).waitFor();
    await row.first().getByText('Anónimo', { exact: true }).waitFor();
    await row
      .first()
      .getByText(/^Rechazo: sin sesión válida \(401\)( ×\d+)?$/)
      .waitFor();
    if (entries.length === 1)
      await row.first().getByText('Rechazo: sin sesión válida (401) ×5', { exact: true }).waitFor();
  });

  test('an employee has no menu entry for the trail and is refused its route', async () => {
    await signIn('empleado@gaslp.mx', 'Empleado123!');
    const { page } = session;
    const links = await mainNavLinks();
    assert.ok(links.includes('Zonas'), 'the staff menu is shown');
    assert.ok(!links.includes('Bitácora'), 'without the audit trail');
    const calls: string[] = [];
    const record = (request: { url: () => string }) => {
      if (request.url().includes('/api/audit/')) calls.push(request.url());
    };
    page.on('request', record);
    await page.goto(`${server.baseUrl}/#/audit?entity=zone`);
    await page.waitForURL(/#\/error/);
    page.off('request', record);
    assert.deepEqual(calls, []);
  });

  test('no page error happened on any screen', () => {
    assert.deepEqual(session.problems, []);
  });
});
