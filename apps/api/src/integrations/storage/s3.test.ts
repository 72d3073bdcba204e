import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeImage, uploadDesign } from '../../../test/factories/designs.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';
import { type FakeS3, startFakeS3 } from '../../../test/fakes/s3.ts';
import { loadConfig, type S3Config } from '../../config.ts';
import { designs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FileStorage, newFileKey, s3Storage } from '../../plugins/storage.ts';
import { createS3Bucket, objectUrl } from './s3.ts';

function s3ConfigFor(fake: FakeS3, overrides: Partial<S3Config> = {}): S3Config {
  return {
    endpoint: fake.endpoint,
    region: fake.region,
    bucket: fake.bucket,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  };
}

type Logged = { details: Record<string, unknown>; message: string };

function recordingLog() {
  const lines: Logged[] = [];
  return {
    lines,
    log: {
      error: (details: object, message: string) =>
        lines.push({ details: details as Logged['details'], message }),
    },
  };
}

async function expectUnavailable(action: Promise<unknown>) {
  const error = await action.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'File storage is unavailable',
  });
}

describe('S3 object addresses', () => {
  it('addresses objects path-style or virtual-hosted, keeping an endpoint path', () => {
    const config = {
      endpoint: 'https://files.example.com:9000',
      bucket: 'sw',
      forcePathStyle: true,
    };
    expect(objectUrl(config, 'designs/small/ab12.png').href).toBe(
      'https://files.example.com:9000/sw/designs/small/ab12.png',
    );
    expect(objectUrl({ ...config, forcePathStyle: false }, 'designs/ab12.png').href).toBe(
      'https://sw.files.example.com:9000/designs/ab12.png',
    );
    expect(
      objectUrl({ ...config, endpoint: 'https://gw.example.com/s3/' }, 'a/b c*.png').href,
    ).toBe('https://gw.example.com/s3/sw/a/b%20c%2A.png');
  });
});

