// Requests generated from the contract: for every operation of openapi/openapi.json, fast-check
// arbitraries of its path, query and body, valid by its schemas or hostile (wrong types, boundary
// numbers and days, 1 MB strings, unicode and control characters, SQL and script text, missing and
// extra fields, bad ids and pages).
import fc from 'fast-check';

type Schema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-access': 'public' | 'authenticated' | string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: OpenApiOperation['x-access'];
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: { contentType: string; schema: Schema } | null;
}

export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      return {
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        access: operation['x-access'],
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: content === undefined ? null : { contentType: content[0], schema: content[1].schema },
      };
    }),
  );
}

/** What a fuzzed request is: ready to send. */
export interface FuzzRequest {
  method: ContractOperation['method'];
  url: string;
  /** An object is sent as JSON; a string or a FormData as is; undefined sends no body. */
  payload: unknown;
  /** How the request was made, for the report of a failure. */
  shape: string;
}

const SQL_AND_SCRIPT = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "') UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  'NEAR(a b)',
  '"unterminated',
  'a* OR b*',
  '%',
  '_',
  '\\',
];

const BAD_DAYS = [
  '2024-02-30',
  '2023-02-29',
  '0000-00-00',
  '9999-12-31',
  '0001-01-01',
  '2024-13-01',
  '2024-1-1',
  '24-01-01',
  '2024-01-01T00:00:00Z',
  'today',
  '',
];

const BOUNDARY_NUMBERS = [
  0,
  -1,
  -0,
  1,
  0.5,
  -0.01,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];

const ONE_MEGABYTE = 'ñ'.repeat(512 * 1024);

/** Strings no form would send: control characters, lone surrogates, emoji, right-to-left marks. */
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202Eevil',
    '\uD800',
    '\uFFFF',
    '\r\n\t',
    ' ',
    '🔥💧',
    'Ñandú Pérez',
  ),
);

/** A value that breaks the schema, or is on its edge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_AND_SCRIPT) },
  { weight: 3, arbitrary: oddText },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_DAYS) },
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 'a'], { $gt: '' }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 5000 }) },
  { weight: 1, arbitrary: fc.constant(ONE_MEGABYTE) },
);

function resolve(schema: Schema, document: OpenApiDocument): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = document.components.schemas[ref.split('/').pop() ?? ''];
  if (target === undefined) throw new Error(`unknown schema ${ref}`);
  return resolve(target, document);
}

const isoDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** A value its schema accepts (short: the point is to reach the handlers, not to fill the disk). */
export function validValue(
  rawSchema: Schema,
  document: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(rawSchema, document);
  if (Array.isArray(schema.anyOf))
    return fc.oneof(
      ...(schema.anyOf as Schema[]).map((option) => validValue(option, document, depth)),
    );
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1000,
        max: typeof schema.maximum === 'number' ? Math.min(schema.maximum, 2 ** 31 - 1) : 100_000,
      });
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 100_000;
      return fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
        .map((cents) => cents / 100);
    }
    case 'string':
      return validString(schema);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const items = (schema.items as Schema | undefined) ?? {};
      return fc.array(validValue(items, document, depth + 1), {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4),
      });
    }
    case 'object':
    default: {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      if (depth > 3 || Object.keys(properties).length === 0) return fc.constant({});
      const required = (schema.required as string[] | undefined) ?? [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            validValue(property, document, depth + 1),
          ]),
        ),
        { requiredKeys: required },
      );
    }
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 30, 30),
  );
  if (schema.format === 'date') return isoDay;
  if (schema.format === 'date-time') return isoDay.map((day) => `${day}T12:00:00.000Z`);
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= 120);
  if (schema.format === 'binary') return fc.constant('');
  if (typeof schema.pattern === 'string')
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter(
        (text) => text.length >= minLength && text.length <= Math.max(maxLength, minLength + 40),
      );
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc
      .constantFrom('Rosa', 'Zona Centro', 'cilindro', 'Guadalajara', '3336142200')
      .filter((text) => text.length >= minLength && text.length <= maxLength),
  );
}

/** A path segment: a valid value, or a bad id, page or day. */
function pathValue(parameter: OpenApiParameter, document: OpenApiDocument): fc.Arbitrary<string> {
  const bad = fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '99999999999999999999',
      'abc',
      'null',
      'undefined',
      ' ',
    ),
    fc.constantFrom(...SQL_AND_SCRIPT),
    fc.constantFrom(...BAD_DAYS.filter((day) => day !== '')),
    oddText.filter((text) => text !== ''),
    fc.string({ minLength: 500, maxLength: 2000 }),
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: validValue(parameter.schema, document)
        .map(String)
        .filter((text) => text !== ''),
    },
    { weight: 2, arbitrary: bad },
  );
}

