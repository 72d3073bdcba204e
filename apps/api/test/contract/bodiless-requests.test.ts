import { type Role, type RouteAccess, roles } from '@stitchworks/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../build-test-app.ts';
import { authHeaders, createUser } from '../factories/users.ts';

/**
 * The spec's callers send some writes with no body but a JSON content type (`POST /api-keys`).
 * Every write of the OpenAPI document with no body, or a body none of whose fields is required,
 * is called that way: it may refuse for other reasons, never for the missing body.
 */
const t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
afterAll(() => t.close());

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { required?: string[]; type?: string } }> };
};
const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const accessByRoute = new Map(
  t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
);
const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method, operation]) => {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) return false;
      // No body, or a body object none of whose fields is required.
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      return !schema || (schema.type === 'object' && (schema.required ?? []).length === 0);
    })
    .map(([method]) => ({ method: method.toUpperCase(), path })),
);

const callerOf = (access: RouteAccess | undefined): Role | null => {
  if (access === undefined || access === 'public') return null;
  const allowed = access === 'authenticated' ? roles : access;
  return allowed.includes('seller') ? 'seller' : (allowed[0] ?? null);
};

describe('writes sent without a body', () => {
  it('include POST /api/api-keys', () => {
    expect(writes).toContainEqual({ method: 'POST', path: '/api/api-keys' });
  });

  it.each(writes)('$method $path is not refused for having none', async ({ method, path }) => {
    const url = path.replace(/\{[^}]+\}/g, '999999');
    const role = callerOf(accessByRoute.get(`${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`));
    const headers = role ? await authHeaders(t.app, await createUser(t.db, { role })) : {};
    for (const payload of [undefined, '']) {
      const res = await t.app.inject({
        method: method as InjectOptions['method'],
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      const error = res.statusCode >= 400 ? res.json().error : undefined;
      expect(error?.code).not.toBe('MALFORMED_BODY');
      const bodyErrors = (error?.details ?? []) as { path: string }[];
      expect(error?.code === 'VALIDATION_ERROR' && bodyErrors.some((d) => d.path === '')).toBe(
        false,
      );
    }
  });
});
