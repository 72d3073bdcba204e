import { errorBodySchema, type RouteAccess } from '@stitchworks/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_PREFIX, routeKey } from './access.ts';
import { uploadBodies } from './upload-bodies.ts';

const UNDOCUMENTED_PREFIXES = ['/api/docs'];

/**
 * The error statuses the app's error model can answer on a route (errors.ts, auth.ts,
 * security.ts, idempotency.ts), each with the one error body:
 * - 400 a refused value (the schemas, NUL characters, an unknown query parameter), 500 and 503
 *   (the database went away) on every route; 429 wherever the rate limit applies;
 * - 401 on a route that needs a caller, 403 on one limited to some roles;
 * - 404 on a route with path parameters (a record that is not there or not the caller's);
 * - 413 and 415 on a route that reads a body (too large, a content type it does not take);
 * - 409 and 422 on a route that honours an Idempotency-Key (the key in use, or used for another
 *   request).
 */
export function errorStatusesOf(route: {
  method: string | string[];
  url: string;
  config?: { access?: RouteAccess; idempotent?: unknown; rateLimit?: unknown };
}): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const access = route.config?.access;
  const statuses = [400, 500, 503];
  if (route.config?.rateLimit !== false) statuses.push(429);
  if (access !== 'public') statuses.push(401);
  if (Array.isArray(access)) statuses.push(403);
  if (/[:*]/.test(route.url)) statuses.push(404);
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) statuses.push(413, 415);
  if (route.config?.idempotent) statuses.push(409, 422);
  return statuses.sort((a, b) => a - b);
}

type AnyZod = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/**
 * A querystring that refuses parameters it does not declare: a zod object becomes strict (unless
 * it says what it does with unknown keys itself), a route without one gets an empty strict one.
 */
export function strictQuerystring(schema: unknown, key: string): z.ZodType {
  if (schema === undefined) return z.strictObject({});
  const def = (schema as AnyZod)._zod?.def;
  if (def?.type === 'object') {
    const object = schema as z.ZodObject;
    return def.catchall === undefined ? object.strict() : object;
  }
  if (def?.type === 'pipe') {
    const input = def.in as AnyZod;
    const output = def.out as AnyZod;
    if (input._zod.def.type === 'object') {
      return z.pipe(strictQuerystring(input, key), output);
    }
    if (output._zod.def.type === 'object') {
      return z.pipe(input, strictQuerystring(output, key));
    }
  }
  throw new Error(`Route "${key}": its querystring is not a zod object the contract can close`);
}

/**
 * Keeps every API route's answers true to the OpenAPI document it generates, whatever the route
 * declares: unknown query parameters are refused (400, the parameter named in the details), each
 * error status the route can answer is declared with the app's error body (the route's own
 * declarations kept), and a route that reads a multipart upload has its body documented
 * (upload-bodies.ts; the docs plugin puts it in the document). Registered after the access
 * plugin, whose rule it reads.
 */
export const routeContractPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    if (UNDOCUMENTED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const key = routeKey(methods[0] ?? 'GET', route.url);
    const schema = route.schema ?? {};
    const consumes = (schema as { consumes?: string[] }).consumes ?? [];
    if (consumes.includes('multipart/form-data') && !uploadBodies[key]) {
      throw new Error(`Route "${key}" reads multipart/form-data: document it in upload-bodies.ts`);
    }
    const declared = (schema.response ?? {}) as Record<string, unknown>;
    const errors = Object.fromEntries(
      errorStatusesOf(route)
        .filter((status) => declared[status] === undefined)
        .map((status) => [status, errorBodySchema]),
    );
    route.schema = {
      ...schema,
      querystring: strictQuerystring(schema.querystring, key),
      response: { ...declared, ...errors },
    };
  });
});