describe('S3 configuration', () => {
  it('is off unless S3_BUCKET is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    // As .env.example leaves them.
    const blank = {
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    };
    expect(
      loadConfig({ ...blank, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toBeUndefined();
  });

  it('defaults to us-east-1, path-style and the AWS endpoint of the region', () => {
    const config = loadConfig({
      S3_BUCKET: 'sw-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'sw-files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const custom = loadConfig({
      S3_BUCKET: 'sw-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(custom).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('refuses to start with a bucket but no keys, or a malformed endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'sw-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
    expect(() =>
      loadConfig({
        S3_BUCKET: 'sw-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: 'not a url',
      }),
    ).toThrow('S3_ENDPOINT');
  });
});

describe('S3 file storage against a fake S3 that checks every signature', () => {
  let fake: FakeS3;
  let storage: FileStorage;
  let logged: Logged[];

  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    const recorder = recordingLog();
    logged = recorder.lines;
    storage = s3Storage(createS3Bucket(s3ConfigFor(fake), { log: recorder.log }));
  });

  it('puts, gets, streams, checks and deletes a file, keeping its content type', async () => {
    const png = await makeImage('png');
    const key = newFileKey('designs', 'png');
    await storage.put(key, png);
    expect(fake.objects.get(key)?.contentType).toBe('image/png');
    expect(fake.objects.get(key)?.data.equals(png)).toBe(true);

    expect((await storage.get(key))?.equals(png)).toBe(true);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(png.length);
    expect((await buffer(opened!.body)).equals(png)).toBe(true);
    expect(await storage.exists(key)).toBe(true);
    expect(storage.url(key)).toBe(`/api/files/${key}`);

    await storage.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(await storage.exists(key)).toBe(false);
    expect(logged).toEqual([]);
  });

  it('sends each kind of file with the content type of its extension', async () => {
    const csv = newFileKey('exports', 'csv');
    const pdf = newFileKey('labels', 'pdf');
    await storage.put(csv, Buffer.from('sku,qty\nA-1,2\n'));
    await storage.put(pdf, Buffer.from('%PDF-1.7\n'));
    expect(fake.objects.get(csv)?.contentType).toBe('text/csv; charset=utf-8');
    expect(fake.objects.get(pdf)?.contentType).toBe('application/pdf');
  });

  it('answers a missing file as missing, not as an outage', async () => {
    const key = newFileKey('designs', 'png');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
    expect(fake.requests.filter((r) => r.key === key).map((r) => r.status)).toEqual([
      404, 404, 404, 204,
    ]);
    expect(logged).toEqual([]);
  });

  it('reports a wrong secret, refused by the store with 403, as 503 and logs why', async () => {
    const key = newFileKey('designs', 'png');
    await storage.put(key, Buffer.from('kept'));
    const recorder = recordingLog();
    const wrong = s3Storage(
      createS3Bucket(s3ConfigFor(fake, { secretAccessKey: 'not-the-secret' }), {
        log: recorder.log,
      }),
    );
    const before = fake.requests.length;
    await expectUnavailable(wrong.put(newFileKey('designs', 'png'), Buffer.from('x')));
    await expectUnavailable(wrong.get(key));
    await expectUnavailable(wrong.open(key));
    await expectUnavailable(wrong.exists(key));
    await expectUnavailable(wrong.delete(key));
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(fake.objects.get(key)?.data.toString()).toBe('kept');
    expect(recorder.lines).toHaveLength(5);
    expect(recorder.lines[0]).toMatchObject({
      message: 'file storage request failed',
      details: { operation: 'PutObject', status: 403, code: 'SignatureDoesNotMatch' },
    });
    expect(JSON.stringify(recorder.lines)).not.toContain('not-the-secret');
  });

  it('reports an unknown access key and a bucket that does not exist as 503', async () => {
    const key = newFileKey('designs', 'png');
    const recorder = recordingLog();
    const unknownKey = s3Storage(
      createS3Bucket(s3ConfigFor(fake, { accessKeyId: 'AKIAUNKNOWN' }), { log: recorder.log }),
    );
    await expectUnavailable(unknownKey.get(key));
    const noBucket = s3Storage(
      createS3Bucket(s3ConfigFor(fake, { bucket: 'no-such-bucket' }), { log: recorder.log }),
    );
    await expectUnavailable(noBucket.get(key));
    expect(recorder.lines.map((line) => line.details.code)).toEqual([
      'InvalidAccessKeyId',
      'NoSuchBucket',
    ]);
  });

  it('reports a store error (5xx) as 503 and works again once the store recovers', async () => {
    const key = newFileKey('designs', 'png');
    fake.failNext(500, 2);
    await expectUnavailable(storage.put(key, Buffer.from('x')));
    await expectUnavailable(storage.get(key));
    expect(logged.map((line) => line.details.status)).toEqual([500, 500]);
    await storage.put(key, Buffer.from('x'));
    expect((await storage.get(key))?.toString()).toBe('x');
  });

  it('reports a store that cannot be reached as 503', async () => {
    const gone = await startFakeS3();
    await gone.close();
    const recorder = recordingLog();
    const unreachable = s3Storage(createS3Bucket(s3ConfigFor(gone), { log: recorder.log }));
    await expectUnavailable(unreachable.get(newFileKey('designs', 'png')));
    expect(recorder.lines[0]?.details.err).toBeDefined();
  });

  it('refuses keys that are not file keys before any request', async () => {
    const before = fake.requests.length;
    await expect(storage.put('../etc/passwd.png', Buffer.from('x'))).rejects.toThrow(
      'Invalid file key',
    );
    await expect(storage.get('designs/short.png')).rejects.toThrow('Invalid file key');
    expect(fake.requests).toHaveLength(before);
  });
});

describe('the fake S3 refuses requests that are not genuinely signed', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());

  async function signedFetch(
    key: string,
    options: { body: string; signedBody?: string; date?: Date; signedKey?: string },
  ) {
    const url = objectUrl(s3ConfigFor(fake), key);
    const client = new AwsClient({
      accessKeyId: fake.accessKeyId,
      secretAccessKey: fake.secretAccessKey,
      region: fake.region,
      service: 's3',
    });
    const date = (options.date ?? new Date()).toISOString().replace(/[-:]|\.\d{3}/g, '');
    const signed = await client.sign(objectUrl(s3ConfigFor(fake), options.signedKey ?? key), {
      method: 'PUT',
      headers: {
        'content-type': 'image/png',
        'x-amz-content-sha256': createHash('sha256')
          .update(options.signedBody ?? options.body)
          .digest('hex'),
      },
      body: options.signedBody ?? options.body,
      aws: { datetime: date },
    });
    const response = await fetch(url, {
      method: 'PUT',
      headers: signed.headers,
      body: options.body,
    });
    return { status: response.status, text: await response.text() };
  }

  it('accepts a correctly signed request', async () => {
    const key = newFileKey('designs', 'png');
    expect((await signedFetch(key, { body: 'ok' })).status).toBe(200);
    expect(fake.objects.get(key)?.data.toString()).toBe('ok');
  });

  it('refuses a body other than the one signed, a stale date and a request for another key', async () => {
    const key = newFileKey('designs', 'png');
    const swapped = await signedFetch(key, { body: 'evil', signedBody: 'good' });
    expect(swapped).toMatchObject({ status: 400 });
    expect(swapped.text).toContain('XAmzContentSHA256Mismatch');
    const stale = await signedFetch(key, { body: 'x', date: new Date(Date.now() - 3600_000) });
    expect(stale.status).toBe(403);
    expect(stale.text).toContain('RequestTimeTooSkewed');
    const moved = await signedFetch(key, { body: 'x', signedKey: newFileKey('designs', 'png') });
    expect(moved.status).toBe(403);
    expect(moved.text).toContain('SignatureDoesNotMatch');
    const anonymous = await fetch(objectUrl(s3ConfigFor(fake), key));
    expect(anonymous.status).toBe(403);
    expect(fake.objects.has(key)).toBe(false);
  });
});

describe('the API with S3 file storage', () => {
  let fake: FakeS3;
  let t: TestApp;
  let seller: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeS3();
    t = await createTestApp({ s3: s3ConfigFor(fake) });
    seller = await authHeaders(t.app, await createSeller(t.db));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');

  it('stores an uploaded design in the bucket and serves it through /api/files', async () => {
    const original = await makeImage('png', { width: 900, height: 600 });
    const design = await uploadDesign(t.app, seller, { data: original });
    const originalKey = keyOf(design.imageUrl.original);
    const smallKey = keyOf(design.imageUrl.small);
    expect(fake.objects.get(originalKey)).toMatchObject({ contentType: 'image/png' });
    expect(fake.objects.get(originalKey)?.data.equals(original)).toBe(true);
    expect(fake.objects.get(smallKey)).toMatchObject({ contentType: 'image/png' });
    const filesDir = join(t.config.dataDir, 'files');
    expect(existsSync(filesDir) ? readdirSync(filesDir) : []).toEqual([]);

    const res = await t.app.inject({ method: 'GET', url: design.imageUrl.original });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(original.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline',
    });
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', key: originalKey, status: 200 });

    const head = await t.app.inject({ method: 'HEAD', url: design.imageUrl.small });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(fake.objects.get(smallKey)?.data.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 404 for a file the bucket does not hold', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${newFileKey('designs', 'png')}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 503 when the bucket fails, for downloads and uploads, and keeps no design', async () => {
    const design = await uploadDesign(t.app, seller);
    fake.failNext(503);
    const download = await t.app.inject({ method: 'GET', url: design.imageUrl.original });
    expect(download.statusCode).toBe(503);
    expect(download.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'File storage is unavailable',
    });

    const rowsBefore = (await t.db.select().from(designs)).length;
    const objectsBefore = fake.objects.size;
    fake.failNext(500);
    await expect(uploadDesign(t.app, seller)).rejects.toThrow(
      /upload failed: 503 .*File storage is unavailable/,
    );
    expect(await t.db.select().from(designs)).toHaveLength(rowsBefore);
    expect(fake.objects.size).toBe(objectsBefore);

    const again = await t.app.inject({ method: 'GET', url: design.imageUrl.original });
    expect(again.statusCode).toBe(200);
  });
});
