// The dispatch board's screen in Chromium at scale: on the orders bench database (BENCH_ORDERS
// orders, 1,000,000 by default), the day of dispatch-board-scale.ts (2,000 orders due, 60 routes),
// the real server serving the built SPA. Over fresh browser contexts (signed in: the token kept as
// the app keeps it, nothing in the HTTP cache), times:
// - the board usable: from navigating to #/orders/board until the due list shows its first cards,
//   every route column is rendered and the board answers the keyboard (a due card's "assign to
//   route" button focused and Enter pressed opens its menu);
// - one assignment by that menu, until the card is a stop on the route's column;
// - a drag: picking a due card up with the mouse, then 10 pointer moves (each until the next
//   frame is painted).
// Prints figures, asserts nothing. Run alone with `node --import tsx bench/dispatch-board-chromium.ts`:
// it builds the SPA into SPA_DIR (default a temporary folder; never dist/) unless SPA_DIR already
// holds a build and BENCH_SPA_BUILT=true.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/sign-in';
import { demoAccounts } from '../server/src/db/seed';
import { businessToday } from '../server/src/lib/business-time';
import { percentile, startBenchServer } from './bench-server';
import { prepareDay } from './dispatch-board-scale';
import { BENCH_ORDERS, orderDatabaseCopy } from './load-database';

const root = resolve(__dirname, '..');
/** Fresh browser contexts the board is opened in. */
const RUNS = 5;
const DRAG_MOVES = 10;

export interface Spread {
  label: string;
  runs: number;
  medianMs: number;
  maxMs: number;
}

export interface BoardChromiumFigures {
  orders: number;
  due: number;
  routes: number;
  spreads: Spread[];
}

const spreadOf = (label: string, values: readonly number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    label,
    runs: sorted.length,
    medianMs: percentile(sorted, 0.5),
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
};

/** Resolves once the page has painted the next frame (what the user would see). */
const nextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => done());
        });
      }),
  );

interface Run {
  firstCards: number;
  columns: number;
  usable: number;
  assignment: number;
  dragStart: number;
  dragMoves: number;
}

async function oneRun(
  context: BrowserContext,
  baseUrl: string,
  routes: number,
  index: number,
): Promise<Run> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const started = performance.now();
  await page.goto(`${baseUrl}/#/orders/board`);
  await page.locator('[data-testid^="due-"]').first().waitFor();
  const firstCards = performance.now() - started;
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid^="route-"]').length >= count,
    routes,
    { polling: 'raf' },
  );
  const columns = performance.now() - started;
  // a cylinder order (the routes are cylinder trucks; litres would be refused)
  const card = page
    .locator('[data-testid^="due-"]')
    .filter({ hasNotText: /estacionario/i })
    .first();
  await card.getByRole('button', { name: /^Asignar a ruta/ }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const usable = performance.now() - started;

  // one assignment by the menu: the run's own planned route (the first items are taken in turn)
  const folio = ((await card.getAttribute('data-testid')) ?? '').replace(/^due-/, '');
  const item = menu.getByRole('menuitem').nth(index);
  const plate = ((await item.innerText()).split(' · ')[0] ?? '').trim();
  // the route in sight, as the operator who watches it would have it (the board draws the stops
  // of the routes in sight)
  // (by its test id: the open menu hides the rest of the page from the accessibility tree)
  const region = page.getByTestId(`route-${plate}`);
  await region.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  await region.locator('[data-testid^="stop-"]').first().waitFor();
  const assigning = performance.now();
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/stops$/.test(response.url()),
  );
  await item.click();
  const assigned = await answer;
  if (!assigned.ok())
    throw new Error(
      `the assignment was refused: ${String(assigned.status())} ${await assigned.text()}`,
    );
  await region.getByTestId(`stop-${folio}`).waitFor();
  const assignment = performance.now() - assigning;

  // a drag: a due card picked up by its handle, then moved towards the routes
  const handle = page.locator('[data-testid^="due-"]').nth(1).getByRole('button').first();
  const box = await handle.boundingBox();
  if (box === null) throw new Error('no drag handle in sight');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const picking = performance.now();
  await page.mouse.move(x + 12, y + 4);
  await nextFrame(page);
  const dragStart = performance.now() - picking;
  const moving = performance.now();
  for (let step = 1; step <= DRAG_MOVES; step += 1) {
    await page.mouse.move(x + 12 + step * 20, y + 4 + step * 3);
    await nextFrame(page);
  }
  const dragMoves = performance.now() - moving;
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.close();
  return { firstCards, columns, usable, assignment, dragStart, dragMoves };
}

