// `npm run bench`: prints the product's speed and size figures. Benchmarks print; they never fail a
// build on timing (targets are read by people, and written in README.md).
import { resolve } from 'node:path';
import { measureBoardInChromium, printBoardInChromium } from './dispatch-board-chromium';
import { LOGIN_BUDGET_BYTES, measureLoginFirstLoad } from './login-first-load';
import { measureOrdersScale, printOrdersScale } from './orders-scale';
import { measureUsersScale, printUsersScale } from './users-scale';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main(): Promise<void> {
  console.log('# Login page, first load (JavaScript)');
  const figure = await measureLoginFirstLoad();
  for (const script of figure.scripts) {
    console.log(
      `  ${script.url.padEnd(48)} raw ${kb(script.raw).padStart(10)}  gzip ${kb(script.gzip).padStart(9)}`,
    );
  }
  console.log(
    `  total: ${figure.scripts.length} scripts, raw ${kb(figure.totalRaw)}, gzip ${kb(figure.totalGzip)}, received ${kb(figure.totalWire)} (brotli)`,
  );
  console.log(
    `  budget: ${kb(LOGIN_BUDGET_BYTES)} gzip -> ${figure.totalGzip <= LOGIN_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log('');
  printUsersScale(await measureUsersScale());
  console.log('');
  printOrdersScale(await measureOrdersScale());
  console.log('');
  // the SPA `npm run bench` has just built
  printBoardInChromium(await measureBoardInChromium(resolve(__dirname, '..', 'dist')));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
