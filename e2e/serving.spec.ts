import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server.stop();
});

test('one process serves the SPA at / (always revalidated) and the API under the same origin', async () => {
  const page = await fetch(`${server.baseUrl}/`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('cache-control') ?? '', /no-cache/);
  const html = await page.text();
  assert.match(html, /<div id="?root"?>/);
  const health = await fetch(`${server.baseUrl}/api/health`);
  // without a staff token the health check tells nothing but ok
  assert.deepEqual(await health.json(), { status: 'ok' });
});

test('scripts are sent compressed and cached for good (their names carry a content hash)', async () => {
  const html = await (await fetch(`${server.baseUrl}/`)).text();
  const script = /src="?(assets\/[^" >]+\.js)/.exec(html)?.[1];
  assert.ok(script, 'index.html loads a script');
  for (const encoding of ['br', 'gzip']) {
    const response: Response = await fetch(`${server.baseUrl}/${script}`, {
      headers: { 'Accept-Encoding': encoding },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), encoding);
    assert.match(response.headers.get('cache-control') ?? '', /immutable/);
    assert.ok((await response.text()).length > 0);
  }
});

test('an unknown API path is a JSON 404 in Spanish, not the SPA', async () => {
  const response = await fetch(`${server.baseUrl}/api/no-such-thing`);
  assert.equal(response.status, 404);
  assert.equal(((await response.json()) as { message: string }).message, 'Ruta no encontrada.');
});
