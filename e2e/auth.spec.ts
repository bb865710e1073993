import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seriousAccessibilityViolations } from './support/accessibility';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';

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

/** Opens `#path` as a first-time visitor: empty storage and a freshly started app. */
async function freshStart(path: string): Promise<void> {
  const { page } = session;
  await page.goto(`${server.baseUrl}/#${path}`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
}

describe('signing in', () => {
  test('an anonymous visitor of the main area is sent to the Spanish login page with the returnUrl', async () => {
    await freshStart('/');
    const { page } = session;
    await page.waitForURL(/#\/sistema\/login\?returnUrl=/);
    assert.match(page.url(), /returnUrl=%2F/);
    await page.getByRole('button', { name: /iniciar sesión/i }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-ES');
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('login');
  });

  test('a wrong password shows an error in Spanish and keeps the user on the login page', async () => {
    await freshStart('/sistema/login');
    const { page } = session;
    await page.getByLabel(/correo electrónico/i).fill('admin@gaslp.mx');
    await page.getByLabel(/^contraseña/i).fill('incorrecta-123');
    await page.getByRole('button', { name: /iniciar sesión/i }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .first()
      .waitFor();
    assert.match(page.url(), /#\/sistema\/login/);
    await page.locator('button[type=submit]:not([disabled])').waitFor();
    await session.screenshot('login-wrong-password');
  });

  test('the demo admin signs in by e-mail and lands in the main area, with the session in storage', async () => {
    await freshStart('/sistema/login');
    const { page } = session;
    await page.getByLabel(/correo electrónico/i).fill('admin@gaslp.mx');
    await page.getByLabel(/^contraseña/i).fill('Admin123!');
    await page.getByRole('button', { name: /iniciar sesión/i }).click();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    await page.getByRole('button', { name: /menú de usuario/i }).waitFor();
    await page.waitForFunction(() => window.localStorage.getItem('token') !== null);
    const stored = await page.evaluate(() => ({
      token: window.localStorage.getItem('token'),
      user: window.localStorage.getItem('user'),
      currentUser: window.localStorage.getItem('currentUser'),
      lang: window.localStorage.getItem('theme_lang'),
    }));
    assert.match(stored.token ?? '', /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal((JSON.parse(stored.user ?? '{}') as { email?: string }).email, 'admin@gaslp.mx');
    assert.equal(
      (JSON.parse(stored.currentUser ?? '{}') as { token?: string }).token,
      stored.token,
    );
    assert.equal(stored.lang, 'es-ES');
    await session.screenshot('main-area');
  });

  test('the demo admin signs in by employee number', async () => {
    await freshStart('/sistema/login');
    const { page } = session;
    await page.getByRole('button', { name: /número de empleado/i }).click();
    await page.getByLabel(/número de empleado/i).fill('1000');
    await page.getByLabel(/^contraseña/i).fill('Admin123!');
    await page.getByRole('button', { name: /iniciar sesión/i }).click();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    await page.getByRole('button', { name: /menú de usuario/i }).waitFor();
  });

  test('logging out clears the session and returns to the login page', async () => {
    const { page } = session;
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    await page
      .getByRole('menuitem', { name: /cerrar sesión/i })
      .or(page.getByRole('button', { name: /cerrar sesión/i }))
      .first()
      .click();
    await page.waitForURL(/#\/sistema\/login/);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    assert.ok(token === null || token === '', `token left in storage: ${token}`);
  });

  test('after signing in, the returnUrl is honoured', async () => {
    await freshStart('/sistema/login?returnUrl=%2F');
    const { page } = session;
    await page.getByLabel(/correo electrónico/i).fill('empleado@gaslp.mx');
    await page.getByLabel(/^contraseña/i).fill('Empleado123!');
    await page.getByRole('button', { name: /iniciar sesión/i }).click();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
  });
});

describe('routing', () => {
  test('an unknown route lands on the error page', async () => {
    await freshStart('/no/such/screen');
    const { page } = session;
    await page.waitForURL(/#\/error$/);
    await page.getByRole('heading', { name: /error/i }).first().waitFor();
    assert.deepEqual(await seriousAccessibilityViolations(page), []);
    await session.screenshot('error-page');
    assert.deepEqual(session.problems, []);
  });
});
