import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeImage, uploadDesign } from '../../../test/factories/designs.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';
import { type LocalS3, startS3rver } from '../../../test/servers/s3rver.ts';
import { AppError } from '../../lib/app-error.ts';
import { newFileKey, s3Storage } from '../../plugins/storage.ts';
import { createS3Bucket } from './s3.ts';

const noLog = { error: () => undefined };

describe('S3 file storage against s3rver, a real S3-compatible server', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(() => s3.close());

  it('puts, gets, streams, checks and deletes a file', async () => {
    const storage = s3Storage(createS3Bucket(s3.config, { log: noLog }));
    const png = await makeImage('png');
    const key = newFileKey('designs', 'png');
    await storage.put(key, png);
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.equals(png)).toBe(true);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(png.length);
    expect((await buffer(opened!.body)).equals(png)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is gone is not an outage.
    await storage.delete(key);
  });

  it('keeps keys with every character a file key may hold', async () => {
    const storage = s3Storage(createS3Bucket(s3.config, { log: noLog }));
    const key = 'exports/seller-7/Ab_9-xYz0123456789.csv';
    await storage.put(key, Buffer.from('id;name\r\n1;Å\r\n'));
    expect((await storage.get(key))?.toString()).toBe('id;name\r\n1;Å\r\n');
  });

  // s3rver checks the access key and the form of the signature, not its value: the fake S3 of
  // s3.test.ts checks every signature aws4fetch makes.
  it('is refused with an unknown access key or bucket, which the API reports as 503', async () => {
    const logged: object[] = [];
    const log = { error: (details: object) => void logged.push(details) };
    const unknownKey = createS3Bucket({ ...s3.config, accessKeyId: 'AKIDUNKNOWN' }, { log });
    const error = await unknownKey
      .putObject(newFileKey('designs', 'png'), Buffer.from('x'), 'image/png')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, message: 'File storage is unavailable' });
    expect(logged[0]).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });

    const noBucket = createS3Bucket({ ...s3.config, bucket: 'no-such-bucket' }, { log });
    await expect(noBucket.getObject(newFileKey('designs', 'png'))).rejects.toMatchObject({
      status: 503,
    });
    expect(logged[1]).toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });
});

describe('the API with its files on s3rver', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3rver('stitchworks-api');
    t = await createTestApp({ s3: s3.config });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an uploaded design in the bucket and serves it back', async () => {
    const headers = await authHeaders(t.app, await createSeller(t.db));
    const png = await makeImage('png');
    const design = await uploadDesign(t.app, headers, { filename: 'logo.png', data: png });
    const { original } = design.imageUrl;
    const served = await t.app.inject({ method: 'GET', url: original, headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const direct = createS3Bucket(s3.config, { log: noLog });
    expect(await direct.headObject(original.replace(/^\/api\/files\//, ''))).toBe(true);
  });
});
