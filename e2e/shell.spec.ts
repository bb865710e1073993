import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let session: BrowserSession;

before(async () => {
  server = await startServer();
  session = await openBrowser();
  const { page } = session;
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

async function chooseLanguage(current: RegExp, option: RegExp): Promise<void> {
  const { page } = session;
  await page.getByRole('combobox', { name: current }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('the shell', () => {
  test('the main area has the side menu and the body load classes', async () => {
    const { page } = session;
    await page.getByRole('navigation').first().waitFor();
    await page.waitForFunction(
      () =>
        document.body.classList.contains('show') &&
        document.body.classList.contains('default-transition'),
    );
    await session.screenshot('main-area');
  });

  test('the main area fits 1920x1080 and 1366x768 without horizontal scrolling', async () => {
    const { page } = session;
    for (const [width, height] of [
      [1920, 1080],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('navigation').first().waitFor();
      // charts follow the new width on their next ResizeObserver frame: give the layout that
      // moment to settle, then it must fit
      const overflow = await page
        .waitForFunction(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          undefined,
          { timeout: 3000 },
        )
        .then(
          () => 0,
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
        );
      assert.equal(overflow, 0, `horizontal overflow at ${width}x${height}`);
      await session.screenshot(`main-area-${width}x${height}`);
    }
  });

  test('switching to English changes the texts in place, and en-EN turns the page right to left', async () => {
    const { page } = session;
    await chooseLanguage(/idioma/i, /^english$/i);
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await page.getByRole('combobox', { name: /language/i }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('theme_lang')), 'en-US');
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');

    await chooseLanguage(/language/i, /rtl/i);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, {
      timeout: 10_000,
    });
    // the document language is English (en-EN is the product's code for its right-to-left variant)
    assert.match((await page.locator('html').getAttribute('lang')) ?? '', /^en/);
    assert.equal(await page.evaluate(() => window.localStorage.getItem('theme_lang')), 'en-EN');
    await session.screenshot('main-area-rtl');

    await chooseLanguage(/language/i, /español/i);
    await page.waitForFunction(() => document.documentElement.dir === 'ltr', undefined, {
      timeout: 10_000,
    });
    assert.equal(await page.locator('html').getAttribute('lang'), 'es-ES');
  });

  test("every dropdown and popover opens in 220 ms: user menu, language, colour switcher, a list's select", async () => {
    const { page } = session;
    await page.goto(`${server.baseUrl}/#/zones`);
    /** The opening animation of the popover now shown (MUI's Grow: the opacity's duration). */
    const openingMs = async (): Promise<string | undefined> => {
      const paper = page.locator('.MuiPopover-paper').last();
      await paper.waitFor();
      const transition = await paper.evaluate(
        (element) => (element as HTMLElement).style.transition,
      );
      return /opacity (\d+)ms/.exec(transition)?.[1];
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await page.locator('.MuiPopover-paper').waitFor({ state: 'detached' });
    };
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    assert.equal(await openingMs(), '220');
    await close();
    await page.getByRole('combobox', { name: /idioma/i }).click();
    assert.equal(await openingMs(), '220');
    await close();
    await page.getByRole('button', { name: /personalizar el tema/i }).click();
    assert.equal(await openingMs(), '220');
    await close();
    // the list's rows-per-page select (a Select: its menu)
    await page.getByRole('combobox', { name: /filas por página/i }).click();
    assert.equal(await openingMs(), '220');
    await close();
  });

  test('a theme colour chosen in the switcher is saved, reloads the page and survives a reload', async () => {
    const { page } = session;
    await page.goto(`${server.baseUrl}/#/`);
    await page.getByRole('button', { name: /personalizar el tema/i }).click();
    await page.getByRole('button', { name: /rojo rubí/i }).click();
    await page.waitForFunction(() => window.localStorage.getItem('theme_color') === 'dark.redruby');
    await page.waitForLoadState('load');
    await page.reload();
    await page.getByRole('button', { name: /personalizar el tema/i }).click();
    assert.equal(
      await page.getByRole('button', { name: /rojo rubí/i }).getAttribute('aria-pressed'),
      'true',
    );
    await session.screenshot('theme-redruby');
    await page.keyboard.press('Escape');
  });

  test('the not-found page offers the way back to /sistema/ and styles the body while shown', async () => {
    const { page } = session;
    await page.goto(`${server.baseUrl}/#/no/such/screen`);
    await page.reload();
    await page.waitForFunction(() => window.location.hash.startsWith('#/error'));
    await page.getByText('404').first().waitFor();
    assert.ok(await page.evaluate(() => document.body.classList.contains('background')));
    await session.screenshot('not-found');
    await page
      .getByRole('link', { name: /volver al inicio/i })
      .or(page.getByRole('button', { name: /volver al inicio/i }))
      .first()
      .click();
    await page.waitForFunction(() => !window.location.hash.startsWith('#/error'));
    // removed once the not-found page has left the screen
    await page.waitForFunction(() => !document.body.classList.contains('background'), undefined, {
      timeout: 5_000,
    });
  });
});
