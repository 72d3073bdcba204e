import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors.ts';

// Vite puts content-hashed files under assets/; everything else may change between releases.
function cacheControlFor(path: string, webDist: string): string {
  if (path.startsWith(join(webDist, 'assets'))) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

export type WebOptions = { webDist: string };

/**
 * Serves the built web app: hashed assets pre-compressed and cached for a year, every other
 * non-API path answered with index.html so the SPA's router takes over. Unknown /api paths get the JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const indexFile = join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the client accepts is sent, with
      // Vary: Accept-Encoding, and the plain file for clients that accept neither.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', cacheControlFor(path, options.webDist));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || !wantsPage) {
      return reply.status(404).send(notFoundBody());
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', options.webDist);
  });
});
