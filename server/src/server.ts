import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { createDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { PROJECT_ROOT } from './lib/project-root';

// Starts ONE process: migrates and seeds an empty database, serves the API and the built SPA.
async function main(): Promise<void> {
  const database = createDatabase();
  const seeded = await prepareDatabase(database, 'demo');
  const spaRoot = resolve(PROJECT_ROOT, process.env.SPA_DIR ?? 'dist');
  const app = await buildApp({
    database,
    config: { spaRoot: existsSync(spaRoot) ? spaRoot : undefined },
  });
  app.addHook('onClose', () => database.db.destroy());
  if (seeded) app.log.info(`${database.dialect} database seeded with the demo data`);
  const port = Number(process.env.PORT ?? 8080);
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
