import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../web/scripts/compress-assets.ts';
import { compressionPlugin } from '../src/plugins/compression.ts';
import { createTestApp, type TestApp } from './build-test-app.ts';

const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

/** A built web app as the build leaves it: each hashed asset beside its .br and .gz. */
async function writeBuiltWeb(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stitchworks</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
  await compressAssets(join(dist, 'assets'));
  return dist;
}

describe('pre-compressed web assets', () => {
  it('the build writes a .br and a .gz beside each text asset worth compressing', async () => {
    const dist = await writeBuiltWeb();
    const files = readdirSync(join(dist, 'assets')).sort();
    expect(files).toEqual([
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
      'tiny-abc123.js',
    ]);
    const br = readFileSync(join(dist, 'assets', 'index-abc123.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(bundle);
    expect(br.length).toBeLessThan(bundle.length / 4);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: await writeBuiltWeb() });
  });
  afterAll(() => t.close());

  it('sends the brotli file to a client that accepts it, cached as immutable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the plain file to a client that accepts neither', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(bundle);
  });
});

describe('a build served before it is compressed (the first start compresses after serving)', () => {
  it('sends each asset compressed on the fly until its compressed files are written, then those; a second pass redoes nothing', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stitchworks</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), bundle);
    const served = await createTestApp({ webDist: dist });
    const asset = () =>
      served.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
    try {
      const onTheFly = await asset();
      expect(onTheFly.statusCode).toBe(200);
      expect(brotliDecompressSync(onTheFly.rawPayload).toString()).toBe(bundle);

      const written = await compressAssets(dist);
      expect(written.map((entry) => entry.file)).toEqual([join(dist, 'assets', 'index-abc123.js')]);
      const compressed = await asset();
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.rawPayload).toEqual(
        readFileSync(join(dist, 'assets', 'index-abc123.js.br')),
      );
      // A pass after one that was stopped part-way compresses only what is left.
      expect(await compressAssets(dist)).toEqual([]);
      expect(readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.part'))).toEqual(
        [],
      );
    } finally {
      await served.close();
    }
  });
});

describe('compressed JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses a JSON answer above 1 KB with brotli, decoding to the same document', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(res.rawPayload).toString();
    expect(decoded).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 4);
  });

  it('uses gzip for a client that accepts only gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBe('3.0.3');
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/missing',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('what the compression plugin leaves alone', () => {
  const csv = `id,name\n${Array.from({ length: 500 }, (_, i) => `${i},name ${i}`).join('\n')}\n`;
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compressionPlugin);
    const csvSchema = { schema: { produces: ['text/csv'] } };
    app.get('/report.csv', csvSchema, (_request, reply) =>
      reply.header('content-type', 'text/csv; charset=utf-8').send(csv),
    );
    app.get('/export.csv', csvSchema, (_request, reply) =>
      reply.header('content-type', 'text/csv; charset=utf-8').send(Readable.from([csv, csv])),
    );
    app.get('/big.json', async () => ({ csv }));
  });
  afterAll(() => app.close());

  it('streams CSV exports uncompressed, whole or streamed', async () => {
    for (const url of ['/report.csv', '/export.csv']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.startsWith('id,name\n0,name 0')).toBe(true);
    }
  });

  it('compresses the JSON of the same size', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/big.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ csv });
  });
});

describe('the rate limit and static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: await writeBuiltWeb(), rateLimitPerMinute: 5 });
  });
  afterAll(() => t.close());

  it('does not count assets and page loads against the per-client limit', async () => {
    for (let i = 0; i < 12; i += 1) {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: '/users?page=2' });
      expect(page.statusCode).toBe(200);
    }
    // The API's budget is still whole: five calls pass, the sixth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the sign-in page drawn by the build', () => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    const dist = await writeBuiltWeb();
    writeFileSync(join(dist, 'login.html'), '<!doctype html><title>Sign in</title>');
    writeFileSync(join(dist, 'login.vi.html'), '<!doctype html><title>Đăng nhập</title>');
    // A drawn page is some 16 KB: the build compresses it like the assets.
    writeFileSync(join(dist, 'login.html'), `<!doctype html><title>Sign in</title>${bundle}`);
    await compressAssets(dist);
    t = await createTestApp({ webDist: dist });
    bare = await createTestApp({ webDist: await writeBuiltWeb() });
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  const page = (app: TestApp, url: string, cookie?: string) =>
    app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers /login with the drawn page, in the language the browser last showed', async () => {
    const english = await page(t, '/login?redirect=%2Forder');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Sign in</title>');
    expect(english.headers.vary).toMatch(/cookie/i);
    expect(english.headers['cache-control']).toBe('no-cache');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<title>Sign in');
    const vietnamese = await page(t, '/login', 'theme=x; sw_lang=vi');
    expect(vietnamese.body).toContain('<title>Đăng nhập</title>');
    expect((await page(t, '/login', 'sw_lang=en')).body).toContain('<title>Sign in</title>');
    expect((await page(t, '/login', 'not_sw_lang=vi')).body).toContain('<title>Sign in</title>');
  });

  it('answers every other page with the app, and /login too when the build drew nothing', async () => {
    expect((await page(t, '/order')).body).toContain('<title>Stitchworks</title>');
    expect((await page(t, '/login/other')).body).toContain('<title>Stitchworks</title>');
    expect((await page(bare, '/login', 'sw_lang=vi')).body).toContain('<title>Stitchworks</title>');
  });
});
