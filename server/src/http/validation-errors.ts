import type { FastifySchemaValidationError } from 'fastify';
import { DAY_PATTERN, FIRST_DAY, LAST_DAY } from './schemas';
import { translate, type Language, type MessageKey } from '../domain/messages';

const unionKeywords = new Set(['anyOf', 'oneOf']);

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const params = error.params;
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    path.push(params.additionalProperty);
  return path.length > 0 ? path.join('.') : context;
}

function messageOf(error: FastifySchemaValidationError, language: Language): string {
  const params = error.params;
  const limit = typeof params.limit === 'number' ? params.limit : '';
  const keys: Record<string, MessageKey> = {
    required: 'required',
    additionalProperties: 'unknownField',
    type: 'invalidType',
    pattern: 'invalidFormat',
    minLength: 'tooShort',
    maxLength: 'tooLong',
    minimum: 'tooSmall',
    maximum: 'tooBig',
    exclusiveMinimum: 'mustBePositive',
    const: 'invalidValue',
    enum: 'invalidValue',
    anyOf: 'invalidValue',
    oneOf: 'invalidValue',
  };
  const dayRange = { first: FIRST_DAY, last: LAST_DAY };
  // a day outside the accepted years fails the day pattern: the same message as a bad date
  if (error.keyword === 'pattern' && params.pattern === DAY_PATTERN)
    return translate('invalidDate', language, dayRange);
  if (error.keyword === 'format') {
    const format = params.format;
    const key: MessageKey =
      format === 'email' ? 'invalidEmail' : format === 'date' ? 'invalidDate' : 'invalidFormat';
    return translate(key, language, dayRange);
  }
  return translate(keys[error.keyword] ?? 'invalidValue', language, { limit });
}

/**
 * Ajv errors grouped by field: `{ email: ['Correo electrónico no válido.'] }`. When a union
 * failed, its branch errors are replaced by one "value not allowed".
 */
export function fieldErrorsOf(
  errors: readonly FastifySchemaValidationError[],
  context: string,
  language: Language,
): Record<string, string[]> {
  const unionPaths = new Set(
    errors.filter((error) => unionKeywords.has(error.keyword)).map((error) => error.instancePath),
  );
  // a Map: a field is named by the client ("valueOf", "__proto__"), never looked up on a prototype
  const result = new Map<string, string[]>();
  for (const error of errors) {
    const insideUnion = [...unionPaths].some(
      (path) => error.instancePath === path || error.instancePath.startsWith(`${path}/`),
    );
    if (insideUnion && !unionKeywords.has(error.keyword)) continue;
    const field = fieldOf(error, context);
    const message = messageOf(error, language);
    const list = result.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    result.set(field, list);
  }
  return Object.fromEntries(result);
}
