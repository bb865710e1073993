import { openApiDocument } from './http/openapi';
import { allOperations, apiTags } from './resources';

/** The OpenAPI document of the whole API (openapi/openapi.json): the registry's resources. */
export const buildOpenApiDocument = (version: string): Record<string, unknown> =>
  openApiDocument(version, allOperations, apiTags);
