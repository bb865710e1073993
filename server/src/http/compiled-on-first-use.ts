// Fastify asks for every route's validators and serializers when the route is registered; these
// wrappers compile one when a request first needs it, and keep it. Each wrapper also offers to
// compile now (`compileEverySchema` in validators.ts).

import type { FastifySchemaValidationError } from 'fastify';

/** Fastify's validator shape: true or false, with Ajv's `errors` read after a false. */
export interface Validator {
  (data: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null;
}

export type Serializer = (data: unknown) => string;

/** A compiled function, compiled on its first call, or when `compile` is called. */
export interface OnFirstUse<F> {
  run: F;
  compile: () => void;
}

export function validatorOnFirstUse(compileValidator: () => Validator): OnFirstUse<Validator> {
  let compiled: Validator | undefined;
  const compile = () => (compiled ??= compileValidator());
  const run: Validator = (data) => {
    const validate = compile();
    const valid = validate(data);
    run.errors = validate.errors;
    return valid;
  };
  return { run, compile };
}

export function serializerOnFirstUse(compileSerializer: () => Serializer): OnFirstUse<Serializer> {
  let compiled: Serializer | undefined;
  const compile = () => (compiled ??= compileSerializer());
  return { run: (data) => compile()(data), compile };
}
