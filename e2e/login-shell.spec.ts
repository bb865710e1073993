import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// The sign-in page is in index.html, rendered at build time (the login shell): a first visit sees
// it and types in it before the app's scripts have run; the app then takes it over.

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

/** Holds the app's main script back until `release` is called. */
async function holdAppScript(): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await session.page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const passwordFields = () => session.page.locator('input[type=password], input#login-password');

describe('the sign-in page before the app', () => {
  test('shows at once, keeps what is typed and a submit, and the app signs the user in', async () => {
    const { page, context } = session;
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/#/sistema/login`);
    await page.evaluate(() => window.localStorage.clear());
    const release = await holdAppScript();
    await page.reload({ waitUntil: 'domcontentloaded' });

    // the app has not run: the page is the shell, focused on the e-mail field
    assert.equal(await page.locator('#login-shell').count(), 1);
    await page.getByLabel(/correo electrónico/i).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-email');
    await page.keyboard.type('admin@gaslp.mx');
    await page.getByLabel(/^contraseña/i).fill('Admin123!');
    await page.getByLabel(/^contraseña/i).press('Enter');
    await session.screenshot('login-shell-waiting');
    assert.match(page.url(), /#\/sistema\/login$/);
    assert.equal(await page.locator('form[data-pending-submit]').count(), 1);

    release();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    await page.waitForFunction(() => window.localStorage.getItem('token') !== null);
    assert.equal(await page.locator('#login-shell').count(), 0);
    assert.equal(await passwordFields().count(), 0);
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('the app takes over what was typed without a submit, with one form on the page', async () => {
    const { page } = session;
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.baseUrl}/#/sistema/login`);
    const release = await holdAppScript();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByLabel(/correo electrónico/i).fill('ana@gaslp.mx');
    await page.getByLabel(/^contraseña/i).fill('secreto');
    release();
    await page.locator('#login-shell').waitFor({ state: 'detached' });
    assert.equal(await passwordFields().count(), 1);
    assert.equal(await page.getByLabel(/correo electrónico/i).inputValue(), 'ana@gaslp.mx');
    assert.equal(await page.getByLabel(/^contraseña/i).inputValue(), 'secreto');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-password');
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('a visitor with a stored session never sees it: the app decides where to go', async () => {
    const { page } = session;
    await page.evaluate(() => window.localStorage.setItem('token', 'a.b.c'));
    const release = await holdAppScript();
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.match(page.url(), /#\/sistema\/login$/);
    assert.equal(await page.locator('#login-shell').count(), 0);
    assert.equal(await passwordFields().count(), 0);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await page.evaluate(() => window.localStorage.clear());
  });

  test('when the app cannot be loaded, the page says so, and a reload brings it', async () => {
    const { page } = session;
    await page.goto(`${server.baseUrl}/#/sistema/login`);
    await page.evaluate(() => window.localStorage.clear());
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert').filter({ hasText: /no se pudo cargar la aplicación/i });
    await notice.waitFor();
    // a submit is not left waiting for an app that will not come: the reload button is next
    await page.getByLabel(/correo electrónico/i).fill('admin@gaslp.mx');
    await page.getByLabel(/^contraseña/i).fill('Admin123!');
    await page.getByLabel(/^contraseña/i).press('Enter');
    assert.equal(await page.locator('form[data-pending-submit]').count(), 0);
    const reload = notice.getByRole('button', { name: 'Volver a cargar' });
    assert.equal(await reload.evaluate((button) => document.activeElement === button), true);
    await session.screenshot('app-load-failed');

    await page.unrouteAll({ behavior: 'wait' });
    await reload.click();
    await page.locator('#login-shell').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /iniciar sesión/i }).waitFor();
    assert.equal(await notice.count(), 0);
  });

  test('without the shell, the notice is in the stored language', async () => {
    const { page } = session;
    await page.evaluate(() => {
      window.localStorage.setItem('token', 'a.b.c');
      window.localStorage.setItem('theme_lang', 'en-EN');
    });
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert');
    await notice.getByText('The application could not be loaded.', { exact: false }).waitFor();
    assert.equal(await notice.getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('#login-shell').count(), 0);
    await page.unrouteAll({ behavior: 'wait' });
    await page.evaluate(() => window.localStorage.clear());
  });
});
