import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeImage, multipart, uploadDesign } from '../../../test/factories/designs.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { designs } from '../../db/schema/index.ts';

function storedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('designs', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let filesRoot: string;

  beforeAll(async () => {
    t = await createTestApp();
    filesRoot = join(t.config.dataDir, 'files');
    seller = await authHeaders(t.app, await createSeller(t.db));
  });
  afterAll(() => t.close());

  const send = (body: ReturnType<typeof multipart>, headers = seller) =>
    t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  const file = (data: Buffer, filename = 'design.png', contentType = 'image/png') => ({
    field: 'design',
    filename,
    contentType,
    data,
  });

  it('stores a PNG with a thumbnail and serves both with their content type', async () => {
    const original = await makeImage('png', { width: 1200, height: 900 });
    const res = await send(multipart({ type: 'embroidery' }, [file(original, 'Team Logo.png')]));
    expect(res.statusCode).toBe(201);
    const design = res.json().data;
    expect(design).toMatchObject({
      name: 'Team Logo',
      type: 'embroidery',
      format: 'png',
      width: 1200,
      height: 900,
    });
    const small = await t.app.inject({ method: 'GET', url: design.imageUrl.small });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/png');
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(small.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(400);
    const full = await t.app.inject({ method: 'GET', url: design.imageUrl.original });
    expect(full.rawPayload.equals(original)).toBe(true);
  });

  it('accepts a design of several megabytes (the 1 MB JSON body limit does not apply)', async () => {
    const noise = Buffer.alloc(1300 * 1300 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1300, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await send(multipart({ type: 'print' }, [file(png, 'noise.png')]));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1300, height: 1300, bytes: png.length });
  });

  it('accepts JPEG and WebP by content, whatever the file is called', async () => {
    const jpeg = await send(
      multipart({ type: 'print' }, [file(await makeImage('jpeg'), 'photo.png')]),
    );
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data).toMatchObject({ format: 'jpeg', type: 'print' });
    const original = await t.app.inject({ method: 'GET', url: jpeg.json().data.imageUrl.original });
    expect(original.headers['content-type']).toBe('image/jpeg');
    const webp = await send(
      multipart({}, [file(await makeImage('webp'), 'art.bin', 'application/octet-stream')]),
    );
    expect(webp.statusCode).toBe(201);
    expect(webp.json().data).toMatchObject({ format: 'webp', type: 'embroidery' });
  });

  describe('hostile uploads are refused and leave nothing behind', () => {
    async function expectRefused(
      body: ReturnType<typeof multipart>,
      status: number,
      message: string,
    ) {
      const filesBefore = storedFiles(filesRoot).length;
      const rowsBefore = (await t.db.select().from(designs)).length;
      const res = await send(body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect(storedFiles(filesRoot)).toHaveLength(filesBefore);
      expect(await t.db.select().from(designs)).toHaveLength(rowsBefore);
    }

    it('an executable renamed to .png', async () => {
      const elf = Buffer.concat([
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
        Buffer.alloc(4096, 0x90),
      ]);
      await expectRefused(
        multipart({ type: 'embroidery' }, [file(elf, 'x.png')]),
        415,
        'Only PNG, JPEG or WebP images can be uploaded',
      );
    });

    it('an SVG carrying a script, even when called .png', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
      );
      await expectRefused(
        multipart({}, [file(svg, 'logo.png')]),
        415,
        'Only PNG, JPEG or WebP images can be uploaded',
      );
      await expectRefused(
        multipart({}, [file(svg, 'logo.svg', 'image/svg+xml')]),
        415,
        'Only PNG, JPEG or WebP images can be uploaded',
      );
    });

    it('a 20000 x 20000 image (pixel limit)', async () => {
      const huge = await sharp({
        limitInputPixels: false,
        create: { width: 20000, height: 20000, channels: 3, background: '#ffffff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await expectRefused(
        multipart({}, [file(huge, 'poster.png')]),
        413,
        'The design is larger than 8000 x 8000 pixels',
      );
    }, 60_000);

    it('a file over 15 MB', async () => {
      const big = Buffer.concat([await makeImage(), Buffer.alloc(15 * 1024 * 1024 + 10)]);
      await expectRefused(
        multipart({}, [file(big, 'big.png')]),
        413,
        'The design file is larger than 15 MB',
      );
    });

    it('a truncated PNG', async () => {
      const png = await makeImage('png', { width: 600, height: 600 });
      await expectRefused(
        multipart({}, [file(png.subarray(0, 80), 'cut.png')]),
        415,
        'Only PNG, JPEG or WebP images can be uploaded',
      );
    });

    it('two files in one request, or none', async () => {
      const png = await makeImage();
      await expectRefused(
        multipart({}, [file(png, 'a.png'), file(png, 'b.png')]),
        400,
        'Upload one design per request',
      );
      await expectRefused(
        multipart({ type: 'embroidery' }, []),
        400,
        'Please choose a design file',
      );
    });

    it('an unknown design type', async () => {
      const filesBefore = storedFiles(filesRoot).length;
      const res = await send(multipart({ type: 'tattoo' }, [file(await makeImage())]));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('type');
      expect(storedFiles(filesRoot)).toHaveLength(filesBefore);
    });
  });

  it('lists only the seller’s own designs, newest first, with paging', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/designs?limit=2',
      headers: seller,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ count: 4, totalPage: 2 });
    expect(mine.json().data.rows).toHaveLength(2);
    const other = await authHeaders(t.app, await createSeller(t.db));
    const theirs = await t.app.inject({ method: 'GET', url: '/api/designs', headers: other });
    expect(theirs.json().data).toMatchObject({ rows: [], count: 0 });
  });

  it('renames a design, and hides it from other sellers', async () => {
    const design = await uploadDesign(t.app, seller);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${design.id}`,
      headers: seller,
      payload: { name: 'Rose, small', type: 'print' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Rose, small', type: 'print' });
    const other = await authHeaders(t.app, await createSeller(t.db));
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${design.id}`,
      headers: other,
      payload: { name: 'mine now' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('deletes a design with the spec’s message; its files stay for products made with it', async () => {
    const design = await uploadDesign(t.app, seller);
    const other = await authHeaders(t.app, await createSeller(t.db));
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/${design.id}`,
      headers: other,
    });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/designs/${design.id}`,
      headers: seller,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Delete design success');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/designs/${design.id}`,
      headers: seller,
    });
    expect(again.statusCode).toBe(404);
    const image = await t.app.inject({ method: 'GET', url: design.imageUrl.small });
    expect(image.statusCode).toBe(200);
  });

  it('is for sellers only', async () => {
    const admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    const res = await send(multipart({}, [file(await makeImage())]), admin);
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/designs' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown or malformed file paths, never a directory listing', async () => {
    for (const url of [
      '/api/files/designs/',
      '/api/files/../../etc/passwd',
      '/api/files/designs/nothere0000000000000.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
