// Stubs `global.fetch`: the HTTP boundary, and the only thing SPA tests fake. The store, the
// baseQuery wrapper and the generated endpoints run for real.

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Reject like a browser does when the server cannot be reached. */
  networkError?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Path without origin, with the query string. */
  path: string;
  headers: Headers;
  body: unknown;
}

type Responder = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

export interface FakeRoute {
  method?: string;
  path: string | RegExp;
  reply: Responder;
}

export interface FakeFetch {
  calls: RecordedRequest[];
  /** Calls matching a method and a path. */
  callsTo(method: string, path: string | RegExp): RecordedRequest[];
}

/** JSON reply helper. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): FakeReply {
  return { status, body, ...(headers ? { headers } : {}) };
}

function matches(route: FakeRoute, request: RecordedRequest): boolean {
  if (route.method && route.method.toUpperCase() !== request.method) return false;
  const pathname = request.path.split('?')[0] ?? '';
  return typeof route.path === 'string' ? route.path === pathname : route.path.test(request.path);
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  let body: unknown = text || undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return {
    method: request.method.toUpperCase(),
    path: `${url.pathname}${url.search}`,
    headers: request.headers,
    body,
  };
}

/** Installs a fake `fetch` answering from `routes` (first match wins; unmatched: 404 JSON). */
export function fakeFetch(routes: FakeRoute[]): FakeFetch {
  const calls: RecordedRequest[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await record(input, init);
    calls.push(request);
    const route = routes.find((candidate) => matches(candidate, request));
    const answer = route
      ? typeof route.reply === 'function'
        ? await route.reply(request)
        : route.reply
      : reply(404, { message: 'Not found' });
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const headers = new Headers(answer.headers);
    if (answer.body !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    const payload = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : payload, { status, headers });
  };
  globalThis.fetch = jest.fn(impl) as typeof fetch;
  return {
    calls,
    callsTo: (method, path) => calls.filter((call) => matches({ method, path, reply: {} }, call)),
  };
}

/** A promise with its resolve handle, to hold a fake reply until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
