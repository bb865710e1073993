import type { ConfigFile } from '@rtk-query/codegen-openapi';

// `npm run codegen` writes the RTK Query endpoints of every operation of openapi/openapi.json.
// The generated file is never edited by hand; tags are added in src/api/index.ts.
const config: ConfigFile = {
  schemaFile: './openapi/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated/gas-api.ts',
  exportName: 'gasApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
};

export default config;
