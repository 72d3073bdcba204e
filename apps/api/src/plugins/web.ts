import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors.ts';
import { isApiPath } from './security.ts';

// Vite puts content-hashed files under assets/; everything else may change between releases.
function cacheControlFor(path: string, webDist: string): string {
  if (path.startsWith(join(webDist, 'assets'))) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

export type WebOptions = { webDist: string };

/** The cookie the web app sets to the language it shows (lib/i18n.ts). */
const VIETNAMESE_COOKIE = /(?:^|;\s*)sw_lang=vi(?:;|$)/;

/**
 * The page sent for a path: /login has a copy with the sign-in page already drawn, in the language
 * the browser last showed (when the build wrote it); every other path gets the app's index.html.
 */
export function pageFileFor(path: string, cookieHeader: string | undefined, webDist: string) {
  if (path !== '/login') return 'index.html';
  const vietnamese = VIETNAMESE_COOKIE.test(cookieHeader ?? '');
  const file = vietnamese ? 'login.vi.html' : 'login.html';
  return existsSync(join(webDist, file)) ? file : 'index.html';
}

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
    if (isApiPath(path) || !hasWeb || !wantsPage) {
      return reply.status(404).send(notFoundBody());
    }
    const file = pageFileFor(path, request.headers.cookie, options.webDist);
    // The answer to /login depends on the language cookie.
    if (path === '/login') reply.header('Vary', 'Cookie');
    return reply.header('Cache-Control', 'no-cache').sendFile(file, options.webDist);
  });
});
