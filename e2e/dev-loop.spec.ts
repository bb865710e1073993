import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openBrowser } from './support/browser';
import { freePort } from './support/server';

// `npm run dev` as a developer starts it: one command, two processes (webpack-dev-server with
// React Refresh, and the API server from its sources in watch mode), /api and /auth proxied.

const root = resolve(__dirname, '..');
/** The screen edited while the page is open (put back as it was afterwards). */
const EDITED = join(root, 'src/features/auth/components/login-page.tsx');
const SUBTITLE = "{t('subtitle')}";
let child: ChildProcess;
let output = '';
let baseUrl = '';
let apiPort = 0;
let workDir = '';

async function answering(url: string, deadline: number): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

before(async () => {
  const webPort = await freePort();
  apiPort = await freePort();
  workDir = mkdtempSync(join(tmpdir(), 'gas-dev-'));
  baseUrl = `http://127.0.0.1:${String(webPort)}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PORT: String(webPort),
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(workDir, 'gas.db'),
      MAIL_OUTBOX: join(workDir, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await answering(`${baseUrl}/`, Date.now() + 180_000);
});

after(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  test('the dev server serves the app and proxies /api and /auth to the API server beside it', async () => {
    const health = await answering(`${baseUrl}/api/health`, Date.now() + 60_000);
    assert.deepEqual(await health.json(), { status: 'ok' });
    const refused = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // the API's own refusal (the contract's JSON error), not a proxy failure
    assert.equal(refused.status, 400);
    assert.match(refused.headers.get('content-type') ?? '', /application\/json/);
  });

  test('an operator signs in through the proxy, and a saved edit shows in place, state kept', async () => {
    const session = await openBrowser({ width: 1366, height: 800 });
    try {
      const { page } = session;
      page.setDefaultTimeout(30_000);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
      await page.goto(`${baseUrl}/#/sistema/login`);
      await page.getByLabel(/correo electrónico/i).fill('admin@gaslp.mx');
      await page.getByLabel(/^contraseña/i).fill('Admin123!');
      await page.getByRole('button', { name: /iniciar sesión/i }).click();
      await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
      await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
      assert.ok(sockets.includes('/ws'), `hot updates socket: ${sockets.join(', ')}`);

      // a saved edit to a screen shows in place: no reload, the screen's state kept
      await page.goto(`${baseUrl}/#/sistema/login`);
      const email = page.getByLabel(/correo electrónico/i);
      await email.fill('typed.before@gaslp.mx');
      // what the dev server's client and HMR said, and any load of the page, for the messages
      const events: string[] = [];
      page.on('console', (message) => {
        if (/\[(HMR|webpack-dev-server)\]/.test(message.text())) events.push(message.text());
      });
      page.on('load', () => events.push('page loaded'));
      const kept = async (step: string) =>
        assert.equal(
          await email.inputValue(),
          'typed.before@gaslp.mx',
          `${step}: ${events.join(' | ')}`,
        );
      // an update is applied once HMR says so (the next one starts from there)
      const applied = async (count: number) => {
        const deadline = Date.now() + 30_000;
        while (events.filter((event) => /App is up to date/.test(event)).length < count) {
          assert.ok(Date.now() < deadline, `no update applied: ${events.join(' | ')}`);
          await new Promise((wait) => setTimeout(wait, 50));
        }
      };
      const original = readFileSync(EDITED, 'utf8');
      assert.ok(original.includes(SUBTITLE));
      try {
        writeFileSync(EDITED, original.replace(SUBTITLE, `${SUBTITLE} · hot edit`));
        await page.getByText(/· hot edit/).waitFor();
        await applied(1);
        await kept('after the edit');
      } finally {
        writeFileSync(EDITED, original);
      }
      await page.getByText(/· hot edit/).waitFor({ state: 'detached' });
      await applied(2);
      await kept('after the edit was undone');
      assert.deepEqual(session.problems, []);
    } finally {
      await session.close();
    }
  });

  test('stopping it stops both processes', async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
    await assert.rejects(fetch(`http://127.0.0.1:${String(apiPort)}/api/health`));
    await assert.rejects(fetch(`${baseUrl}/`));
  });
});
