// The orders list's grid in Chromium at scale: on the orders bench database (BENCH_ORDERS orders,
// 1,000,000 by default), the real server serving the built SPA, the admin signed in. Over fresh
// browser contexts (the token kept as the app keeps it, nothing in the HTTP cache), each opened on
// the dashboard and left until its network is quiet, as a mouse user does: the pointer goes onto
// the menu's "Pedidos" entry, rests there HOVER_MS (a pointer's travel over the entry), then
// clicks. Times, in the page, from the click to the first animation frame in which a row of the
// grid is on screen; and where the orders list request ended, from the click (negative: before).
// With BENCH_TRACE=<file> the first run is also recorded as a Chromium performance trace (open it
// in the DevTools' Performance panel). Prints figures and one run's requests, asserts nothing.
// Run alone with `node --import tsx bench/orders-grid-chromium.ts` (it builds the SPA into SPA_DIR
// unless SPA_DIR already holds a build and BENCH_SPA_BUILT=true; see chromium-bench.ts); its
// figures are kept in bench/results/ and compared with its previous run there.
import type { BrowserContext } from 'playwright-core';
import {
  inFreshContexts,
  runAlone,
  spreadLine,
  spreadOf,
  withAdminInChromium,
  type Spread,
} from './chromium-bench';
import { BENCH_ORDERS } from './load-database';
import { FigureList, finishRun, startRun } from './results-store';

/** Fresh browser contexts the grid is opened in. */
const RUNS = 5;
/** How long the pointer rests on the menu entry before the click. */
export const HOVER_MS = 150;
/** The orders list request (the active orders' first page). */
const LIST_REQUEST = /\/api\/orders\/paginated\//;

export interface OrdersGridFigures {
  orders: number;
  hoverMs: number;
  spreads: Spread[];
  /** The requests of the last run, from the click (ms; negative: before it). */
  requests: TimedRequest[];
}

interface TimedRequest {
  path: string;
  startMs: number;
  endMs: number;
}

interface Run {
  rows: number;
  listEnd: number | null;
  requests: TimedRequest[];
}

/** What the page records (the window's `__gridBench`), in its own clock (`performance.now()`). */
interface Probe {
  hover?: number;
  click?: number;
  rows?: number;
}

declare global {
  interface Window {
    __gridBench?: Probe;
  }
}

/**
 * Watches, in the page, for the hover and the click, then for the grid's first row on screen. A
 * string, not a function: the TypeScript loader would wrap a named inner function in a helper the
 * page does not have.
 */
const PROBE = `(() => {
  const probe = {};
  window.__gridBench = probe;
  document.addEventListener('pointerover', (event) => { probe.hover ??= event.timeStamp; }, {
    capture: true,
    once: true,
  });
  document.addEventListener('click', (event) => {
    probe.click = event.timeStamp;
    const look = () => {
      const row = document.querySelector('[role="grid"] .MuiDataGrid-row[data-id]');
      const box = row ? row.getBoundingClientRect() : null;
      if (box && box.height > 0 && box.top < window.innerHeight) probe.rows = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, { capture: true, once: true });
})()`;

async function oneRun(context: BrowserContext, baseUrl: string, tracePath?: string): Promise<Run> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${baseUrl}/#/`);
  const entry = page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Pedidos', exact: true });
  await entry.waitFor();
  // the dashboard done: its figures and charts loaded, nothing more on its way
  await page.waitForLoadState('networkidle');
  await page.evaluate(PROBE);
  if (tracePath !== undefined) await context.browser()?.startTracing(page, { path: tracePath });
  await entry.hover();
  await page.waitForTimeout(HOVER_MS);
  await entry.click();
  await page.waitForFunction(() => window.__gridBench?.rows !== undefined, undefined, {
    polling: 'raf',
  });
  if (tracePath !== undefined) await context.browser()?.stopTracing();
  const { probe, entries } = await page.evaluate(() => ({
    probe: window.__gridBench ?? {},
    entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }),
    ),
  }));
  await page.close();
  const click = probe.click ?? 0;
  const since = probe.hover ?? click;
  const requests = entries
    .filter((entry) => entry.start >= since)
    .map((entry) => ({
      path: new URL(entry.name).pathname + new URL(entry.name).search,
      startMs: entry.start - click,
      endMs: entry.end - click,
    }));
  const list = requests.find((request) => LIST_REQUEST.test(request.path));
  return { rows: (probe.rows ?? click) - click, listEnd: list?.endMs ?? null, requests };
}

/** The runs on a copy of the bench database, the server on `spaDir`. */
export async function measureOrdersGridInChromium(spaDir: string): Promise<OrdersGridFigures> {
  return withAdminInChromium(
    spaDir,
    () => Promise.resolve(),
    async (chromium) => {
      const trace = process.env.BENCH_TRACE;
      const runs = await inFreshContexts(chromium, RUNS, (context, index) =>
        oneRun(context, chromium.baseUrl, index === 0 ? trace : undefined),
      );
      const listEnds = runs.flatMap((run) => (run.listEnd === null ? [] : [run.listEnd]));
      return {
        orders: BENCH_ORDERS,
        hoverMs: HOVER_MS,
        spreads: [
          spreadOf(
            'click on "Pedidos" to the grid\'s first rows on screen',
            runs.map((run) => run.rows),
          ),
          spreadOf('click to the orders list request answered', listEnds),
        ],
        requests: runs.at(-1)?.requests ?? [],
      };
    },
  );
}

export function printOrdersGridInChromium(figures: OrdersGridFigures): void {
  console.log(
    `# Orders grid in Chromium (${figures.orders.toLocaleString('en-US')} orders; admin, from the dashboard; the pointer rests ${String(figures.hoverMs)} ms on the menu entry before the click; 1366x768, fresh contexts)`,
  );
  for (const spread of figures.spreads) console.log(spreadLine(spread));
  console.log('  requests of the last run, from the pointer on the entry (ms from the click):');
  for (const request of figures.requests)
    console.log(
      `    ${request.startMs.toFixed(0).padStart(6)} -> ${request.endMs.toFixed(0).padStart(6)}  ${request.path}`,
    );
}

/** The figures as `npm run bench` keeps them. */
export function addOrdersGridFigures(figures: FigureList, grid: OrdersGridFigures): void {
  for (const spread of grid.spreads) {
    figures.add(`orders grid in Chromium: ${spread.label}: runs`, spread.runs, 'count');
    figures.add(`orders grid in Chromium: ${spread.label}: median`, spread.medianMs, 'ms');
    figures.add(`orders grid in Chromium: ${spread.label}: max`, spread.maxMs, 'ms');
  }
}

if (require.main === module)
  runAlone(async (spaDir) => {
    const run = startRun('orders-grid-chromium', { BENCH_ORDERS, HOVER_MS });
    const grid = await measureOrdersGridInChromium(spaDir);
    printOrdersGridInChromium(grid);
    const figures = new FigureList();
    addOrdersGridFigures(figures, grid);
    finishRun(run, figures);
  });
