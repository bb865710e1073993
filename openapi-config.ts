import type { ConfigFile } from '@rtk-query/codegen-openapi';

// `npm run codegen` writes the RTK Query endpoints of every operation of openapi/openapi.json, one
// file per OpenAPI tag, each injected into the one API slice (src/api/empty-api.ts). A screen loads
// only the endpoints of its resource, so the login page does not carry the whole API. Generated
// files are never edited by hand; cache tags are added in src/api/<tag>.ts. The tags are the
// document's own (one per resource of the server's registry): scripts/codegen.ts reads them from
// openapi/openapi.json, so a new resource needs no edit here.

export const SCHEMA_FILE = './openapi/openapi.json';

/** The tag names of an OpenAPI document, in its order. */
export function tagsOfDocument(document: unknown): string[] {
  const tags = (document as { tags?: { name?: unknown }[] }).tags ?? [];
  return tags.flatMap((tag) => (typeof tag.name === 'string' ? [tag.name] : []));
}

/** A tag's name as an identifier: `delivery-routes` → `deliveryRoutes`. */
export const camelCaseTag = (tag: string): string =>
  tag.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The codegen settings: one output file per tag, holding the operations of that tag. */
export function codegenConfig(
  tags: readonly string[],
): Extract<ConfigFile, { outputFiles: unknown }> {
  return {
    schemaFile: SCHEMA_FILE,
    apiFile: './src/api/empty-api.ts',
    apiImport: 'emptyApi',
    hooks: { queries: true, lazyQueries: true, mutations: true },
    outputFiles: Object.fromEntries(
      tags.map((tag) => [
        `./src/api/generated/${tag}.ts`,
        {
          exportName: `${camelCaseTag(tag)}Api`,
          filterEndpoints: (_name: string, definition: { operation: { tags?: string[] } }) =>
            definition.operation.tags?.includes(tag) ?? false,
          // restore calls change data even where the contract makes them GETs (SPEC section 7)
          endpointOverrides: [{ pattern: /^restore/, type: 'mutation' as const }],
        },
      ]),
    ),
  };
}
