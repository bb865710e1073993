import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from './errors';

/** Whether a request URL is the API's (/api and /auth), not the SPA's. */
export const isApiPath = (url: string): boolean => /^\/(api|auth)(\/|$|\?)/.test(url);

/**
 * Serves the built SPA from `root` at `/`; unknown GETs outside /api and /auth fall back to
 * index.html. Everything else that matches no route is a JSON 404.
 */
export async function installSpaAndNotFound(
  app: FastifyInstance,
  root: string | undefined,
): Promise<void> {
  const indexFile = root === undefined ? undefined : join(root, 'index.html');
  const serveSpa = root !== undefined && indexFile !== undefined && existsSync(indexFile);
  if (serveSpa) {
    // Loaded only when serving: @fastify/static pulls an ESM-only dependency jest cannot require.
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // the build writes .br and .gz next to every text asset: served when the browser accepts them
      preCompressed: true,
      setHeaders: (response, path) => {
        // content-hashed assets never change; index.html must always be revalidated
        void response.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (serveSpa && wantsPage && !isApiPath(request.url)) return reply.sendFile('index.html');
    return sendRouteNotFound(request, reply);
  });
}
