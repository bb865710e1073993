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
import type { BrowserContext, Page } from 'playwright-core';
import { businessToday } from '../server/src/lib/business-time';
import {
  inFreshContexts,
  runAlone,
  spreadLine,
  spreadOf,
  withAdminInChromium,
  type Spread,
} from './chromium-bench';
import { prepareDay } from './dispatch-board-scale';
import { BENCH_ORDERS } from './load-database';

/** Fresh browser contexts the board is opened in. */
const RUNS = 5;
const DRAG_MOVES = 10;

export interface BoardChromiumFigures {
  orders: number;
  due: number;
  routes: number;
  spreads: Spread[];
}

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
  const now = Date.now();
  const day = businessToday(now);
  return withAdminInChromium(
    spaDir,
    (databaseFile) => prepareDay({ databaseFile }, day, now),
    async (chromium) => {
      const board = (await (
        await fetch(`${chromium.baseUrl}/api/delivery-routes/board/${day}`, {
          headers: { authorization: `Bearer ${chromium.token}` },
        })
      ).json()) as { due: unknown[]; routes: unknown[] };
      const runs = await inFreshContexts(chromium, RUNS, (context, index) =>
        oneRun(context, chromium.baseUrl, board.routes.length, index),
      );
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
    },
  );
}

export function printBoardInChromium(figures: BoardChromiumFigures): void {
  console.log(
    `# Dispatch board in Chromium (${figures.orders.toLocaleString('en-US')} orders, ${figures.due.toLocaleString('en-US')} due, ${String(figures.routes)} routes; 1366x768, fresh contexts)`,
  );
  for (const spread of figures.spreads) console.log(spreadLine(spread));
}

if (require.main === module)
  runAlone(async (spaDir) => {
    printBoardInChromium(await measureBoardInChromium(spaDir));
  });
