// What the Chromium benches share: a copy of the orders bench database (BENCH_ORDERS orders), the
// real server on it serving a built SPA, Debian's Chromium signed in as the demo admin through the
// login screen, and fresh browser contexts carrying that session (the token kept as the app keeps
// it, nothing in the HTTP cache); the spread of a figure over the runs; the build a bench run alone
// measures (SPA_DIR, BENCH_SPA_BUILT).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/sign-in';
import { demoAccounts } from '../server/src/db/seed';
import { percentile, startBenchServer } from './bench-server';
import { orderDatabaseCopy } from './load-database';

const root = resolve(__dirname, '..');

/** A figure over fresh browser contexts. */
export interface Spread {
  label: string;
  runs: number;
  medianMs: number;
  maxMs: number;
}

export const spreadOf = (label: string, values: readonly number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    label,
    runs: sorted.length,
    medianMs: percentile(sorted, 0.5),
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
};

export const spreadLine = (spread: Spread): string =>
  `  ${spread.label}: ${String(spread.runs)} runs, median ${spread.medianMs.toFixed(0)} ms, max ${spread.maxMs.toFixed(0)} ms`;

export interface AdminInChromium {
  baseUrl: string;
  browser: Browser;
  /** The admin's token (for the bench's own calls to the API). */
  token: string;
  /** A fresh context (1366x768, es-ES) signed in as the admin. */
  newContext: () => Promise<BrowserContext>;
}

/**
 * The bench database copied into a temporary folder (`prepare` may add to it before the server
 * starts), the compiled server on it serving `spaDir`, Chromium signed in as the admin; `measure`
 * runs with them, then everything is stopped and removed.
 */
export async function withAdminInChromium<T>(
  spaDir: string,
  prepare: (databaseFile: string) => Promise<unknown>,
  measure: (chromium: AdminInChromium) => Promise<T>,
): Promise<T> {
  if (!existsSync(join(spaDir, 'index.html'))) throw new Error(`${spaDir} holds no built SPA`);
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-chromium-'));
  const databaseFile = join(workDir, 'chromium.db');
  try {
    await orderDatabaseCopy(databaseFile);
    await prepare(databaseFile);
    const server = await startBenchServer({
      databaseFile,
      workDir,
      env: { JWT_SECRET: randomBytes(32).toString('base64url'), SPA_DIR: spaDir },
      startTimeoutMs: 120_000,
    });
    const session = await openBrowser();
    try {
      await signIn(
        session.page,
        server.baseUrl,
        demoAccounts.admin.email,
        demoAccounts.admin.password,
      );
      const storageState = await session.context.storageState();
      const token = await session.page.evaluate(() => window.localStorage.getItem('token'));
      return await measure({
        baseUrl: server.baseUrl,
        browser: session.browser,
        token: token ?? '',
        newContext: () =>
          session.browser.newContext({
            viewport: { width: 1366, height: 768 },
            locale: 'es-ES',
            storageState,
          }),
      });
    } finally {
      await session.close();
      await server.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** `runs` runs of `one`, each in a fresh context closed after it. */
export async function inFreshContexts<R>(
  chromium: AdminInChromium,
  runs: number,
  one: (context: BrowserContext, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < runs; index += 1) {
    const context = await chromium.newContext();
    try {
      results.push(await one(context, index));
    } finally {
      await context.close();
    }
  }
  return results;
}

/**
 * A Chromium bench run alone: it builds the SPA into SPA_DIR (default a temporary folder; never
 * dist/) unless SPA_DIR already holds a build and BENCH_SPA_BUILT=true, measures, then removes a
 * temporary build.
 */
export function runAlone(measure: (spaDir: string) => Promise<unknown>): void {
  const spaDir = resolve(process.env.SPA_DIR ?? mkdtempSync(join(tmpdir(), 'gas-bench-spa-')));
  if (process.env.BENCH_SPA_BUILT !== 'true')
    execFileSync('npx', ['webpack', '--config', 'webpack.config.js', '--mode', 'production'], {
      cwd: root,
      env: { ...process.env, SPA_DIR: spaDir },
      stdio: 'inherit',
    });
  measure(spaDir)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      if (process.env.SPA_DIR === undefined) rmSync(spaDir, { recursive: true, force: true });
    });
}
