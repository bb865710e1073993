import type { ConfigFile } from '@rtk-query/codegen-openapi';

// `npm run codegen` writes the RTK Query endpoints of every operation of openapi/openapi.json, one
// file per OpenAPI tag, each injected into the one API slice (src/api/empty-api.ts). A screen loads
// only the endpoints of its resource, so the login page does not carry the whole API. Generated
// files are never edited by hand; cache tags are added in src/api/<tag>.ts.
const tags = [
  'system',
  'auth',
  'users',
  'wallets',
  'zones',
  'locations',
  'orders',
  'reports',
  'prices',
  'push',
  'audit',
];

const config: ConfigFile = {
  schemaFile: './openapi/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  outputFiles: Object.fromEntries(
    tags.map((tag) => [
      `./src/api/generated/${tag}.ts`,
      {
        exportName: `${tag}Api`,
        filterEndpoints: (_name: string, definition: { operation: { tags?: string[] } }) =>
          definition.operation.tags?.includes(tag) ?? false,
        // restore calls change data even where the contract makes them GETs (SPEC section 7)
        endpointOverrides: [{ pattern: /^restore/, type: 'mutation' as const }],
      },
    ]),
  ),
};

export default config;
