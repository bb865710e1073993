import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

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

/**
 * Path and query parameters are text on the wire, so they are coerced; JSON bodies are not (a
 * string where a number belongs is a 400), and unknown body fields are refused, not dropped.
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = createAjv('array');
  const strictBody = createAjv(false);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strictBody : coercing).compile(schema),
  );
}
