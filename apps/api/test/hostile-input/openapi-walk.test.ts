import { type Role, type RouteAccess, roles } from '@stitchworks/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../build-test-app.ts';
import { authHeaders, createUser } from '../factories/users.ts';
import {
  HOSTILE_NUMBERS,
  hostileValues,
  type JsonSchema,
  NUL_TEXT,
  resolverFor,
  sampleValue,
} from './schema-values.ts';

/**
 * Every route of the OpenAPI document (`GET /api/docs/json`), so routes added later are walked
 * too, called by a role it lets in with values the schemas may let through but PostgreSQL
 * refuses: ids and numbers past 2^31 - 1 in the path, the query and each body field, a NUL
 * character in each text, malformed multipart bodies. Whatever the answer, it is never a 5xx.
 */
const t = await createTestApp({
  rateLimitPerMinute: 1_000_000,
  signInRateLimitPerMinute: 1_000_000,
  apiKeyRateLimitPerMinute: 1_000_000,
});
afterAll(() => t.close());

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
const resolve = resolverFor(document);
const accessByRoute = new Map(
  t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]),
);

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);

/** Up to two roles the route lets in, staff and seller first; null stands for nobody signed in. */
function callersOf(access: RouteAccess | undefined): (Role | null)[] {
  if (access === undefined || access === 'public') return [null, 'seller'];
  const allowed = access === 'authenticated' ? roles : access;
  const preferred = (['admin', 'seller'] as Role[]).filter((role) => allowed.includes(role));
  const others = allowed.filter((role) => !preferred.includes(role));
  return [...preferred, ...others].slice(0, 2);
}

const numberText = HOSTILE_NUMBERS.map(String);
const textValues = [...numberText, NUL_TEXT, '-1', '1.5'];

function paramValues(parameter: Parameter): string[] {
  const schema = resolve(parameter.schema ?? {});
  if (schema.enum) return [];
  return textValues;
}

function encodeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The requests that put one hostile value somewhere in the operation's input. */
function hostileRequests(method: string, path: string, operation: Operation): InjectOptions[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const baseQuery = Object.fromEntries(
    queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, sampleValue(parameter.schema ?? {}, resolve)]),
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? sampleValue(bodySchema, resolve) : undefined;
  const urlWith = (values: Record<string, string>) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
  const send = (url: string, query: Record<string, unknown>, body: unknown): InjectOptions => ({
    method: method as InjectOptions['method'],
    url: `${url}${encodeQuery(query)}`,
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

  const requests: InjectOptions[] = [];
  for (const parameter of pathParameters) {
    for (const value of paramValues(parameter)) {
      requests.push(send(urlWith({ [parameter.name]: value }), baseQuery, baseBody));
    }
  }
  for (const parameter of queryParameters) {
    for (const value of paramValues(parameter)) {
      requests.push(send(urlWith({}), { ...baseQuery, [parameter.name]: value }, baseBody));
    }
  }
  if (bodySchema) {
    for (const body of hostileValues(bodySchema, resolve).slice(0, 80)) {
      requests.push(send(urlWith({}), baseQuery, body));
    }
  }
  if (method !== 'GET') requests.push(...malformedMultipart(urlWith({}), method));
  return requests;
}

/** Multipart bodies a parser chokes on: cut short, no boundary, a broken part header. */
function malformedMultipart(url: string, method: string): InjectOptions[] {
  const boundary = '----walker';
  const bodies: [string, string][] = [
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`,
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="design"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0000\u0001`,
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nbroken header line\r\n\r\nabc\r\n--${boundary}--\r\n`,
    ],
    ['multipart/form-data', `--${boundary}\r\n\r\n--${boundary}--`],
    [`multipart/form-data; boundary=${boundary}`, ''],
  ];
  return bodies.map(([contentType, payload]) => ({
    method: method as InjectOptions['method'],
    url,
    payload,
    headers: { 'content-type': contentType },
  }));
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('finds the routes in the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)(
    '$method $path answers no 5xx',
    { timeout: 120_000 },
    async ({ method, path, operation }) => {
      const access = accessByRoute.get(`${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
      const failures: string[] = [];
      for (const role of callersOf(access)) {
        // A caller of its own per route: what one route does to its user (sign out, lock) stays there.
        const user = role ? await createUser(t.db, { role }) : null;
        const headers = user ? await authHeaders(t.app, user) : {};
        for (const request of hostileRequests(method, path, operation)) {
          const res = await t.app.inject({
            ...request,
            headers: { ...request.headers, ...headers },
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${role ?? 'anonymous'} ${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
