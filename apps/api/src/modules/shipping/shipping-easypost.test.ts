import { shippingMessages, labelMessages as shippingOwnMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { orderInProduction } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { type FakeEasyPost, startFakeEasyPost } from '../../../test/fakes/easypost.ts';
import { orders, shippingLabels } from '../../db/schema/index.ts';
import { storedLabelFiles } from './shipping-test-helpers.ts';

type Headers = Record<string, string>;
const parcel = { weight: 20, length: 12, width: 9, height: 3 };

describe('shipping labels bought from EasyPost (a local fake of its API)', () => {
  let fake: FakeEasyPost;
  let t: TestApp;
  let seller: TestUser;
  let packerH: Headers;
  let adminH: Headers;

  beforeAll(async () => {
    fake = await startFakeEasyPost();
    t = await createTestApp({ easypost: fake.config });
    seller = await createSeller(t.db, { creditCents: 100_000 });
    packerH = await authHeaders(t.app, await createUser(t.db, { role: 'packer' }));
    adminH = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const readyOrder = async () => {
    const order = await orderInProduction(t.db, seller);
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, order.id));
    return order.id;
  };
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const buy = (orderId: number, extra: object = {}) =>
    post('/api/shipping_labels/buy', packerH, { orderId, provider: 'easypost', parcel, ...extra });

  it('offers EasyPost and its configured services, and no sandbox', async () => {
    const rows = (
      await t.app.inject({
        method: 'GET',
        url: '/api/shipping_labels/shipping-providers',
        headers: packerH,
      })
    ).json().data.rows;
    expect(rows[0]).toMatchObject({ code: 'easypost', sandbox: false, kind: 'purchased' });
    expect(rows.some((row: { code: string }) => row.code === 'sandbox')).toBe(false);
    const services = await t.app.inject({
      method: 'GET',
      url: '/api/shipping_labels/services?provider=easypost',
      headers: packerH,
    });
    expect(services.json().data.rows[0]).toEqual({
      code: 'USPS:GroundAdvantage',
      name: 'USPS Ground Advantage',
    });
    const sandbox = await post('/api/shipping_labels/buy', packerH, {
      orderId: await readyOrder(),
      provider: 'sandbox',
      parcel,
    });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().error.message).toBe(shippingOwnMessages.providerNotConfigured);
  });

  it('buys the label at EasyPost: its PDF stored, its fee in cents, its tracking page', async () => {
    const id = await readyOrder();
    const res = await buy(id, { serviceCode: 'USPS:Priority' });
    expect(res.statusCode).toBe(200);
    const label = res.json().data;
    expect(label).toMatchObject({
      provider: 'easypost',
      sandbox: false,
      carrierName: 'USPS',
      serviceCode: 'USPS:Priority',
      shippingFee: 9.35,
      totalCost: 9.35,
      trackingUrl: expect.stringContaining(label.trackingNumber),
    });
    const [row] = await t.db.select().from(shippingLabels).where(eq(shippingLabels.id, label.id));
    expect(fake.shipments.get(row!.externalId!)?.trackingCode).toBe(label.trackingNumber);
    const file = await t.app.inject({ method: 'GET', url: label.fileUrl, headers: packerH });
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
  });

  it('a rebuy refunds the old label at EasyPost; a void refunds it too', async () => {
    const id = await readyOrder();
    const first = (await buy(id)).json().data;
    const [firstRow] = await t.db
      .select()
      .from(shippingLabels)
      .where(eq(shippingLabels.id, first.id));
    const rebuy = await post('/api/shipping_labels/rebuy', packerH, {
      orderId: id,
      provider: 'easypost',
    });
    expect(rebuy.statusCode).toBe(200);
    expect(fake.shipments.get(firstRow!.externalId!)?.refundStatus).toBe('submitted');
    const second = rebuy.json().data;
    const voided = await post(`/api/shipping_labels/${second.id}/void`, adminH, {});
    expect(voided.statusCode).toBe(200);
    const [secondRow] = await t.db
      .select()
      .from(shippingLabels)
      .where(eq(shippingLabels.id, second.id));
    expect(fake.shipments.get(secondRow!.externalId!)?.refundStatus).toBe('submitted');
  });

  it('EasyPost refusing our key: 503 and nothing written; refusing the address: 400 with its words', async () => {
    const id = await readyOrder();
    const files = storedLabelFiles(t.config.dataDir).length;
    fake.failNext(401);
    const down = await buy(id);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(shippingMessages.providerUnavailable);
    fake.failNext(422);
    const refused = await buy(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('Unable to verify address.');
    expect(await t.db.select().from(shippingLabels).where(eq(shippingLabels.orderId, id))).toEqual(
      [],
    );
    expect(storedLabelFiles(t.config.dataDir)).toHaveLength(files);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]).toMatchObject({
      productionStatus: 2,
      status: 'processing',
    });
  });
});
