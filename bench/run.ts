// `npm run bench`: prints the product's speed and size figures. Benchmarks print; they never fail a
// build on timing (targets are read by people, and written in README.md). The printed figures are
// also kept in bench/results/ and compared with the previous run (see results-store.ts).
import { resolve } from 'node:path';
import type { CallTiming } from './bench-server';
import { measureBoardInChromium, printBoardInChromium } from './dispatch-board-chromium';
import { BENCH_ORDERS } from './load-database';
import {
  addOrdersGridFigures,
  measureOrdersGridInChromium,
  printOrdersGridInChromium,
} from './orders-grid-chromium';
import { LOGIN_BUDGET_BYTES, measureLoginFirstLoad } from './login-first-load';
import { measureOrdersScale, printOrdersScale } from './orders-scale';
import { FigureList, finishRun, startRun } from './results-store';
import { measureUsersScale, printUsersScale } from './users-scale';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A script's path without the build's content hash, so a rebuilt script keeps its figure's name. */
const scriptName = (url: string) => url.replace(/\.[0-9a-f]{5,8}\.js$/, '.js');

function addTiming(figures: FigureList, prefix: string, timing: CallTiming): void {
  const name = `${prefix}${timing.label}`;
  figures.add(`${name}: calls`, timing.calls, 'count');
  figures.add(`${name}: median`, timing.medianMs, 'ms');
  figures.add(`${name}: p95`, timing.p95Ms, 'ms');
  figures.add(`${name}: p99`, timing.p99Ms, 'ms');
  figures.add(`${name}: max`, timing.maxMs, 'ms');
}

function addExport(
  figures: FigureList,
  name: string,
  figure: {
    seconds: number;
    bytes: number;
    peakRssBytes: number;
    peakRssBeforeBytes: number;
    healthDuring?: CallTiming;
  },
): void {
  figures.add(`${name}: time`, figure.seconds, 's');
  figures.add(`${name}: file size`, figure.bytes, 'bytes');
  figures.add(`${name}: server peak RSS`, figure.peakRssBytes, 'bytes');
  figures.add(`${name}: server peak RSS before the export`, figure.peakRssBeforeBytes, 'bytes');
  if (figure.healthDuring !== undefined) addTiming(figures, `${name}: `, figure.healthDuring);
}

async function main(): Promise<void> {
  const run = startRun('bench', { BENCH_ORDERS });
  const figures = new FigureList();
  console.log('# Login page, first load (JavaScript)');
  const figure = await measureLoginFirstLoad();
  for (const script of figure.scripts) {
    console.log(
      `  ${script.url.padEnd(48)} raw ${kb(script.raw).padStart(10)}  gzip ${kb(script.gzip).padStart(9)}`,
    );
    figures.add(`login first load: ${scriptName(script.url)} raw`, script.raw, 'bytes');
    figures.add(`login first load: ${scriptName(script.url)} gzip`, script.gzip, 'bytes');
  }
  figures.add('login first load: scripts', figure.scripts.length, 'count');
  figures.add('login first load: total raw', figure.totalRaw, 'bytes');
  figures.add('login first load: total gzip', figure.totalGzip, 'bytes');
  figures.add('login first load: received (brotli)', figure.totalWire, 'bytes');
  console.log(
    `  total: ${figure.scripts.length} scripts, raw ${kb(figure.totalRaw)}, gzip ${kb(figure.totalGzip)}, received ${kb(figure.totalWire)} (brotli)`,
  );
  console.log(
    `  budget: ${kb(LOGIN_BUDGET_BYTES)} gzip -> ${figure.totalGzip <= LOGIN_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log('');
  const users = await measureUsersScale();
  printUsersScale(users);
  figures.add('users at scale: users', users.users, 'count');
  figures.add('users at scale: database build', users.buildSeconds, 's');
  figures.add('users at scale: paginated search: calls', users.search.calls, 'count');
  figures.add('users at scale: paginated search: median', users.search.medianMs, 'ms');
  figures.add('users at scale: paginated search: p95', users.search.p95Ms, 'ms');
  figures.add('users at scale: paginated search: max', users.search.maxMs, 'ms');
  addExport(figures, 'users at scale: Excel export of every user', users.excel);
  addExport(figures, 'users at scale: PDF export of every user', users.pdf);
  console.log('');
  const orders = await measureOrdersScale();
  printOrdersScale(orders);
  figures.add('orders at scale: orders', orders.orders, 'count');
  figures.add('orders at scale: poll answers', orders.answers, 'count');
  figures.add('orders at scale: database build', orders.buildSeconds, 's');
  figures.add('orders at scale: database on disk', orders.databaseBytes, 'bytes');
  for (const timing of orders.timings) addTiming(figures, 'orders at scale: ', timing);
  for (const item of orders.exports)
    addExport(
      figures,
      `orders at scale: ${item.format === 'excel' ? 'Excel' : 'PDF'} export (${String(item.rows)} orders)`,
      item,
    );
  const { board } = orders;
  figures.add('dispatch board at scale: orders due', board.due, 'count');
  figures.add('dispatch board at scale: routes', board.routes, 'count');
  figures.add('dispatch board at scale: stops', board.stops, 'count');
  figures.add('dispatch board at scale: board JSON', board.boardBytes, 'bytes');
  for (const timing of board.timings) addTiming(figures, 'dispatch board at scale: ', timing);
  console.log('');
  // the SPA `npm run bench` has just built
  const chromium = await measureBoardInChromium(resolve(__dirname, '..', 'dist'));
  printBoardInChromium(chromium);
  for (const spread of chromium.spreads) {
    figures.add(`dispatch board in Chromium: ${spread.label}: runs`, spread.runs, 'count');
    figures.add(`dispatch board in Chromium: ${spread.label}: median`, spread.medianMs, 'ms');
    figures.add(`dispatch board in Chromium: ${spread.label}: max`, spread.maxMs, 'ms');
  }
  console.log('');
  const grid = await measureOrdersGridInChromium(resolve(__dirname, '..', 'dist'));
  printOrdersGridInChromium(grid);
  addOrdersGridFigures(figures, grid);
  finishRun(run, figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
