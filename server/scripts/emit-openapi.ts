// Writes openapi/openapi.json from the operation table (the resources of server/src/resources/index.ts). CI re-runs it and
// fails when the committed document differs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from '../src/openapi';
import packageJson from '../../package.json';

const target = resolve(__dirname, '../../openapi/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(packageJson.version), null, 2)}\n`);
console.log(`wrote ${target}`);
