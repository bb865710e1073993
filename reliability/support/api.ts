// The HTTP side of the reliability specs: one call to a running server, answered with its status,
// headers and parsed JSON body (a network failure rejects, as fetch does).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when the body is empty or not JSON). */
  body: unknown;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(
  baseUrl: string,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A field of a JSON object body, or undefined. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** The token of the `Authorization: Bearer …` response header (a rotation), or null. */
export function rotatedToken(answer: Answer): string | null {
  return /^Bearer\s+(\S+)$/i.exec(answer.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** Signs in by e-mail; throws unless the server answers 200 with a token. */
export async function logIn(
  baseUrl: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const { email, password } = credentials;
  const answer = await call(baseUrl, 'POST', '/api/auth/login', {
    body: { email, password },
    headers,
  });
  const token = field(answer.body, 'token');
  if (answer.status !== 200 || typeof token !== 'string')
    throw new Error(`login of ${credentials.email}: ${String(answer.status)} ${answer.text}`);
  return token;
}

/** Pesos with at most two decimals (what the API speaks) to integer cents (what the rows hold). */
export const cents = (pesos: number): number => Math.round(pesos * 100);
