import { type ApiRouteKey, apiAccess, type RouteAccess } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every guarded API route as registered, with its access rule (the access matrix test reads it). */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}

export const API_PREFIX = '/api';
const UNGUARDED_PREFIXES = ['/api/docs'];

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.slice(API_PREFIX.length) || '/'}`;
}

/**
 * Refuses to register an API route that the access matrix does not name, and attaches the
 * route's access rule to its config, where the auth plugin enforces it on every request.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    if (UNGUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = routeKey(method, route.url);
      const access = apiAccess[key as ApiRouteKey] as RouteAccess | undefined;
      if (!access) throw new Error(`Route "${key}" is not in the access matrix (packages/shared)`);
      route.config = { ...route.config, access };
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });
});
