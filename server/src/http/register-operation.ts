import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TypeGuard, type TSchema } from '@sinclair/typebox';
import type { AppContext } from '../app-context';
import { auditOriginOf, type AuditOrigin } from '../audit/origin';
import { authenticate, type AuthContext } from '../auth/authenticate';
import {
  isFileResponse,
  isMultipartBody,
  type OperationInput,
  type OperationResult,
  type OperationSpec,
} from './operation';
import { forbidden } from '../domain/errors';
import { SerializedJson } from './kept-answers';

type JsonSchema = Record<string, unknown>;

/** A plain JSON copy of a TypeBox schema without `$id`s (Ajv rejects an id registered twice). */
export function toRouteSchema(schema: TSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$id' ? undefined : value,
  ) as JsonSchema;
}

/** `/api/users/{id}` → `/api/users/:id`. */
export const toRoutePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export type OperationContext<Op extends OperationSpec> = OperationInput<Op> & {
  auth: Op['access'] extends 'public' ? AuthContext | null : AuthContext;
  /** Who calls and from where, for the audit trail (the actor is null on public calls). */
  origin: AuditOrigin;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type OperationHandler<Op extends OperationSpec> = (
  input: OperationContext<Op>,
) => Promise<OperationResult<Op> | SerializedJson>;

function routeSchema(operation: OperationSpec): Record<string, unknown> {
  const response: Record<string, JsonSchema> = {};
  for (const [status, spec] of Object.entries(operation.responses)) {
    if (!isFileResponse(spec)) response[status] = toRouteSchema(spec);
  }
  const body = operation.body;
  return {
    ...(operation.params ? { params: toRouteSchema(operation.params) } : {}),
    ...(operation.querystring ? { querystring: toRouteSchema(operation.querystring) } : {}),
    ...(body && !isMultipartBody(body) ? { body: toRouteSchema(body) } : {}),
    response,
  };
}

const successStatus = (operation: OperationSpec): number =>
  200 in operation.responses ? 200 : 201 in operation.responses ? 201 : 200;

/**
 * Registers one operation of the contract: path, validation and serialisation schemas all come
 * from the operation object; an onRequest hook enforces its access rule (401 / 403) first.
 */
export function registerOperation<Op extends OperationSpec>(
  app: FastifyInstance,
  context: AppContext,
  operation: Op,
  handler: OperationHandler<Op>,
): void {
  const { access } = operation;
  const bodyIsOptional =
    operation.body !== undefined &&
    !isMultipartBody(operation.body) &&
    TypeGuard.IsOptional(operation.body);
  const status = successStatus(operation);
  app.route({
    method: operation.method,
    url: toRoutePath(operation.path),
    schema: routeSchema(operation),
    preValidation: bodyIsOptional
      ? (request, _reply, done) => {
          request.body ??= {};
          done();
        }
      : undefined,
    // before the body is parsed or validated: a caller without a valid token gets 401 (and one
    // without the role 403) whatever it sent
    onRequest: async (request, reply) => {
      if (access === 'public') return;
      const auth = await authenticate(context, request, reply);
      if (access !== 'authenticated' && !access.includes(auth.role)) throw forbidden();
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth,
        origin: auditOriginOf(request),
        request,
        reply,
      } as OperationContext<Op>);
      void reply.code(status);
      if (!(result instanceof SerializedJson)) return result;
      void reply.type('application/json; charset=utf-8');
      return result.body;
    },
  });
}
