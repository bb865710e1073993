// Generates the RTK Query endpoints (src/api/generated) from openapi/openapi.json, with the
// settings of openapi-config.ts. The CLI of @rtk-query/codegen-openapi needs ts-node to read a
// TypeScript config; this script lets tsx do it.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';
import config from '../openapi-config';

async function main(): Promise<void> {
  for (const output of parseConfig(config)) {
    mkdirSync(dirname(output.outputFile), { recursive: true });
    await generateEndpoints(output);
    console.log(`generated ${output.outputFile}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