/** The board's day on a copy of the bench database, the server on `spaDir`, the runs timed. */
export async function measureBoardInChromium(spaDir: string): Promise<BoardChromiumFigures> {
  if (!existsSync(join(spaDir, 'index.html'))) throw new Error(`${spaDir} holds no built SPA`);
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-board-chromium-'));
  const databaseFile = join(workDir, 'board-chromium.db');
  try {
    await orderDatabaseCopy(databaseFile);
    const now = Date.now();
    const day = businessToday(now);
    await prepareDay({ databaseFile }, day, now);
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
      const board = (await (
        await fetch(`${server.baseUrl}/api/delivery-routes/board/${day}`, {
          headers: { authorization: `Bearer ${token ?? ''}` },
        })
      ).json()) as { due: unknown[]; routes: unknown[] };
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const context = await session.browser.newContext({
          viewport: { width: 1366, height: 768 },
          locale: 'es-ES',
          storageState,
        });
        try {
          runs.push(await oneRun(context, server.baseUrl, board.routes.length, index));
        } finally {
          await context.close();
        }
      }
      const of = (pick: (run: Run) => number) => runs.map(pick);
      return {
        orders: BENCH_ORDERS,
        due: board.due.length,
        routes: board.routes.length,
        spreads: [
          spreadOf(
            'due list shows its first cards',
            of((run) => run.firstCards),
          ),
          spreadOf(
            'every route column rendered',
            of((run) => run.columns),
          ),
          spreadOf(
            'board usable (cards, columns, a card menu opened by keyboard)',
            of((run) => run.usable),
          ),
          spreadOf(
            'assignment by the menu, until the stop shows',
            of((run) => run.assignment),
          ),
          spreadOf(
            'drag: a due card picked up (next frame)',
            of((run) => run.dragStart),
          ),
          spreadOf(
            `drag: ${String(DRAG_MOVES)} pointer moves (each to the next frame)`,
            of((run) => run.dragMoves),
          ),
        ],
      };
    } finally {
      await session.close();
      await server.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printBoardInChromium(figures: BoardChromiumFigures): void {
  console.log(
    `# Dispatch board in Chromium (${figures.orders.toLocaleString('en-US')} orders, ${figures.due.toLocaleString('en-US')} due, ${String(figures.routes)} routes; 1366x768, fresh contexts)`,
  );
  for (const spread of figures.spreads)
    console.log(
      `  ${spread.label}: ${String(spread.runs)} runs, median ${spread.medianMs.toFixed(0)} ms, max ${spread.maxMs.toFixed(0)} ms`,
    );
}

if (require.main === module) {
  const spaDir = resolve(process.env.SPA_DIR ?? mkdtempSync(join(tmpdir(), 'gas-bench-spa-')));
  if (process.env.BENCH_SPA_BUILT !== 'true')
    execFileSync('npx', ['webpack', '--config', 'webpack.config.js', '--mode', 'production'], {
      cwd: root,
      env: { ...process.env, SPA_DIR: spaDir },
      stdio: 'inherit',
    });
  measureBoardInChromium(spaDir)
    .then(printBoardInChromium)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      if (process.env.SPA_DIR === undefined) rmSync(spaDir, { recursive: true, force: true });
    });
}
