import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { classifyDatabaseError } from '../db/constraint-errors';
import { DomainError, type FieldErrors } from '../domain/errors';
import { languageOf, translate, type Language, type MessageKey } from '../domain/messages';
import { fieldErrorsOf } from './validation-errors';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const translateFields = (fields: FieldErrors, language: Language): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [
      field,
      keys.map((key) =>
        typeof key === 'string'
          ? translate(key, language)
          : translate(key.key, language, key.values),
      ),
    ]),
  );

/** Fastify's own client errors (bad JSON, size, media type…) by code. */
const frameworkMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
};

function fromFrameworkError(error: FastifyError): { status: number; key: MessageKey } | null {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return null;
  if (error instanceof SyntaxError) return { status: 400, key: 'malformedJson' };
  return {
    status,
    key: frameworkMessages[error.code] ?? (status === 413 ? 'payloadTooLarge' : 'badRequest'),
  };
}

function describe(
  error: FastifyError,
  language: Language,
): { status: number; body: ErrorBody; headers?: Record<string, string> } | null {
  if (error.validation) {
    return {
      status: 400,
      body: {
        message: translate('validationFailed', language),
        errors: fieldErrorsOf(error.validation, error.validationContext ?? 'body', language),
      },
    };
  }
  if (error instanceof DomainError) {
    const fields = translateFields(error.fieldErrors, language);
    return {
      status: error.status,
      body: {
        message: translate(error.messageKey, language),
        ...(Object.keys(fields).length > 0 ? { errors: fields } : {}),
      },
      headers: error.headers,
    };
  }
  const failure = classifyDatabaseError(error);
  if (failure?.kind === 'unique') {
    const field = failure.field ?? 'id';
    return {
      status: 409,
      body: {
        message: translate('conflict', language),
        errors: { [field]: [translate('duplicateValue', language)] },
      },
    };
  }
  if (failure?.kind === 'foreignKey')
    return { status: 422, body: { message: translate('unknownReference', language) } };
  if (failure?.kind === 'check')
    return { status: 422, body: { message: translate('unprocessable', language) } };
  if (failure?.kind === 'badData')
    return { status: 400, body: { message: translate('validationFailed', language) } };
  const framework = fromFrameworkError(error);
  if (framework)
    return { status: framework.status, body: { message: translate(framework.key, language) } };
  return null;
}

/** The one error handler of the API: every error becomes JSON `{ message, errors? }`. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request.headers['accept-language']);
    const described = describe(error, language);
    if (described === null) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: translate('serverError', language) });
    }
    if (described.status >= 500) request.log.error({ err: error }, 'server error');
    return reply
      .code(described.status)
      .headers(described.headers ?? {})
      .send(described.body);
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = languageOf(request.headers['accept-language']);
  return reply.code(404).send({ message: translate('routeNotFound', language) });
}
