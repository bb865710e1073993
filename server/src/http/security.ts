import { randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { DomainError } from '../domain/errors';
import { isApiPath } from './spa';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The value of a cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * CORS: same origin only by default; CORS_ORIGINS lists the origins of an SPA built with another
 * API_BASE_URL (they get credentials and the exposed rotation header), or `*` for any origin
 * without credentials.
 */
async function installCors(app: FastifyInstance, origins: AppConfig['corsOrigins']) {
  if (origins !== '*' && origins.length === 0) return;
  await app.register(cors, {
    origin: origins === '*' ? '*' : origins,
    credentials: origins !== '*',
    // rotation; the export's file name, its rows in all and its id (for the progress bar)
    exposedHeaders: ['Authorization', 'Content-Disposition', 'X-Total-Count', 'X-Export-Id'],
  });
}

/** The service worker a SPA built with a Firebase config (FIREBASE_*) has at its root. */
const PUSH_WORKER_FILE = 'firebase-messaging-sw.js';

/** What the Firebase messaging SDK calls from the page and its worker. */
const FCM_CONNECT_SOURCES = [
  'https://fcm.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];

const pushWorkerBuilt = (spaRoot: string | undefined): boolean =>
  spaRoot !== undefined && existsSync(join(spaRoot, PUSH_WORKER_FILE));

/**
 * The headers helmet's middleware sets, read once from a response that only records them: with
 * these options none of them depends on the request (no CSP nonce, no directive computed per
 * request).
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {
      // X-Powered-By: Fastify sends none
    },
  };
  middleware(
    new IncomingMessage(new Socket()),
    recorder as unknown as Parameters<typeof middleware>[1],
    () => undefined,
  );
  return headers;
}

/**
 * The headers of the API's answers (JSON, files), after the OWASP REST Security Cheat Sheet: an
 * answer is never a page, so its CSP forbids everything, it is never framed nor kept by a cache,
 * and the browser-page headers (cross-origin opener, DNS prefetch, XSS auditor...) are left out.
 * Transport security, referrer and cross-origin resource policies are the page's.
 */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'referrer-policy', 'cross-origin-resource-policy'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...Object.fromEntries(
      kept.flatMap((name) => {
        const value = pageHeaders[name];
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  };
}

/**
 * Helmet's headers with a CSP the SPA fits, on the SPA's answers; the API's answers get the
 * shorter set of apiHeadersOf (a route may still set its own Cache-Control). FCM's hosts are named
 * in connect-src only for a SPA built for push messaging (its service worker is there). The
 * headers are computed once: the @fastify/helmet plugin builds helmet's middleware again on every
 * request (parsing the CSP each time), an eighth of the server's time on a light call, and the
 * middleware's own setHeader calls cost more than handing Fastify one set of headers.
 */
function installHelmet(app: FastifyInstance, config: AppConfig): void {
  const pageHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            'https:',
            ...(pushWorkerBuilt(config.spaRoot) ? FCM_CONNECT_SOURCES : []),
          ],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: {
        policy: config.corsOrigins === '*' ? 'cross-origin' : 'same-site',
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const apiHeaders = apiHeadersOf(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiPath(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

/**
 * CORS, helmet, and the anti-forgery double submit: the server sets the XSRF-TOKEN cookie, and a
 * state-changing call that carries the cookie (a browser) must echo it in X-XSRF-TOKEN, or it is
 * refused with 403. Calls without the cookie (API clients with a bearer token) are not
 * cookie-authenticated and are not checked. The cookie is handed out on calls without a bearer
 * token (the page, the sign-in): a call with one comes from an API client, which keeps no
 * cookies, or from a page that got the cookie with its first answer.
 */
export async function installSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await installCors(app, config.corsOrigins);
  installHelmet(app, config);
  // Set by hand: @fastify/cookie loads the ESM-only `cookie` package through a dynamic import,
  // which the jest server project cannot run. The value is a random UUID (122 random bits from
  // Node's buffered CSPRNG: a system call per token cost a tenth of the time of a light call), so
  // it needs no encoding.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = cookieValue(request.headers.cookie, XSRF_COOKIE);
    if (cookie === null) {
      if (request.headers.authorization === undefined) {
        void reply.header(
          'Set-Cookie',
          `${XSRF_COOKIE}=${randomUUID()}; Path=/; SameSite=Lax${config.production ? '; Secure' : ''}`,
        );
      }
      done();
      return;
    }
    const echoed = request.headers[XSRF_HEADER];
    if (
      !STATE_CHANGING.has(request.method) ||
      (typeof echoed === 'string' && sameText(echoed, cookie))
    )
      done();
    else done(new DomainError(403, 'xsrfMismatch'));
  });
}
