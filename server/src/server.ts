import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { configFromEnv, serverSettingsFromEnv } from './config';
import { createDatabase } from './db/database';
import { initialDataPlan, prepareForStart } from './db/initial-data';
import { PROJECT_ROOT } from './lib/project-root';

// Starts ONE process: migrates, puts the initial data in (see initial-data.ts), serves the API and
// the built SPA.
async function main(): Promise<void> {
  // the whole environment is checked before anything is opened: a wrong variable stops the start
  const settings = serverSettingsFromEnv();
  configFromEnv();
  const database = createDatabase();
  const prepared = await prepareForStart(database, initialDataPlan(process.env, database.dialect));
  const spaRoot = resolve(PROJECT_ROOT, settings.spaDir);
  const app = await buildApp({
    database,
    config: { spaRoot: existsSync(spaRoot) ? spaRoot : undefined },
  });
  app.addHook('onClose', () => database.db.destroy());
  if (prepared.seededDemo) app.log.info(`${database.dialect} database seeded with the demo data`);
  if (prepared.createdAdmin) app.log.info('administrator created from ADMIN_EMAIL');
  if (!prepared.hasAdmin)
    app.log.warn(
      'no administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create`',
    );
  await app.listen({ port: settings.port, host: settings.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
