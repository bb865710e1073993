// Generates the RTK Query endpoints (src/api/generated) from openapi/openapi.json, with the
// settings of openapi-config.ts: one file per tag of the document (its tags come from the server's
// resource registry, so a new resource is generated with no list to edit). The CLI of
// @rtk-query/codegen-openapi needs ts-node to read a TypeScript config; this script lets tsx do it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';
import { SCHEMA_FILE, codegenConfig, tagsOfDocument } from '../openapi-config';
import { enumLabelsModule, labelledEnumsOf } from './enum-labels';

async function main(): Promise<void> {
  const document: unknown = JSON.parse(readFileSync(resolve(__dirname, '..', SCHEMA_FILE), 'utf8'));
  for (const output of parseConfig(codegenConfig(tagsOfDocument(document)))) {
    mkdirSync(dirname(output.outputFile), { recursive: true });
    await generateEndpoints(output);
    console.log(`generated ${output.outputFile}`);
  }
  const labels = resolve(__dirname, '..', 'src/api/generated/labels.ts');
  writeFileSync(labels, enumLabelsModule(labelledEnumsOf(document)));
  console.log(`generated ${labels}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
