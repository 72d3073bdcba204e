import { shippingMessages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeImage, multipart } from '../../../test/factories/designs.ts';
import { orderInProduction } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import {
  orderPackages,
  orders,
  shippingLabels,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { sandboxFeeCents } from '../../integrations/carriers/sandbox-carrier.ts';
import { makePdf, pageText, storedLabelFiles } from './shipping-test-helpers.ts';

type Headers = Record<string, string>;
const parcel = { weight: 12, length: 10, width: 8, height: 2 };

describe('shipping labels: buy, rebuy, upload, print, void, files', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerH: Headers;
  let otherSellerH: Headers;
  let packerH: Headers;
  let euPackerH: Headers;
  let managerH: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 100_000 });
    sellerH = await authHeaders(t.app, seller);
    otherSellerH = await authHeaders(t.app, await createSeller(t.db));
    packerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['vn1'] }),
    );
    euPackerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['eu1'] }),
    );
    managerH = await authHeaders(t.app, await createUser(t.db, { role: 'manager' }));
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const creditOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.creditCents;
  /** A paid order whose units are all packed (Pre-shipment). */
  const readyOrder = async (overrides: Parameters<typeof orderInProduction>[2] = {}) => {
    const order = await orderInProduction(t.db, seller, overrides);
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, order.id));
    return order.id;
  };
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const buy = (orderId: number, headers = packerH) =>
    post('/api/shipping_labels/buy', headers, { orderId, provider: 'sandbox', parcel });
  const upload = (
    url: string,
    fields: Record<string, string>,
    files: { data: Buffer; filename?: string; contentType?: string }[],
    headers = packerH,
  ) => {
    const body = multipart(
      fields,
      files.map((file) => ({
        field: 'file',
        filename: file.filename ?? 'label.pdf',
        contentType: file.contentType ?? 'application/pdf',
        data: file.data,
      })),
    );
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('lists the providers (the sandbox labelled) and each provider’s services', async () => {
    const providers = await get('/api/shipping_labels/shipping-providers', packerH);
    expect(providers.statusCode).toBe(200);
    const rows = providers.json().data.rows;
    expect(rows[0]).toMatchObject({ code: 'sandbox', kind: 'purchased', sandbox: true });
    expect(rows.find((row: { code: string }) => row.code === 'lionbay')).toMatchObject({
      kind: 'uploaded',
      needsServiceCode: true,
    });
    expect(rows.find((row: { code: string }) => row.code === 'hpw').needsServiceCode).toBe(false);
    const services = async (provider: string) =>
      (await get(`/api/shipping_labels/services?provider=${provider}`, packerH)).json().data.rows;
    expect((await services('sandbox')).map((s: { code: string }) => s.code)).toEqual([
      'standard',
      'express',
    ]);
    expect((await services('lionbay')).map((s: { code: string }) => s.code)).toEqual([
      'LB-STD',
      'LB-EXP',
    ]);
    expect(await services('manual')).toEqual([]);
    expect(await services('easypost')).toEqual([]);
    expect((await get('/api/shipping_labels/shipping-providers', sellerH)).statusCode).toBe(403);
  });

  it('a packer buys a sandbox label: a 4×6 PDF, a package, the order shipped (production status 3)', async () => {
    const id = await readyOrder();
    const before = await creditOf(seller.id);
    const res = await buy(id);
    expect(res.statusCode).toBe(200);
    const { data: label, message } = res.json();
    expect(message).toBe(shippingMessages.bought);
    const fee = sandboxFeeCents('standard', parcel) / 100;
    expect(label).toMatchObject({
      orderId: id,
      type: 'purchased',
      provider: 'sandbox',
      sandbox: true,
      carrierName: 'Sandbox',
      serviceCode: 'standard',
      trackingNumber: expect.stringMatching(/^SBX\d{16}$/),
      shippingFee: fee,
      totalCost: fee,
      meta: parcel,
      fileUrl: `/api/shipping_labels/${label.id}/file`,
      voidedAt: null,
    });
    expect(await orderOf(id)).toMatchObject({
      status: 'shipped',
      productionStatus: 3,
      trackingNumber: label.trackingNumber,
    });
    // The first label is covered by the shipping the order paid: no charge.
    expect(await creditOf(seller.id)).toBe(before);
    const file = await get(label.fileUrl, packerH);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPages().map((page) => page.getSize())).toEqual([{ width: 288, height: 432 }]);
    const shipping = (await get(`/api/orders/${id}/shipping`, packerH)).json().data;
    expect(shipping.labels).toHaveLength(1);
    expect(shipping.packages).toEqual([
      expect.objectContaining({
        orderPackageNo: 1,
        trackingNumber: label.trackingNumber,
        carrierCode: 'Sandbox',
        duplicateOf: [],
      }),
    ]);
  });

  it('refuses an order not packed yet (409) and a second label (409: rebuy instead)', async () => {
    const order = await orderInProduction(t.db, seller);
    const early = await buy(order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(shippingMessages.notShippable);
    const id = await readyOrder();
    expect((await buy(id)).statusCode).toBe(200);
    const again = await buy(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(shippingMessages.alreadyLabelled);
  });

  it('a seller may not buy (403) but reads their own orders’ labels only (404 for others)', async () => {
    const id = await readyOrder();
    expect((await buy(id, sellerH)).statusCode).toBe(403);
    const label = (await buy(id)).json().data;
    expect((await get(`/api/orders/${id}/shipping`, sellerH)).statusCode).toBe(200);
    expect((await get(label.fileUrl, sellerH)).statusCode).toBe(200);
    expect((await get(`/api/orders/${id}/shipping`, otherSellerH)).statusCode).toBe(404);
    expect((await get(label.fileUrl, otherSellerH)).statusCode).toBe(404);
    // A packer of another factory does not see vn1's orders.
    expect((await get(label.fileUrl, euPackerH)).statusCode).toBe(404);
    expect((await buy(await readyOrder(), euPackerH)).statusCode).toBe(404);
  });

  it('rebuy voids the label in use and, asked to, charges the new one to the seller', async () => {
    const id = await readyOrder();
    const first = (await buy(id)).json().data;
    const before = await creditOf(seller.id);
    const res = await post('/api/shipping_labels/rebuy', packerH, {
      orderId: id,
      provider: 'sandbox',
      serviceCode: 'express',
      chargeSeller: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Rebuy shipping label successfully');
    const second = res.json().data;
    expect(second).toMatchObject({ serviceCode: 'express', meta: parcel });
    expect(second.trackingNumber).not.toBe(first.trackingNumber);
    const fee = sandboxFeeCents('express', parcel);
    expect(await creditOf(seller.id)).toBe(before - fee);
    const [row] = await t.db.select().from(shippingLabels).where(eq(shippingLabels.id, second.id));
    const [charge] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, row!.transactionId!));
    expect(charge).toMatchObject({
      userId: seller.id,
      type: 'payment',
      amountCents: fee,
      orderIds: [id],
    });
    expect(charge?.note).toBe(`Shipping label ${row!.carrierName} ${second.trackingNumber}`);
    const shipping = (await get(`/api/orders/${id}/shipping`, packerH)).json().data;
    expect(
      shipping.labels.map((l: { id: number; voidedAt: string | null }) => [
        l.id,
        l.voidedAt !== null,
      ]),
    ).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect(shipping.packages.map((p: { trackingNumber: string }) => p.trackingNumber)).toEqual([
      first.trackingNumber,
      second.trackingNumber,
    ]);
    // Without chargeSeller the business pays: no charge.
    const third = await post('/api/shipping_labels/rebuy', packerH, {
      orderId: id,
      provider: 'sandbox',
    });
    expect(third.statusCode).toBe(200);
    expect(await creditOf(seller.id)).toBe(before - fee);
  });

  it('an uploaded carrier’s rebuy needs its service code, tracking number and PDF', async () => {
    const id = await readyOrder();
    const url = '/api/shipping_labels/rebuy';
    const pdf = await makePdf(1, [612, 792]);
    const noService = await upload(
      url,
      { orderId: String(id), provider: 'lionbay', trackingNumber: 'LB12345678' },
      [{ data: pdf }],
    );
    expect(noService.statusCode).toBe(400);
    expect(noService.json().error.message).toBe(shippingMessages.serviceCodeRequired);
    const noTracking = await upload(
      url,
      { orderId: String(id), provider: 'lionbay', serviceCode: 'LB-STD' },
      [{ data: pdf }],
    );
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().error.message).toBe(shippingMessages.trackingRequired);
    const fields = {
      orderId: String(id),
      provider: 'lionbay',
      serviceCode: 'LB-STD',
      trackingNumber: 'LB12345678',
    };
    const noFile = await upload(url, fields, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(shippingMessages.labelFileRequired);
    const notPdf = await upload(url, fields, [{ data: await makeImage(), filename: 'label.pdf' }]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.message).toBe(shippingMessages.fileInvalid);
    const stored = storedLabelFiles(t.config.dataDir).length;
    const ok = await upload(url, { ...fields, shippingFee: '3.20' }, [{ data: pdf }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      type: 'uploaded',
      provider: 'lionbay',
      carrierName: 'LionBay',
      serviceCode: 'LB-STD',
      trackingNumber: 'LB12345678',
      shippingFee: 3.2,
    });
    expect(storedLabelFiles(t.config.dataDir)).toHaveLength(stored + 1);
    expect(await orderOf(id)).toMatchObject({ status: 'shipped', productionStatus: 3 });

    const manual = { orderId: id, provider: 'manual', trackingNumber: 'MAN-0001' };
    const unnamed = await post(url, packerH, manual);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe(shippingMessages.manualProviderRequired);
    const typed = await post(url, packerH, { ...manual, manualProvider: 'Local courier' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data).toMatchObject({
      type: 'manual',
      carrierName: 'Local courier',
      fileUrl: null,
    });
  });

  it('the seller’s TikTok label: one real PDF, nothing stored when refused', async () => {
    const url = '/api/shipping_labels/tiktoklabel/buy';
    const order = await orderInProduction(t.db, seller, { shippingMethod: 'ship_by_seller' });
    const fields = { orderId: String(order.id), trackingNumber: 'TT9988776655' };
    const stored = storedLabelFiles(t.config.dataDir).length;
    const pdf = await makePdf();
    const two = await upload(url, fields, [{ data: pdf }, { data: pdf }], sellerH);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe('Limit 1 files upload!');
    const png = await upload(
      url,
      fields,
      [{ data: await makeImage(), filename: 'label.pdf' }],
      sellerH,
    );
    expect(png.statusCode).toBe(400);
    expect(png.json().error.message).toBe('The file is invalid');
    const fake = await upload(
      url,
      fields,
      [{ data: Buffer.from('%PDF-1.7\nnot really a pdf') }],
      sellerH,
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('The file is invalid');
    expect(storedLabelFiles(t.config.dataDir)).toHaveLength(stored);
    expect((await upload(url, fields, [{ data: pdf }], otherSellerH)).statusCode).toBe(404);
    const plain = await orderInProduction(t.db, seller);
    const refused = await upload(
      url,
      { ...fields, orderId: String(plain.id) },
      [{ data: pdf }],
      sellerH,
    );
    expect(refused.statusCode).toBe(409);
    const ok = await upload(url, fields, [{ data: pdf }], sellerH);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      type: 'tiktok',
      trackingNumber: 'TT9988776655',
      sandbox: false,
    });
    expect(storedLabelFiles(t.config.dataDir)).toHaveLength(stored + 1);
    expect((await get(ok.json().data.fileUrl, sellerH)).statusCode).toBe(200);
  });

  it('buys, rebuys and uploads a label once per Idempotency-Key; another request with the key is refused', async () => {
    const keyed = (key: string, headers = packerH) => ({ ...headers, 'idempotency-key': key });
    const labelsOf = (orderId: number) =>
      t.db.select().from(shippingLabels).where(eq(shippingLabels.orderId, orderId));

    const id = await readyOrder();
    const body = { orderId: id, provider: 'sandbox', parcel };
    const first = await post('/api/shipping_labels/buy', keyed(`buy-${id}`), body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/shipping_labels/buy', keyed(`buy-${id}`), body);
    // Without the key this would be 409 (a label is in use): the first answer comes back instead.
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await post('/api/shipping_labels/buy', keyed(`buy-${id}`), {
      ...body,
      parcel: { ...parcel, weight: 13 },
    });
    expect(other.statusCode).toBe(422);
    expect(await labelsOf(id)).toHaveLength(1);

    // A rebuy charged to the seller, sent twice with its file: one label, one charge.
    const before = await creditOf(seller.id);
    const fields = {
      orderId: String(id),
      provider: 'lionbay',
      serviceCode: 'LB-STD',
      trackingNumber: 'LB-KEYED-1',
      shippingFee: '2.50',
      chargeSeller: 'true',
    };
    const pdf = await makePdf(1, [612, 792]);
    const rebuy = (file: Buffer) =>
      upload('/api/shipping_labels/rebuy', fields, [{ data: file }], keyed(`rebuy-${id}`));
    const rebought = await rebuy(pdf);
    expect(rebought.statusCode, rebought.body).toBe(200);
    const rebuyAgain = await rebuy(pdf);
    expect(rebuyAgain.headers['idempotent-replayed']).toBe('true');
    expect(rebuyAgain.json()).toEqual(rebought.json());
    // The same fields with another file are another request.
    expect((await rebuy(await makePdf(2, [612, 792]))).statusCode).toBe(422);
    expect(await labelsOf(id)).toHaveLength(2);
    expect(await creditOf(seller.id)).toBe(before - 250);

    // The seller's own TikTok label: the same way.
    const order = await orderInProduction(t.db, seller, { shippingMethod: 'ship_by_seller' });
    const tiktok = (file: Buffer) =>
      upload(
        '/api/shipping_labels/tiktoklabel/buy',
        { orderId: String(order.id), trackingNumber: 'TT-KEYED-1' },
        [{ data: file }],
        keyed(`tiktok-${order.id}`, sellerH),
      );
    const uploaded = await tiktok(pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const uploadedAgain = await tiktok(pdf);
    expect(uploadedAgain.headers['idempotent-replayed']).toBe('true');
    expect(uploadedAgain.json()).toEqual(uploaded.json());
    expect((await tiktok(await makePdf(2))).statusCode).toBe(422);
    expect(await labelsOf(order.id)).toHaveLength(1);
  });

  it('prints the labels of 3 orders as one PDF of 4×6 pages, in the order given', async () => {
    const ids = [await readyOrder(), await readyOrder(), await readyOrder()];
    const tracking = new Map<number, string>();
    for (const id of ids) tracking.set(id, (await buy(id)).json().data.trackingNumber);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await post('/api/shipping_labels/print', packerH, { orderIds: order });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    const pages = doc.getPages();
    expect(pages.map((page) => page.getSize())).toEqual(Array(3).fill({ width: 288, height: 432 }));
    const printed = pages.map((page) => pageText(doc, page).replaceAll(' ', ''));
    for (const [index, id] of order.entries()) expect(printed[index]).toContain(tracking.get(id));
    // An uploaded Letter-size label is scaled onto a 4×6 page.
    const letter = await readyOrder();
    await upload(
      '/api/shipping_labels/rebuy',
      { orderId: String(letter), provider: 'hpw', trackingNumber: 'HPW0000001' },
      [{ data: await makePdf(1, [612, 792]) }],
    );
    const mixed = await post('/api/shipping_labels/print', packerH, {
      orderIds: [letter, ids[0]!],
    });
    const mixedDoc = await PDFDocument.load(mixed.rawPayload);
    expect(mixedDoc.getPages().map((page) => page.getSize())).toEqual(
      Array(2).fill({ width: 288, height: 432 }),
    );
    const none = await post('/api/shipping_labels/print', packerH, {
      orderIds: [await readyOrder()],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(shippingMessages.noLabels);
    expect((await post('/api/shipping_labels/print', sellerH, { orderIds: ids })).statusCode).toBe(
      403,
    );
  });

  it('flags a tracking number another order carries (any case), without refusing it', async () => {
    const [a, b] = [await readyOrder(), await readyOrder()];
    const rebuy = (orderId: number, trackingNumber: string) =>
      post('/api/shipping_labels/rebuy', packerH, {
        orderId,
        provider: 'manual',
        manualProvider: 'Courier',
        trackingNumber,
      });
    expect((await rebuy(a, 'DUP-1234567')).statusCode).toBe(200);
    expect((await rebuy(b, 'dup-1234567')).statusCode).toBe(200);
    const shipping = (await get(`/api/orders/${b}/shipping`, packerH)).json().data;
    expect(shipping.packages[0]).toMatchObject({ trackingNumber: 'dup-1234567', duplicateOf: [a] });
    const [pkg] = await t.db
      .select()
      .from(orderPackages)
      .where(and(eq(orderPackages.orderId, a)));
    expect(pkg?.trackingNumber).toBe('DUP-1234567');
  });

  it('managers void a label (kept, marked voided); packers may not', async () => {
    const id = await readyOrder();
    const label = (await buy(id)).json().data;
    expect((await post(`/api/shipping_labels/${label.id}/void`, packerH, {})).statusCode).toBe(403);
    const res = await post(`/api/shipping_labels/${label.id}/void`, managerH, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.voidedAt).not.toBeNull();
    expect((await post(`/api/shipping_labels/${label.id}/void`, managerH, {})).statusCode).toBe(
      409,
    );
    // With no label in use, a new one can be bought.
    expect((await buy(id)).statusCode).toBe(200);
  });

  it('every label bought, replaced or voided is in the order’s changelog, with its charge', async () => {
    const id = await readyOrder();
    const revisions = async () =>
      (await get(`/api/orders/${id}/revisions`, managerH)).json().data.rows as {
        action: string;
        changes: { field: string; before: unknown; after: unknown }[];
      }[];
    const first = (await buy(id)).json().data;
    const [bought] = await revisions();
    expect(bought!.action).toBe('label');
    expect(bought!.changes).toContainEqual({
      field: 'shippingLabel',
      before: null,
      after: { id: first.id, carrier: first.carrierName, trackingNumber: first.trackingNumber },
    });
    expect(bought!.changes.map((change) => change.field)).toContain('trackingNumber');

    // A manual rebuy under the same tracking number adds no package, yet the label changed and
    // the seller paid for it.
    const rebuy = await post('/api/shipping_labels/rebuy', packerH, {
      orderId: id,
      provider: 'manual',
      manualProvider: 'Local courier',
      trackingNumber: first.trackingNumber,
      shippingFee: 3.5,
      chargeSeller: true,
    });
    expect(rebuy.statusCode, rebuy.body).toBe(200);
    const second = rebuy.json().data;
    const [replaced] = await revisions();
    expect(replaced!.action).toBe('label');
    expect(replaced!.changes).toEqual([
      {
        field: 'shippingLabel',
        before: { id: first.id, carrier: first.carrierName, trackingNumber: first.trackingNumber },
        after: { id: second.id, carrier: 'Local courier', trackingNumber: first.trackingNumber },
      },
      { field: 'labelCharged', before: null, after: 3.5 },
    ]);

    const voided = await post(`/api/shipping_labels/${second.id}/void`, managerH, {});
    expect(voided.statusCode).toBe(200);
    const [gone] = await revisions();
    expect(gone).toMatchObject({
      action: 'label-voided',
      changes: [
        {
          field: 'shippingLabel',
          before: { id: second.id, carrier: 'Local courier', trackingNumber: first.trackingNumber },
          after: null,
        },
      ],
    });
  });

  it('writes the customs description from the items', async () => {
    const order = await orderInProduction(t.db, seller, {
      items: [
        {
          catalogId: 7,
          color: 'Black',
          size: 'm',
          quantity: 2,
          designImages: [
            { imageUrl: 'https://cdn.example.test/designs/rose.png', location: 'front' },
          ],
        },
        {
          catalogId: 10,
          color: 'White',
          size: '11oz',
          quantity: 1,
          designImages: [
            { imageUrl: 'https://cdn.example.test/designs/rose.png', location: 'front' },
          ],
        },
      ],
    });
    const res = await post('/api/shipping_labels/generate_description', sellerH, {
      orderId: order.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      description: 'Embroidered cotton T-shirt x2, embroidered mug x1',
      hsCode: '6109.10',
    });
    expect(res.json().data.value).toBeGreaterThan(0);
    expect(
      (await post('/api/shipping_labels/generate_description', otherSellerH, { orderId: order.id }))
        .statusCode,
    ).toBe(404);
  });

  it('a label bought after a reship goes to the reship’s address', async () => {
    const orderId = await readyOrder();
    expect((await buy(orderId)).statusCode).toBe(200);
    const reshipped = await post('/api/orders/reship', managerH, {
      orderId,
      address: {
        firstName: 'Grace',
        lastName: 'Hopper',
        address1: '1 Navy Yard Plaza',
        city: 'Washington',
        state: 'DC',
        zip: '20374',
        country: 'US',
      },
      reason: 'Parcel lost by the carrier',
      paidBy: 'business',
    });
    expect(reshipped.statusCode, reshipped.body).toBe(200);
    const rebought = await post('/api/shipping_labels/rebuy', packerH, {
      orderId,
      provider: 'sandbox',
    });
    expect(rebought.statusCode, rebought.body).toBe(200);
    const shipping = (await get(`/api/orders/${orderId}/shipping`, packerH)).json().data;
    const active = shipping.labels.find((label: { voidedAt: string | null }) => !label.voidedAt);
    const file = await get(active.fileUrl, packerH);
    const doc = await PDFDocument.load(file.rawPayload);
    const text = pageText(doc, doc.getPage(0)).replaceAll(' ', '');
    expect(text).toMatch(/GraceHopper/i);
    expect(text).toMatch(/1NavyYardPlaza/i);
  });

  it('a tracking number typed for a known carrier links to its tracking page', async () => {
    const orderId = await readyOrder();
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/tracking-number`,
      headers: packerH,
      payload: { trackingNumber: '9400111899562537800001', carrierCode: 'usps' },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const shipping = (await get(`/api/orders/${orderId}/shipping`, sellerH)).json().data;
    expect(shipping.packages[0].trackingUrl).toMatch(/usps\.com.*9400111899562537800001/);
  });
});
