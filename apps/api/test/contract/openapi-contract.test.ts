import { type Role, type RouteAccess, roles } from '@stitchworks/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../build-test-app.ts';
import { authHeaders, createUser } from '../factories/users.ts';
import { type JsonSchema, resolverFor, sampleValue } from '../hostile-input/schema-values.ts';

/**
 * The OpenAPI document (`GET /api/docs/json`) is a contract: every operation is called, by a role
 * it lets in and by callers it refuses, with a few inputs made from the document alone (a valid
 * sample, an id 0, an unknown query parameter, no body, a body of a type it does not take, the
 * same Idempotency-Key for two bodies), and each answer must be one the operation documents: its
 * status, its content type, and for an error the app's one error body. No answer is a 5xx. A
 * fixed number of requests per operation keeps the walk bounded: about 1,600 requests, 10 to 20 s.
 */
const t = await createTestApp({
  rateLimitPerMinute: 1_000_000,
  signInRateLimitPerMinute: 1_000_000,
  apiKeyRateLimitPerMinute: 1_000_000,
});
afterAll(() => t.close());

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Media = { schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
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

const UNKNOWN_PARAMETER = 'unknownParameter';
const BOUNDARY = '----contract';

/** A role the route lets in (staff and seller first), a role it refuses, or null for nobody. */
function rolesOf(access: RouteAccess | undefined): { allowed: Role | null; refused: Role | null } {
  if (access === undefined || access === 'public') return { allowed: null, refused: null };
  if (access === 'authenticated') return { allowed: 'seller', refused: null };
  const allowed = (['admin', 'seller'] as Role[]).find((role) => access.includes(role));
  return {
    allowed: allowed ?? access[0] ?? null,
    refused: roles.find((role) => !access.includes(role)) ?? null,
  };
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

/** A multipart body of the documented fields: sample values, a few bytes for each file part. */
function multipartSample(schema: JsonSchema): { payload: string; contentType: string } {
  const resolved = resolve(schema);
  const parts = Object.entries(resolved.properties ?? {}).map(([name, raw]) => {
    const property = resolve(raw);
    if (property.format === 'binary') {
      return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="sample.bin"\r\nContent-Type: application/octet-stream\r\n\r\nsample\r\n`;
    }
    const value = sampleValue(property, resolve);
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  });
  return {
    payload: `${parts.join('')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

type Probe = { name: string; request: InjectOptions };

/** The requests made from the document for one operation, sent by a caller it lets in. */
function probesOf(method: string, path: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const query = Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, sampleValue(parameter.schema ?? {}, resolve)]),
  );
  const pathValues = Object.fromEntries(
    pathParameters.map((parameter) => [
      parameter.name,
      String(sampleValue(parameter.schema ?? {}, resolve)),
    ]),
  );
  const urlWith = (values: Record<string, string>, extra: Record<string, unknown> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? pathValues[name] ?? '1'),
    ) + encodeQuery({ ...query, ...extra });
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const multipartSchema = content['multipart/form-data']?.schema;
  const body: Pick<InjectOptions, 'payload' | 'headers'> = jsonSchema
    ? {
        payload: JSON.stringify(sampleValue(jsonSchema, resolve)),
        headers: { 'content-type': 'application/json' },
      }
    : multipartSchema
      ? (({ payload, contentType }) => ({ payload, headers: { 'content-type': contentType } }))(
          multipartSample(multipartSchema),
        )
      : {};
  const as = (name: string, request: Partial<InjectOptions>): Probe => ({
    name,
    request: { method: method as InjectOptions['method'], url: urlWith({}), ...request },
  });

  const probes: Probe[] = [as('a valid sample', body)];
  for (const parameter of pathParameters) {
    const type = resolve(parameter.schema ?? {}).type;
    if (type === 'integer' || type === 'number') {
      probes.push(as(`${parameter.name} 0`, { ...body, url: urlWith({ [parameter.name]: '0' }) }));
    }
  }
  probes.push(
    as('an unknown query parameter', { ...body, url: urlWith({}, { [UNKNOWN_PARAMETER]: '1' }) }),
  );
  if (operation.requestBody) probes.push(as('no body', {}));
  if (method !== 'GET') {
    probes.push(
      as('a body of another type', {
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      }),
    );
  }
  if (parameters.some((parameter) => parameter.name.toLowerCase() === 'idempotency-key')) {
    const key = `contract-${method}-${path}`;
    probes.push(
      as('an Idempotency-Key', { ...body, headers: { ...body.headers, 'idempotency-key': key } }),
      as('the same Idempotency-Key for another request', {
        payload: JSON.stringify({ another: true }),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      }),
    );
  }
  return probes;
}

/** What is wrong with an answer, measured against the operation's documented responses. */
function findingOf(operation: Operation, res: LightMyRequestResponse): string | null {
  const documented = operation.responses?.[String(res.statusCode)];
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (!documented) return `${res.statusCode}, not documented`;
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const types = Object.keys(documented.content ?? {});
  if (!type) return types.length > 0 && res.body !== '' ? `${res.statusCode} without a type` : null;
  if (!types.includes(type)) return `${res.statusCode} ${type}, documented: ${types.join(', ')}`;
  if (res.statusCode >= 400) {
    const error = type === 'application/json' ? res.json()?.error : undefined;
    if (typeof error?.code !== 'string' || typeof error?.message !== 'string') {
      return `${res.statusCode} not the error body: ${res.body.slice(0, 200)}`;
    }
  }
  return null;
}

const namesParameter = (res: LightMyRequestResponse) =>
  res.statusCode === 400 &&
  ((res.json()?.error?.details ?? []) as { path?: string }[]).some(
    (detail) => detail.path === UNKNOWN_PARAMETER,
  );

describe('the OpenAPI document describes what every operation answers', () => {
  it('finds the routes in the document', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it.each([
    '/api/designs',
    '/api/orders/in-bulk',
    '/api/orders/upload-file-tracking-order',
    '/api/embs/{id}/upload',
    '/api/shipping_labels/tiktoklabel/buy',
    '/api/shipping_labels/rebuy',
  ])('POST %s documents its multipart body and its file part', (path) => {
    const content = document.paths[path]?.post?.requestBody?.content ?? {};
    const schema = resolve(content['multipart/form-data']?.schema ?? {});
    const files = Object.values(schema.properties ?? {}).filter(
      (property) => resolve(property).format === 'binary',
    );
    expect(files).toHaveLength(1);
  });

  it.each(operations)(
    '$method $path answers only what it documents',
    { timeout: 60_000 },
    async ({ method, path, operation }) => {
      const access = accessByRoute.get(`${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
      const { allowed, refused } = rolesOf(access);
      const signedIn = async (role: Role | null) =>
        role ? await authHeaders(t.app, await createUser(t.db, { role })) : {};
      const findings: string[] = [];
      const send = async (probe: Probe, headers: Record<string, string>, caller: string) => {
        const res = await t.app.inject({
          ...probe.request,
          headers: { ...probe.request.headers, ...headers },
        });
        const finding = findingOf(operation, res);
        if (finding) findings.push(`${caller}, ${probe.name}: ${finding}`);
        return res;
      };

      const headers = await signedIn(allowed);
      const [valid, ...others] = probesOf(method, path, operation);
      const validAnswer = await send(valid!, headers, allowed ?? 'anonymous');
      for (const probe of others) {
        const res = await send(probe, headers, allowed ?? 'anonymous');
        // Refused, and named in the details where nothing else in the request is refused.
        if (probe.name === 'an unknown query parameter') {
          if (res.statusCode !== 400)
            findings.push(`an unknown query parameter: ${res.statusCode}`);
          else if (validAnswer.statusCode !== 400 && !namesParameter(res)) {
            findings.push(`an unknown query parameter, not named: ${res.body.slice(0, 200)}`);
          }
        }
      }
      if (access !== 'public') await send(valid!, {}, 'anonymous');
      if (refused) await send(valid!, await signedIn(refused), refused);
      expect(findings).toEqual([]);
    },
  );
});
