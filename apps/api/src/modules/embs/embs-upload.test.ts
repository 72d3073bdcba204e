import { embMessages, STITCH_FILE_MAX_BYTES } from '@stitchworks/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeImage } from '../../../test/factories/designs.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { DST_HEADER_BYTES } from './dst.ts';
import {
  dstOf,
  embOf,
  embRow,
  newImageUrl,
  paidOrderOf,
  pesFile,
  post,
  storedEmbFiles,
  uploadFile,
} from './emb-test-setup.ts';

/** A DST whose header says it sews `claimed` stitches, over the records of a real one. */
function dstClaiming(claimed: number) {
  const real = dstOf(50);
  const header = Buffer.alloc(DST_HEADER_BYTES, 0x20);
  header.write(`LA:FAKE            \rST:${claimed}\rCO:  1\r\x1a`, 'latin1');
  return Buffer.concat([header, real.subarray(DST_HEADER_BYTES)]);
}

describe('stitch file uploads', () => {
  let t: TestApp;
  let seller: TestUser;
  let designer: TestUser;
  let reviewer: Record<string, string>;
  let designerHeaders: Record<string, string>;
  let embId: number;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 500_000 });
    reviewer = await authHeaders(t.app, await createUser(t.db, { role: 'manager' }));
    designer = await createUser(t.db, { role: 'designer' });
    designerHeaders = await authHeaders(t.app, designer);
    const imageUrl = newImageUrl();
    await paidOrderOf(t, seller, imageUrl);
    embId = (await embOf(t, seller.id, imageUrl))!.id;
    await post(t, reviewer, `/api/embs/${embId}/assign`, { designerId: designer.id });
  });
  afterAll(() => t.close());

  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(900)]);
  const refusals: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['an ELF program renamed .dst', () => elf, 'tool.dst'],
    ['a DST cut short', () => dstOf(400).subarray(0, DST_HEADER_BYTES + 300), 'cut.dst'],
    ['a DST claiming 10^9 stitches', () => dstClaiming(1_000_000_000), 'huge.dst'],
    ['a PNG renamed .dst', () => makeImage(), 'logo.dst'],
    ['a text file', () => Buffer.from('LA is a city\nnot a stitch file\n'), 'notes.pes'],
    ['a PES header alone', () => Buffer.from('#PES0001'), 'short.pes'],
    ['a DST that sews nothing', () => dstOf(0), 'empty.dst'],
  ];

  it.each(refusals)('refuses %s with 400, storing nothing', async (_name, make, filename) => {
    const before = await embRow(t, embId);
    const files = storedEmbFiles(t);
    const res = await uploadFile(t, designerHeaders, embId, await make(), filename);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(embMessages.fileInvalid);
    expect(await embRow(t, embId)).toEqual(before);
    expect(storedEmbFiles(t)).toEqual(files);
  });

  it('refuses a file over 10 MB, storing nothing', async () => {
    const before = await embRow(t, embId);
    const big = Buffer.concat([dstOf(10), Buffer.alloc(STITCH_FILE_MAX_BYTES)]);
    const res = await uploadFile(t, designerHeaders, embId, big);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().error.message).toBe(embMessages.fileTooLarge);
    expect(await embRow(t, embId)).toEqual(before);
    expect(storedEmbFiles(t)).toEqual([]);
  });

  it('refuses a request without the file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/embs/${embId}/upload`,
      headers: { ...designerHeaders, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps a PES without reading it; it falls in the first tier', async () => {
    const res = await uploadFile(
      t,
      designerHeaders,
      embId,
      pesFile(),
      '../../etc/Logo <final>;x.PES',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      format: 'pes',
      fileName: 'Logo _final_x.pes',
      stitches: null,
      previewUrl: null,
      fileUrl: `/api/embs/${embId}/file`,
    });
    expect(storedEmbFiles(t)).toHaveLength(1);
    const accepted = await post(t, reviewer, `/api/embs/${embId}/accept`, {});
    expect(accepted.json().data).toMatchObject({ cost: 3, charged: 0 });
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/embs/${embId}/preview.svg`,
      headers: reviewer,
    });
    expect(preview.statusCode).toBe(404);
    // Accepted: no more files.
    expect((await uploadFile(t, designerHeaders, embId, dstOf(100))).statusCode).toBe(409);
    expect(storedEmbFiles(t)).toHaveLength(1);
  });
});