function queryOf(parameters: OpenApiParameter[], document: OpenApiDocument): fc.Arbitrary<string> {
  if (parameters.length === 0)
    return fc
      .option(fc.constantFrom('?extra=1', '?page=-1&size=1e9', '?__proto__[x]=1'), { nil: '' })
      .map((text) => text);
  return fc
    .tuple(
      ...parameters.map((parameter) =>
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: validValue(parameter.schema, document).map(String) },
            {
              weight: 1,
              arbitrary: hostileValue.map((value) =>
                typeof value === 'string' ? value : JSON.stringify(value),
              ),
            },
          ),
          { nil: undefined },
        ),
      ),
    )
    .map((values) => {
      const query = new URLSearchParams();
      values.forEach((value, index) => {
        const parameter = parameters[index];
        if (value !== undefined && parameter !== undefined) query.set(parameter.name, value);
      });
      const text = query.toString();
      return text === '' ? '' : `?${text}`;
    });
}

/** A JSON body: valid, with one field broken, with a required field missing, with extras, or no object at all. */
function jsonBodyOf(
  schema: Schema,
  document: OpenApiDocument,
): fc.Arbitrary<{ payload: unknown; shape: string }> {
  const resolved = resolve(schema, document);
  const required = (resolved.required as string[] | undefined) ?? [];
  const keys = Object.keys((resolved.properties as Record<string, Schema> | undefined) ?? {});
  const valid = validValue(resolved, document);
  const asObject = valid.map((value) => (value ?? {}) as Record<string, unknown>);
  const variants: fc.Arbitrary<{ payload: unknown; shape: string }>[] = [
    valid.map((payload) => ({ payload, shape: 'valid body' })),
    fc
      .constantFrom(null, [], 'text', 42, true)
      .map((payload) => ({ payload, shape: 'not an object' })),
    asObject.chain((body) =>
      fc
        .record({ key: fc.string({ maxLength: 20 }), value: hostileValue })
        .map(({ key, value }) => ({
          payload: { ...body, [key === '' ? 'extra' : key]: value },
          shape: 'extra field',
        })),
    ),
  ];
  if (keys.length > 0)
    variants.push(
      fc.tuple(asObject, fc.constantFrom(...keys), hostileValue).map(([body, key, value]) => ({
        payload: { ...body, [key]: value },
        shape: `hostile ${key}`,
      })),
    );
  if (required.length > 0)
    variants.push(
      fc.tuple(asObject, fc.constantFrom(...required)).map(([body, key]) => ({
        payload: Object.fromEntries(Object.entries(body).filter(([field]) => field !== key)),
        shape: `missing ${key}`,
      })),
    );
  return fc.oneof(...variants);
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x49, 0x48, 0x44, 0x52,
]);

function multipartBodyOf(): fc.Arbitrary<{ payload: unknown; shape: string }> {
  const form = (field: string, bytes: Uint8Array, type: string, name: string): FormData => {
    const data = new FormData();
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };
  return fc.oneof(
    fc.constant({ payload: form('image', PNG, 'image/png', 'foto.png'), shape: 'png' }),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
      payload: form('image', bytes, 'image/png', 'x.png'),
      shape: 'random bytes as png',
    })),
    fc.constantFrom(...SQL_AND_SCRIPT).map((name) => ({
      payload: form('image', PNG, 'image/svg+xml', name),
      shape: 'odd file name and type',
    })),
    fc.constant({ payload: form('other', PNG, 'image/png', 'foto.png'), shape: 'wrong field' }),
    fc.constant({ payload: 'not multipart', shape: 'text body' }),
    fc.constant({ payload: { image: 'x' }, shape: 'json body' }),
  );
}

/**
 * A path segment percent-encoded; a lone surrogate, which has no UTF-8, goes as the bytes a broken
 * client would send for it (invalid UTF-8).
 */
function encodeSegment(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

/** Requests for one operation. */
export function requestsFor(
  operation: ContractOperation,
  document: OpenApiDocument,
): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(...operation.pathParams.map((parameter) => pathValue(parameter, document)))
    .map((values) => {
      let url = operation.path;
      operation.pathParams.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodeSegment(values[index] ?? ''));
      });
      return url;
    });
  const body: fc.Arbitrary<{ payload: unknown; shape: string }> =
    operation.body === null
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant({ payload: undefined, shape: 'no body' }) },
          {
            weight: 1,
            arbitrary: hostileValue.map((payload) => ({ payload, shape: 'unexpected body' })),
          },
        )
      : operation.body.contentType.startsWith('multipart/')
        ? multipartBodyOf()
        : jsonBodyOf(operation.body.schema, document);
  return fc
    .tuple(path, queryOf(operation.queryParams, document), body)
    .map(([url, query, { payload, shape }]) => ({
      method: operation.method,
      url: `${url}${query}`,
      // a GET or DELETE sends no body: fetch refuses one on GET
      payload: operation.method === 'GET' ? undefined : payload,
      shape,
    }));
}
