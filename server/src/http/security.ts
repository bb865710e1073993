import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';

const hasCookie = (header: string | undefined, name: string): boolean =>
  (header ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));

/** CORS (reflected origin, credentials, exposed rotation header), helmet with a CSP the SPA fits, the XSRF-TOKEN cookie. */
export async function installSecurity(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(cors, {
    origin: true,
    credentials: true,
    exposedHeaders: ['Authorization', 'Content-Disposition'],
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Set by hand: @fastify/cookie loads the ESM-only `cookie` package through a dynamic import,
  // which the jest server project cannot run.
  app.addHook('onRequest', async (request, reply) => {
    if (hasCookie(request.headers.cookie, XSRF_COOKIE)) return;
    const value = randomBytes(24).toString('base64url');
    void reply.header(
      'Set-Cookie',
      `${XSRF_COOKIE}=${value}; Path=/; SameSite=Lax${production ? '; Secure' : ''}`,
    );
  });
}
