import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerOnFirstUse, validatorOnFirstUse } from './compiled-on-first-use';

const common: Options = {
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  strict: false,
};

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes });
  addFormats(ajv, ['email', 'date', 'date-time']);
  return ajv;
}

/** Per app: how to compile each of its schemas now. */
const compilersOfApps = new WeakMap<FastifyInstance, (() => void)[]>();

/**
 * Path and query parameters are text on the wire, so they are coerced; JSON bodies are not (a
 * string where a number belongs is a 400), and unknown body fields are refused, not dropped.
 *
 * Validators and response serializers are compiled on a route's first call, not at start: the
 * contract has about 140 operations, and compiling all their schemas was most of the time an app
 * took to start (about half a second of CPU). A test compiles them all (`compileEverySchema`), so
 * a schema that neither compiler accepts still fails a test, not a caller.
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = createAjv('array');
  const strictBody = createAjv(false);
  const compilers: (() => void)[] = [];
  compilersOfApps.set(app, compilers);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validator = validatorOnFirstUse(() =>
      (httpPart === 'body' ? strictBody : coercing).compile(schema),
    );
    compilers.push(validator.compile);
    return validator.run;
  });
  app.setSerializerCompiler(({ schema }) => {
    const serializer = serializerOnFirstUse(() =>
      fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]),
    );
    compilers.push(serializer.compile);
    return serializer.run;
  });
}

/** Compiles every validator and serializer of a ready app; answers how many. */
export function compileEverySchema(app: FastifyInstance): number {
  const compilers = compilersOfApps.get(app) ?? [];
  for (const compile of compilers) compile();
  return compilers.length;
}
