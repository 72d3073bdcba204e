import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { makeImage, uploadDesign } from '../../../test/factories/designs.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';

describe('mockups', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let designId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await authHeaders(t.app, await createSeller(t.db));
    designId = (
      await uploadDesign(t.app, seller, {
        data: await makeImage('png', { width: 300, height: 300 }),
      })
    ).id;
  });
  afterAll(() => t.close());

  const render = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: '/api/mockups', headers, payload });

  async function pixel(url: string, x: number, y: number) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(res.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  }

  it('draws the design on the blank in the chosen colour at the chosen position', async () => {
    const res = await render({ catalogId: 7, color: 'Navy', designId, position: 'front' });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url;
    // Centre of the front print area: the design's colour (200, 40, 90).
    const centre = await pixel(url, 400, 336);
    expect(centre[0]).toBeGreaterThan(180);
    expect(centre[1]).toBeLessThan(70);
    // The shirt body beside the print area: navy #1f2a44.
    const body = await pixel(url, 250, 600);
    expect(body).toEqual([0x1f, 0x2a, 0x44]);
  });

  it('centres the design on the print area, front and back', async () => {
    const square = await sharp({
      create: { width: 200, height: 200, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const id = (await uploadDesign(t.app, seller, { data: square })).id;
    for (const [position, centreY] of [
      ['front', 336],
      ['back', 336],
    ] as const) {
      const url = (await render({ catalogId: 7, color: 'White', designId: id, position })).json()
        .data.url;
      const res = await t.app.inject({ method: 'GET', url });
      const { data, info } = await sharp(res.rawPayload)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const red: number[] = [];
      for (let x = 0; x < info.width; x += 1) {
        const at = (centreY * info.width + x) * info.channels;
        if (data[at]! > 200 && data[at + 1]! < 60) red.push(x);
      }
      // The 1000-unit template is drawn at 800 px: the print area's centre (x 500) is at 400.
      expect(Math.abs((Math.min(...red) + Math.max(...red)) / 2 - 400)).toBeLessThanOrEqual(2);
    }
  });

  it('gives the same image for the same request and another for another colour', async () => {
    const a = (await render({ catalogId: 7, color: 'Navy', designId, position: 'front' })).json()
      .data.url;
    const b = (await render({ catalogId: 7, color: 'navy', designId, position: 'front' })).json()
      .data.url;
    const c = (await render({ catalogId: 7, color: 'Red', designId, position: 'front' })).json()
      .data.url;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('draws every blank kind of the standard catalogs', async () => {
    for (const [catalogId, color, position] of [
      [2, 'Black', 'left_chest'],
      [4, 'White', 'back'],
      [5, 'Khaki', 'front'],
      [6, 'Maroon', 'front'],
      [8, 'Natural', 'front'],
      [10, 'White', 'full'],
      [11, 'Natural', 'back'],
      [12, 'White', 'front'],
      [15, 'Sand', 'back'],
    ] as const) {
      const res = await render({ catalogId, color, designId, position });
      expect(res.statusCode, `catalog ${catalogId}`).toBe(200);
    }
  });

  it('refuses a colour or position the catalog does not offer', async () => {
    const res = await render({ catalogId: 10, color: 'Purple', designId, position: 'left_sleeve' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'color', message: 'This catalog has no such color' },
      { path: 'position', message: 'This catalog has no such position' },
    ]);
  });

  it('answers 404 for another seller’s design', async () => {
    const other = await authHeaders(t.app, await createSeller(t.db));
    const res = await render({ catalogId: 7, color: 'Navy', designId, position: 'front' }, other);
    expect(res.statusCode).toBe(404);
  });
});
