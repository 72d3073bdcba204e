import { apiAccess, type Role, type RouteAccess, roles } from '@stitchworks/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { routeKey } from '../src/plugins/access.ts';
import { createTestApp } from './build-test-app.ts';
import { authHeaders, createUser } from './factories/users.ts';

/**
 * Every registered API route × every role × anonymous, against the access matrix in
 * packages/shared. Routes are read from the running app, so a new route is checked the day it is
 * added. Bodies are sent as a JSON array, which no route's body schema accepts: the access check
 * (which runs first) decides, and no handler with side effects runs with a valid body.
 */
const t = await createTestApp({
  rateLimitPerMinute: 1_000_000,
  signInRateLimitPerMinute: 1_000_000,
});
afterAll(() => t.close());

const NONEXISTENT_ID = '999999999';
const routes = [...t.app.apiRoutes].sort((a, b) =>
  `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
);

function requestFor(route: { method: string; url: string }): InjectOptions {
  const url = route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, NONEXISTENT_ID).replace(/\*$/, 'x');
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url,
    ...(withBody ? { payload: [], headers: { 'content-type': 'application/json' } } : {}),
  };
}

async function send(route: { method: string; url: string }, headers: Record<string, string>) {
  const request = requestFor(route);
  const res = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
  return { status: res.statusCode, body: res.body };
}

const allowedRoles = (access: RouteAccess): readonly Role[] =>
  access === 'public' || access === 'authenticated' ? roles : access;

// Active users who have chosen their password: nothing but the role limits them.
const headersByRole = new Map<Role, Record<string, string>>();
for (const role of roles) {
  const user = await createUser(t.db, { role, status: 'active', passwordChanged: true });
  headersByRole.set(role, await authHeaders(t.app, user));
}
// Users still restricted to self-service: e-mail not confirmed, or password not yet chosen.
const restrictedByRole = new Map<Role, Record<string, string>[]>();
for (const role of roles) {
  const inactive = await createUser(t.db, { role, status: 'inactive', passwordChanged: true });
  const unchosen = await createUser(t.db, { role, status: 'active', passwordChanged: false });
  restrictedByRole.set(role, [
    await authHeaders(t.app, inactive),
    await authHeaders(t.app, unchosen),
  ]);
}

describe('the access matrix', () => {
  it('finds the registered routes, each named in the matrix', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain('GET /api/users/self');
    for (const route of routes) {
      expect(apiAccess[routeKey(route.method, route.url) as keyof typeof apiAccess]).toEqual(
        route.access,
      );
    }
  });

  it('names no route that is not registered', () => {
    const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
    const missing = Object.keys(apiAccess).filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });
});

describe.each(routes)('$method $url', (route) => {
  const { access } = route;
  const allowed = new Set(allowedRoles(access));

  it(`anonymous: ${access === 'public' ? 'let through' : '401'}`, async () => {
    const res = await send(route, {});
    if (access === 'public') {
      expect([401, 403], res.body).not.toContain(res.status);
    } else {
      expect(res.status, res.body).toBe(401);
    }
  });

  it.each(roles)('%s', async (role) => {
    const res = await send(route, headersByRole.get(role)!);
    if (allowed.has(role)) {
      expect([401, 403], `${role} is allowed: ${res.body}`).not.toContain(res.status);
    } else {
      expect(res.status, `${role} is not allowed: ${res.body}`).toBe(403);
      expect(JSON.parse(res.body).error.message).toBe('Permission denied');
    }
  });

  if (Array.isArray(access) && access.length > 0) {
    it('refuses a restricted user of an allowed role (inactive, or password not chosen)', async () => {
      const role = access[0] as Role;
      for (const headers of restrictedByRole.get(role)!) {
        const res = await send(route, headers);
        expect(res.status, res.body).toBe(403);
      }
    });
  }
});

describe('restricted users', () => {
  it.each(roles)('%s may still read their own account', async (role) => {
    for (const headers of restrictedByRole.get(role)!) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/self', headers });
      expect(res.statusCode).toBe(200);
    }
  });
});
