import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { allOperations } from './resources';

// Request logs must not carry what people type in search boxes (names, phones, e-mails): Fastify
// logs `req.url`, which holds the search segment of the lists and exports and the query string.
// redactUrl keeps the shape of the call (the literal segments of its contract path, page and size,
// ids, days) and replaces every search or filter segment, anything after it, every other segment
// that does not look like an id, a day or a keyword, and every query-string value by REDACTED.
// A push id in a path (DELETE /api/push/devices/{token}) is redacted the same way: whoever holds it
// can be sent messages.

export const REDACTED = '[redacted]';

/** The path parameters that carry typed text, or a secret (a browser's push id). */
const TEXT_PARAMETERS = new Set(['search', 'filter', 'token']);

/** What a non-text path parameter may look like and still be logged (ids, pages, days, enums). */
const HARMLESS_SEGMENT = /^[A-Za-z0-9_.-]{1,40}$/;

type Segment = { literal: string } | { parameter: string };

interface Template {
  segments: Segment[];
  /** Index of the first text parameter, or -1. */
  textAt: number;
}

const templateOf = (path: string): Template => {
  const segments: Segment[] = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const parameter = /^\{(\w+)\}$/.exec(part)?.[1];
      return parameter === undefined ? { literal: part } : { parameter };
    });
  const textAt = segments.findIndex(
    (segment) => 'parameter' in segment && TEXT_PARAMETERS.has(segment.parameter),
  );
  return { segments, textAt };
};

/** The contract's paths, the most specific first (more literal segments, then longer). */
const templates: readonly Template[] = [...new Set(allOperations.map((op) => op.path))]
  .map(templateOf)
  .sort((a, b) => {
    const literals = (t: Template) => t.segments.filter((segment) => 'literal' in segment).length;
    return literals(b) - literals(a) || b.segments.length - a.segments.length;
  });

/** The path's segments as the template reads them, or null when it does not match. */
function redactWith(template: Template, parts: readonly string[]): string[] | null {
  const { segments, textAt } = template;
  const textTail = textAt === segments.length - 1;
  // a text segment may be followed by stray segments (they are redacted with it)
  if (parts.length < segments.length || (parts.length > segments.length && !textTail)) return null;
  const result: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if ('literal' in segment) {
      if (part !== segment.literal) return null;
      result.push(part);
    } else if (index === textAt) {
      result.push(REDACTED);
    } else {
      result.push(HARMLESS_SEGMENT.test(part) ? part : REDACTED);
    }
  }
  return result;
}

function redactPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  for (const template of templates) {
    const redacted = redactWith(template, parts);
    if (redacted !== null) return `/${redacted.join('/')}${path.endsWith('/') ? '/' : ''}`;
  }
  return path;
}

function redactQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      const safeKey = HARMLESS_SEGMENT.test(key) ? key : REDACTED;
      return equals === -1 ? safeKey : `${safeKey}=${REDACTED}`;
    })
    .join('&');
}

/**
 * A request URL fit for the logs: `/api/users/paginated/1/10/juan%40x.mx?trashed=only` →
 * `/api/users/paginated/1/10/[redacted]?trashed=[redacted]`. Paths outside the contract keep
 * their path; every query-string value is redacted.
 */
export function redactUrl(rawUrl: string): string {
  // an absolute-form request target (`GET http://host/path`) is logged without its host
  const url = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt === -1) return redactPath(path);
  return `${redactPath(path)}?${redactQuery(url.slice(queryAt + 1))}`;
}

/** What the request log line says about a request: no host, no headers, a redacted url. */
export interface LoggedRequest {
  method: string;
  url: string;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
  [key: string]: unknown;
}

/** Fastify `logger.serializers`: the request with its url redacted (see redactUrl). */
export const loggerSerializers = {
  req(request: FastifyRequest): LoggedRequest {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};

/**
 * Fastify's request log lines, one per request instead of two: nothing when a request comes in,
 * and when it is answered the method, redacted url and caller (the `req` serializer), status and
 * time. The two lines cost twice the logging time under load, and the first says nothing the
 * second does not. Errors keep their own lines.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // logged with its outcome, in requestCompleted
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
