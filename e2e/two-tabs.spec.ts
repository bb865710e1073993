// One user, two tabs of the app in one browser: what happens to the session in one tab is honoured
// by the other on its next call (a rotated token is used there, a logout or a 401 ends it there).
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// tokens live 20 s, so a token is rotated on its first call after 10 s
const JWT_TTL = 20;

let server: RunningServer;
let session: BrowserSession;
let first: Page;
let second: Page;

before(async () => {
  server = await startServer({ JWT_TTL: String(JWT_TTL) });
  session = await openBrowser();
});

after(async () => {
  await session.close();
  await server.stop();
});

beforeEach(async () => {
  first = session.page;
  await first.goto(`${server.baseUrl}/#/sistema/login`);
  await first.evaluate(() => window.localStorage.clear());
  await first.reload();
  await first.getByLabel(/correo electrónico/i).fill('empleado@gaslp.mx');
  await first.getByLabel(/^contraseña/i).fill('Empleado123!');
  await first.getByRole('button', { name: /iniciar sesión/i }).click();
  await first.getByRole('button', { name: /menú de usuario/i }).waitFor();
  // the second tab opens the app already signed in: the session is in this origin's storage
  second = await session.context.newPage();
  await second.goto(`${server.baseUrl}/#/zones`);
  await second.getByRole('heading', { name: 'Zonas' }).waitFor();
});

afterEach(async () => {
  await second.close();
});

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** Milliseconds since a token was issued (its `iat_ms` claim). */
function issuedAgoMs(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    iat_ms: number;
  };
  return Date.now() - payload.iat_ms;
}

/** The bearer tokens a page sends to the API from now on. */
function bearersOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/') && header !== undefined)
      seen.push(header.replace(/^Bearer /, ''));
  });
  return seen;
}

/** Goes to another screen through the main menu: the screen's data is fetched on the way. */
async function openScreen(page: Page, entry: RegExp, timeout?: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: entry })
    .first()
    .click({ timeout });
}

/**
 * The other tab's next move after the session ended elsewhere: if the storage event has not yet
 * taken it to the login page, it opens a screen (a call it must not make with the ended session).
 * The menu may leave under the click as the event arrives, so the click is given 2 s, not 30.
 */
async function nextMoveOf(page: Page): Promise<void> {
  if (/#\/sistema\/login/.test(page.url())) return;
  await openScreen(page, /ubicaciones/i, 2000).catch(() => undefined);
}

describe('two tabs of one user', () => {
  test('a token rotated in one tab is the one the other tab sends next', async () => {
    const signedInWith = await storedToken(first);
    assert.ok(signedInWith);
    // past half of the lifetime: the first tab's next call comes back with a new token. Counted
    // from the token's issue, since opening the second tab took part of it (seconds on a slow
    // machine, where a fixed wait reached the token's end before the call)
    await first.waitForTimeout(Math.max(0, (JWT_TTL / 2 + 1) * 1000 - issuedAgoMs(signedInWith)));
    const rotation = first.waitForResponse(
      (response) =>
        response.url().includes('/api/') && response.headers().authorization !== undefined,
    );
    await openScreen(first, /ubicaciones/i);
    await rotation;
    await first.waitForFunction(
      (old) => window.localStorage.getItem('token') !== old,
      signedInWith,
    );
    const rotated = await storedToken(first);
    assert.ok(rotated && rotated !== signedInWith);

    const sent = bearersOf(second);
    const answered = second.waitForResponse((response) => response.url().includes('/api/'));
    await openScreen(second, /ubicaciones/i);
    assert.equal((await answered).status(), 200);
    assert.ok(sent.length > 0, 'the second tab made no call');
    assert.deepEqual([...new Set(sent)], [rotated]);
    await second.getByRole('heading', { name: 'Ubicaciones' }).waitFor();
  });

  test('a logout in one tab ends the session in the other', async () => {
    await first.getByRole('button', { name: /menú de usuario/i }).click();
    await first
      .getByRole('menuitem', { name: /cerrar sesión/i })
      .or(first.getByRole('button', { name: /cerrar sesión/i }))
      .first()
      .click();
    await first.waitForURL(/#\/sistema\/login/);

    const sent = bearersOf(second);
    await nextMoveOf(second);
    await second.waitForURL(/#\/sistema\/login/);
    await second.getByRole('button', { name: /iniciar sesión/i }).waitFor();
    assert.deepEqual(sent, [], 'the second tab called the API with the ended session');
  });

  test('a 401 in one tab (the session ended on the server) ends it in the other', async () => {
    const token = await storedToken(first);
    // the session ends elsewhere (another device's logout, a password change)
    const ended = await fetch(`${server.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(ended.status, 200);

    const refused = first.waitForResponse((response) => response.status() === 401);
    await openScreen(first, /ubicaciones/i);
    await refused;
    await first.waitForURL(/#\/sistema\/login/);

    const sent = bearersOf(second);
    await nextMoveOf(second);
    await second.waitForURL(/#\/sistema\/login/);
    assert.deepEqual(sent, [], 'the second tab called the API with the ended session');
  });
});
