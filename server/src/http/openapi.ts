import { TypeGuard, type TSchema } from '@sinclair/typebox';
import { isFileResponse, isMultipartBody, type OperationSpec } from './operation';

type JsonObject = Record<string, unknown>;

/** Plain JSON copy of a TypeBox schema (drops TypeBox's symbol keys). */
export function toJsonSchema(schema: TSchema): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}

/**
 * Replace every nested schema that has an `$id` by a `$ref` to components.schemas, collecting the
 * named schemas on the way, so that codegen produces named types (User, Zone, OrderPage…).
 */
function hoist(node: unknown, components: Record<string, JsonObject>): unknown {
  if (Array.isArray(node)) return node.map((item) => hoist(item, components));
  if (typeof node !== 'object' || node === null) return node;
  const object = node as JsonObject;
  const id = object.$id;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (key === '$id') continue;
    copy[key] = hoist(value, components);
  }
  if (typeof id !== 'string') return copy;
  components[id] ??= copy;
  return { $ref: `#/components/schemas/${id}` };
}

function parameters(
  operation: OperationSpec,
  components: Record<string, JsonObject>,
): JsonObject[] {
  const result: JsonObject[] = [];
  const add = (where: 'path' | 'query', object: TSchema | undefined) => {
    if (!object) return;
    const json = toJsonSchema(object) as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...schema } = property;
      result.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: hoist(schema, components),
      });
    }
  };
  add('path', operation.params);
  add('query', operation.querystring);
  return result;
}

function requestBody(
  operation: OperationSpec,
  components: Record<string, JsonObject>,
): JsonObject | undefined {
  const body = operation.body;
  if (!body) return undefined;
  if (isMultipartBody(body)) {
    return {
      required: true,
      description: body.description,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [...body.fileFields],
            properties: Object.fromEntries(
              body.fileFields.map((field) => [field, { type: 'string', format: 'binary' }]),
            ),
          },
        },
      },
    };
  }
  return {
    required: !TypeGuard.IsOptional(body),
    content: { 'application/json': { schema: hoist(toJsonSchema(body), components) } },
  };
}

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad input (validation errors by field)',
  401: 'No token, bad signature, expired or revoked token, or wrong credentials',
  403: 'Signed in but not allowed',
  404: 'Unknown id',
  409: 'Conflict (duplicate, or a transition that is not allowed)',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Refused by a business rule',
  429: 'Too many attempts; retry later',
  503: 'Database unreachable',
};

function responses(operation: OperationSpec, components: Record<string, JsonObject>): JsonObject {
  const result: JsonObject = {};
  for (const [status, spec] of Object.entries(operation.responses)) {
    const description = statusText[Number(status)] ?? 'Answer';
    if (isFileResponse(spec)) {
      result[status] = {
        description: spec.description,
        headers: {
          'Content-Disposition': {
            schema: { type: 'string' },
            description: 'attachment; filename=…',
          },
        },
        content: Object.fromEntries(
          spec.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      };
    } else {
      result[status] = {
        description,
        content: { 'application/json': { schema: hoist(toJsonSchema(spec), components) } },
      };
    }
  }
  return result;
}

function accessText(operation: OperationSpec): string {
  if (operation.access === 'public') return 'Public.';
  if (operation.access === 'authenticated') return 'Any signed-in user.';
  return `Roles: ${operation.access.join(', ')}.`;
}

/** A tag of the document: a resource's name and what it holds. */
export interface OpenApiTag {
  readonly name: string;
  readonly description: string;
}

/** The OpenAPI 3.1 document of the API, built from its operation table and tags. */
export function openApiDocument(
  version: string,
  operations: readonly OperationSpec[],
  tags: readonly OpenApiTag[],
): JsonObject {
  const components: Record<string, JsonObject> = {};
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operations) {
    const entry: JsonObject = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      description: [operation.description, accessText(operation)].filter(Boolean).join(' '),
      'x-access': operation.access,
    };
    const params = parameters(operation, components);
    if (params.length > 0) entry.parameters = params;
    const body = requestBody(operation, components);
    if (body) entry.requestBody = body;
    entry.responses = responses(operation, components);
    if (operation.access !== 'public') entry.security = [{ bearerAuth: [] }];
    paths[operation.path] ??= {};
    const pathItem = paths[operation.path];
    if (pathItem) pathItem[operation.method.toLowerCase()] = entry;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gas LP Back-office API',
      version,
      description:
        'API of the back-office of an LP gas distributor. Errors are JSON { message, errors? } in Spanish by default (Accept-Language: en for English). Lists answer the Laravel pagination envelope, pages from 1. Deletes are soft and restorable. A token with less than half of its lifetime left is rotated: the answer carries a fresh one in the Authorization response header.',
    },
    servers: [{ url: '/' }],
    tags: tags.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
  };
}
