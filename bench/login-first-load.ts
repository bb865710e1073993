// How much JavaScript a browser downloads to show the login page: starts the real server on the
// built SPA, opens #/sistema/login in Chromium and sums the gzipped size of every script it loaded.
// Budget: 200 KB (200,000 bytes) of gzipped JavaScript, gzip at its default level.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

export const LOGIN_BUDGET_BYTES = 200_000;

export interface FirstLoadFigure {
  scripts: { url: string; raw: number; gzip: number; wire: number }[];
  totalRaw: number;
  totalGzip: number;
  /** Bytes the browser actually received (the server sends the brotli files the build wrote). */
  totalWire: number;
}

export async function measureLoginFirstLoad(): Promise<FirstLoadFigure> {
  const spaDir = resolve(__dirname, '..', process.env.SPA_DIR ?? 'dist');
  if (!existsSync(resolve(spaDir, 'index.html'))) {
    throw new Error(`${spaDir} is missing: run \`npm run build\` first`);
  }
  const server = await startServer();
  const session = await openBrowser();
  const scripts: FirstLoadFigure['scripts'] = [];
  try {
    const pending: Promise<void>[] = [];
    session.page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
          scripts.push({
            url: new URL(request.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
            wire: sizes.responseBodySize,
          });
        })(),
      );
    });
    await session.page.goto(`${server.baseUrl}/#/sistema/login`, { waitUntil: 'networkidle' });
    await session.page.getByRole('button').first().waitFor();
    await Promise.all(pending);
  } finally {
    await session.close();
    await server.stop();
  }
  const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const totalWire = scripts.reduce((sum, script) => sum + script.wire, 0);
  return { scripts: scripts.sort((a, b) => b.gzip - a.gzip), totalRaw, totalGzip, totalWire };
}
