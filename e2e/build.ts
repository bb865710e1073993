// `npm run test:e2e`'s builds before the specs: the app's SPA and the landing page's, side by side.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildAppSpa, buildLandingSpa, PREBUILT_LANDING_SPA } from './support/spa-builds';

async function main(): Promise<void> {
  const started = performance.now();
  rmSync(resolve(__dirname, '..', PREBUILT_LANDING_SPA), { recursive: true, force: true });
  await Promise.all([buildAppSpa(), buildLandingSpa(PREBUILT_LANDING_SPA)]);
  console.log(
    `the app's SPA (dist/) and the landing page's (${PREBUILT_LANDING_SPA}) built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
