import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn as signInThrough } from './support/sign-in';

// Each role gets its own menu and routes; entries with sub items open a sub panel that the menu
// types show beside the main panel on wide screens and hide below 1440 px.

let server: RunningServer;
let session: BrowserSession;

before(async () => {
  server = await startServer();
  session = await openBrowser({ width: 1600, height: 900 });
  session.page.setDefaultTimeout(10_000);
});

after(async () => {
  await session.close();
  await server.stop();
});

const signIn = (email: string, password: string): Promise<void> =>
  signInThrough(session.page, server.baseUrl, email, password);

async function mainNavLinks(): Promise<string[]> {
  const links = session.page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
  await links.first().waitFor();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

describe('navigation by role', () => {
  test('the demo customer sees their own menu and reaches no staff screen', async () => {
    await signIn('cliente@gaslp.mx', 'Cliente123!');
    const { page } = session;
    assert.deepEqual(await mainNavLinks(), ['Inicio', 'Mis pedidos', 'Mi monedero', 'Mi perfil']);
    // the home is theirs: the last order and its status, the balance, and "order again"
    const last = page.getByRole('region', { name: 'Tu último pedido' });
    const folio = (await last.getByText(/^GLP-\d+$/).innerText()).trim();
    await page
      .getByRole('region', { name: 'Tu monedero' })
      .getByRole('status', { name: 'Saldo' })
      .waitFor();
    assert.equal(await page.getByText(/gestionarás pedidos/).count(), 0);
    await session.screenshot('customer-home');
    await last.getByRole('button', { name: 'Pedir de nuevo' }).click();
    await page
      .getByRole('dialog', { name: '¿Pedir de nuevo?' })
      .getByRole('button', { name: 'Hacer el pedido' })
      .click();
    await page.getByText(/^Pedido GLP-\d+ hecho/).waitFor();
    const again = (await last.getByText(/^GLP-\d+$/).innerText()).trim();
    assert.notEqual(again, folio);
    await last.getByText('Nuevo', { exact: true }).waitFor();
    for (const path of ['/users', '/orders', '/zones', '/locations', '/users/1', '/orders/new']) {
      await page.goto(`${server.baseUrl}/#${path}`);
      await page.waitForURL(/#\/error\?code=403/);
      await page.getByRole('heading', { name: 'No tienes acceso a esta pantalla' }).waitFor();
    }
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await page.goto(`${server.baseUrl}/#/my-orders`);
    await page.getByRole('heading', { name: 'Mis pedidos', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Mis pedidos' }).waitFor();
    await page.goto(`${server.baseUrl}/#/my-wallet`);
    await page.getByRole('heading', { name: 'Mi monedero', level: 1 }).waitFor();
    await page.getByRole('status', { name: 'Saldo' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /registrar movimiento/i }).count(), 0);
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('customer-wallet');
  });

  test('staff get sub panels: beside the main panel at 1600 px, behind the menu button at 1300 px', async () => {
    await signIn('admin@gaslp.mx', 'Admin123!');
    const { page } = session;
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`${server.baseUrl}/#/users?type=empleado`);
    const sub = page.getByRole('navigation', { name: 'Submenú' });
    await sub.waitFor();
    assert.deepEqual(
      (await sub.getByRole('link').allInnerTexts()).map((text) => text.trim()),
      ['Todos', 'Clientes', 'Empleados', 'Administradores', 'Clientes estrella'],
    );
    assert.equal(
      await sub.getByRole('link', { name: 'Empleados' }).getAttribute('aria-current'),
      'page',
    );
    assert.ok(await sub.isVisible());
    await session.screenshot('menu-sub-panel-1600');
    await sub.getByRole('link', { name: 'Clientes estrella' }).click();
    await page.waitForURL(/#\/users\/star-clients/);

    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto(`${server.baseUrl}/#/orders`);
    const orderSub = page.getByRole('navigation', { name: 'Submenú' });
    // below 1440 px the default menu hides its sub panel
    await orderSub.waitFor({ state: 'hidden' });
    // the menu button's cycle brings the sub panel back
    const button = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    for (let click = 0; click < 4 && !(await orderSub.isVisible()); click += 1) {
      await button.click();
      await page.waitForTimeout(450);
    }
    assert.ok(await orderSub.isVisible());
    assert.deepEqual(
      (await orderSub.getByRole('link').allInnerTexts()).map((text) => text.trim()),
      ['Activos', 'Cancelados', 'Tablero de reparto'],
    );
    await orderSub.getByRole('link', { name: 'Cancelados' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/tab=cancelled/);
    await session.screenshot('menu-sub-panel-1300');
    // only employees drive: the driver's route is not in an administrator's menu
    const adminEntries = await mainNavLinks();
    assert.ok(adminEntries.includes('Pedidos') && !adminEntries.includes('Mi ruta'));
  });

  for (const viewport of [
    { name: 'a 1366 px laptop', width: 1366, height: 768, phone: false },
    { name: 'a 390 px phone', width: 390, height: 844, phone: true },
  ]) {
    test(`on ${viewport.name} every sub entry is two clicks away: its main entry, then itself`, async () => {
      const { page } = session;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn('admin@gaslp.mx', 'Admin123!');
      const mainNav = page.getByRole('navigation', { name: 'Menú principal' });
      const subNav = page.getByRole('navigation', { name: 'Submenú' });
      const menuButton = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
      const openMainPanel = async () => {
        // on a phone the main panel itself is behind the menu button
        if (viewport.phone && !(await mainNav.isVisible())) await menuButton.click();
        await mainNav.waitFor();
      };
      const entries: [string, string, RegExp][] = [
        ['Usuarios', 'Todos', /#\/users$/],
        ['Usuarios', 'Clientes', /#\/users\?type=usuario/],
        ['Usuarios', 'Empleados', /#\/users\?type=empleado/],
        ['Usuarios', 'Administradores', /#\/users\?type=administrador/],
        ['Usuarios', 'Clientes estrella', /#\/users\/star-clients/],
        ['Pedidos', 'Activos', /#\/orders$/],
        ['Pedidos', 'Cancelados', /#\/orders\?tab=cancelled/],
        ['Pedidos', 'Tablero de reparto', /#\/orders\/board/],
        ['Reportes', 'Encuestas', /#\/reports\/polls/],
        ['Reportes', 'Pedidos terminados', /#\/reports\/finished-orders/],
        ['Reportes', 'Cortes de caja', /#\/reports\/cash-counts/],
        ['Gestión de precio promedio', 'Precios', /#\/prices$/],
        ['Gestión de precio promedio', 'Máximos regulados', /#\/prices\/maximums/],
      ];
      for (const [mainEntry, subEntry, url] of entries) {
        await openMainPanel();
        await mainNav.getByRole('link', { name: mainEntry, exact: true }).click();
        await subNav.getByRole('link', { name: subEntry, exact: true }).click();
        await page.waitForURL(url);
        // following the link closes the temporary panels
        await subNav.waitFor({ state: 'hidden' });
        if (viewport.phone) await mainNav.waitFor({ state: 'hidden' });
      }
      // Escape and a click outside close the temporary sub panel too
      await openMainPanel();
      await mainNav.getByRole('link', { name: 'Reportes', exact: true }).click();
      await subNav.waitFor();
      await page.waitForTimeout(450); // the panel's slide
      await session.screenshot(`menu-temporary-sub-panel-${viewport.width}`);
      await page.keyboard.press('Escape');
      await subNav.waitFor({ state: 'hidden' });
      await openMainPanel();
      await mainNav.getByRole('link', { name: 'Pedidos', exact: true }).click();
      await subNav.waitFor();
      await page.mouse.click(viewport.width - 10, viewport.height - 10);
      await subNav.waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: 1600, height: 900 });
    });
  }
});
