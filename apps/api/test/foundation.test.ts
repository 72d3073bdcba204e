import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { accessPlugin } from '../src/plugins/access.ts';
import { createTestApp, type TestApp } from './build-test-app.ts';
import { testDatabaseUrl } from './db.ts';

describe('API foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the health check after querying the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it.skipIf(testDatabaseUrl)(
    'keeps the embedded database’s shared buffers small: they sit in the API’s own memory',
    async () => {
      const [row] = await queryRows<{ shared_buffers: string }>(t.db, 'show shared_buffers');
      expect(row?.shared_buffers).toBe('16MB');
    },
  );

  it('stamps every answer with the server time and a request id', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    const stamp = Number(res.headers['x-timestamp']);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers a malformed JSON body with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_BODY');
  });

  it('refuses a body over the size limit with a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers with a content security policy fit for the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order?status=created' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends an API answer the headers that apply to it, and a policy that allows it nothing', async () => {
    for (const url of ['/api/health', '/api/orders', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // A page's headers (its window, prefetching, old browsers' filters) are not sent with JSON.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('serves a valid OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    const validation = await new Validator().validate(doc);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    // Every route of every module is documented.
    const undocumented = t.app.apiRoutes.filter((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      return !doc.paths[path]?.[route.method.toLowerCase()];
    });
    expect(undocumented).toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('refuses to register a route that the access matrix does not name', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/not-in-the-matrix', async () => ({ data: null }))).toThrow(
      /not in the access matrix/,
    );
    await app.close();
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stitchworks</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it('falls back to the SPA for any page path, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order/123/edit' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Stitchworks</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
