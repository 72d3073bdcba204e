import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import {
  creditLedger,
  fbaOrders,
  notifications,
  orderItems,
  orders,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { pageText } from '../shipping/shipping-test-helpers.ts';
import { fbaItem, type LabelFile, sendFbaForm } from './fba-orders-test-helpers.ts';

type Headers = Record<string, string>;

describe('FBA orders: create, price, approve, labels, ship, cancel, delete', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerH: Headers;
  let otherH: Headers;
  let adminH: Headers;
  let packerH: Headers;
  let productPdf: Buffer;
  let cartonPdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, { creditCents: 100_000 });
    sellerH = await authHeaders(t.app, seller);
    otherH = await authHeaders(t.app, await createSeller(t.db, { creditCents: 100_000 }));
    adminH = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    packerH = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['vn1'] }),
    );
    productPdf = await labelPdf('FNSKU X001', [162, 90]);
    cartonPdf = await labelPdf('CARTON SHIP TO FBA', [288, 432]);
  });
  afterAll(() => t.close());

  async function labelPdf(text: string, size: [number, number]) {
    const doc = await PDFDocument.create();
    doc.addPage(size).drawText(text, { x: 10, y: 20, size: 10 });
    return Buffer.from(await doc.save());
  }

  const labels = (): LabelFile[] => [
    { field: 'productLabel', data: productPdf },
    { field: 'shippingLabel', data: cartonPdf },
  ];
  const storedFiles = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'files', 'fba-labels'));
    } catch {
      return [];
    }
  };
  const creditOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.creditCents;
  const put = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  async function create(
    fields: Record<string, string> = {},
    headers: Headers = sellerH,
    files = labels(),
  ) {
    return sendFbaForm(
      t.app,
      headers,
      { items: JSON.stringify([fbaItem(2), fbaItem(1, 'FNSKU-TEE-L')]), ...fields },
      files,
    );
  }
  async function createdId(fields: Record<string, string> = {}) {
    const res = await create(fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  async function priced(amount = 42.5, fields: Record<string, string> = {}) {
    const id = await createdId(fields);
    const res = await put(`/api/fba-orders/${id}`, adminH, { totalCost: amount });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }

  it('creates an FBA order from a multipart form with two PDFs: created, units counted, labels stored', async () => {
    const before = storedFiles().length;
    const res = await create({
      requestSample: 'true',
      sellerOrderId: 'AMZ-SHIP-1',
      trackingCode: '1Z999',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Created successfully');
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'created',
      sellerOrderId: 'AMZ-SHIP-1',
      trackingCode: '1Z999',
      requestSample: true,
      units: 3,
      totalCost: null,
      refOrder: null,
      productLabel: { fileName: 'productLabel.pdf', size: productPdf.length },
    });
    expect(order.items[0].designs[0].imageUrl.small).toBe(
      'https://cdn.example.test/designs/rose.png',
    );
    expect(storedFiles().length).toBe(before + 2);
    const file = await get(order.productLabel.url, sellerH);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(productPdf)).toBe(true);
    // Staff are told there is an order to price.
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 16));
    expect(told.some((row) => row.message.includes(`FBA order #${order.id}`))).toBe(true);
  });

  it('refuses a label that is not a PDF, a renamed non-PDF, two files in one field, a missing label and 20 MB: nothing stored', async () => {
    const before = storedFiles().length;
    const count = async () => (await t.db.select().from(fbaOrders)).length;
    const rows = await count();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: { files: LabelFile[]; status: number; message: string }[] = [
      {
        files: [
          { field: 'productLabel', data: png, filename: 'label.png', contentType: 'image/png' },
          { field: 'shippingLabel', data: cartonPdf },
        ],
        status: 400,
        message: 'The file is invalid',
      },
      {
        files: [
          { field: 'productLabel', data: productPdf },
          { field: 'shippingLabel', data: Buffer.from('hello, not a pdf at all') },
        ],
        status: 400,
        message: 'The file is invalid',
      },
      {
        // The magic is there but the document is not.
        files: [
          { field: 'productLabel', data: Buffer.from('%PDF-1.7\nbroken') },
          { field: 'shippingLabel', data: cartonPdf },
        ],
        status: 400,
        message: 'The file is invalid',
      },
      {
        files: [...labels(), { field: 'productLabel', data: productPdf }],
        status: 400,
        message: 'Limit 1 files upload!',
      },
      {
        files: [{ field: 'productLabel', data: productPdf }],
        status: 400,
        message: 'The file is invalid',
      },
      {
        files: [
          {
            field: 'productLabel',
            data: Buffer.concat([productPdf, Buffer.alloc(20 * 1024 * 1024)]),
          },
          { field: 'shippingLabel', data: cartonPdf },
        ],
        status: 413,
        message: 'The file is invalid',
      },
    ];
    for (const { files, status, message } of cases) {
      const res = await create({}, sellerH, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect(storedFiles().length).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('refuses bad rows with the spec’s rules: designs with http(s) urls, quantity 1–1000, colour and size', async () => {
    const bad = [
      { ...fbaItem(), designs: [] },
      { ...fbaItem(), designs: [{ location: 'front', imageUrl: 'ftp://x.test/a.png' }] },
      fbaItem(0),
      fbaItem(1001),
      { ...fbaItem(), color: '' },
    ];
    for (const item of bad) {
      const res = await create({ items: JSON.stringify([item]) });
      expect(res.statusCode, res.body).toBe(400);
    }
    const notJson = await create({ items: '[{' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.details[0].path).toBe('items');
  });

  it('lists a seller’s own orders only; staff see every seller’s and filter them', async () => {
    const id = await createdId({ sellerOrderId: 'LIST-ME-42' });
    const mine = await get('/api/fba-orders?keyword=list-me', sellerH);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.rows.map((row: { id: number }) => row.id)).toEqual([id]);
    const others = await get('/api/fba-orders', otherH);
    expect(others.json().data.rows).toEqual([]);
    const staff = await get(`/api/fba-orders?userId=${seller.id}&status=created`, adminH);
    expect(staff.json().data.rows.some((row: { id: number }) => row.id === id)).toBe(true);
    expect(staff.json().data.total).toBeGreaterThan(0);
    const byId = await get(`/api/fba-orders?keyword=%23${id}`, adminH);
    expect(byId.json().data.rows[0].id).toBe(id);
  });

  it('answers 404 on every call for another seller’s FBA order', async () => {
    const id = await createdId();
    const urls: [string, string][] = [
      ['GET', `/api/fba-orders/${id}`],
      ['PUT', `/api/fba-orders/${id}`],
      ['PUT', `/api/fba-orders/${id}/approve`],
      ['PUT', `/api/fba-orders/${id}/cancel`],
      ['DELETE', `/api/fba-orders/${id}`],
      ['GET', `/api/fba-orders/${id}/labels`],
      ['GET', `/api/fba-orders/${id}/files/productLabel`],
    ];
    for (const [method, url] of urls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: otherH,
        ...(method === 'PUT' && url.endsWith(`${id}`) ? { payload: { sellerOrderId: 'x' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(`/api/fba-orders/${id}`, sellerH)).json().data.sellerOrderId).toBe('');
  });

  it('staff price it (totalCost required decimal), the seller is told; the seller edits rows until approved', async () => {
    const id = await createdId();
    const missing = await put(`/api/fba-orders/${id}`, adminH, {});
    expect(missing.statusCode).toBe(400);
    const notDecimal = await put(`/api/fba-orders/${id}`, adminH, { totalCost: 'abc' });
    expect(notDecimal.statusCode).toBe(400);
    const tooPrecise = await put(`/api/fba-orders/${id}`, adminH, { totalCost: 1.234 });
    expect(tooPrecise.statusCode).toBe(400);
    const ok = await put(`/api/fba-orders/${id}`, adminH, { totalCost: '19.90' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Updated order successfully',
      data: { status: 'priced', totalCost: 19.9 },
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(
      told.some(
        (row) =>
          row.message === `FBA order #${id} is priced at $19.90: approve it to start production`,
      ),
    ).toBe(true);

    // The seller changes the rows: back to staff for a new price.
    const edited = await put(`/api/fba-orders/${id}`, sellerH, {
      items: [fbaItem(5)],
      sellerOrderId: 'EDITED',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'created',
      totalCost: null,
      units: 5,
      sellerOrderId: 'EDITED',
    });
    // A new label replaces the old one (multipart PUT); the old file is removed.
    const before = storedFiles();
    const relabel = await sendFbaForm(
      t.app,
      sellerH,
      {},
      [{ field: 'shippingLabel', data: cartonPdf, filename: 'new-carton.pdf' }],
      { method: 'PUT', url: `/api/fba-orders/${id}` },
    );
    expect(relabel.statusCode, relabel.body).toBe(200);
    expect(relabel.json().data.shippingLabel.fileName).toBe('new-carton.pdf');
    expect(storedFiles().length).toBe(before.length);
  });

  it('approve: pays the price from the credit once, makes the units an order in production, answers ‘approved’', async () => {
    const id = await priced(42.5, { requestSample: 'true' });
    const credit = await creditOf(seller.id);
    const res = await put(`/api/fba-orders/${id}/approve`, sellerH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('approved');
    const fba = res.json().data;
    expect(fba.status).toBe('approved');
    expect(fba.refOrder).toMatchObject({ status: 'processing', productionStatus: 0 });
    expect(await creditOf(seller.id)).toBe(credit - 4250);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, fba.refOrder.id));
    expect(order).toMatchObject({
      userId: seller.id,
      status: 'processing',
      sellerOrderId: `FBA-${id}`,
      shippingMethod: 'ship_by_seller',
      paymentTransactionId: fba.paymentTransactionId,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    // The sample unit first, then the rows.
    expect(items.map((item) => item.quantity)).toEqual([1, 2, 1]);
    const [payment] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, fba.paymentTransactionId));
    expect(payment).toMatchObject({
      type: 'payment',
      amountCents: 4250,
      paymentMethod: 'credit',
      note: `FBA order #${id}`,
    });
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.transactionId, payment!.id));
    expect(ledger.map((row) => row.deltaCents)).toEqual([-4250]);

    // Twice: refused, charged once.
    const again = await put(`/api/fba-orders/${id}/approve`, sellerH);
    expect(again.statusCode).toBe(409);
    expect(await creditOf(seller.id)).toBe(credit - 4250);
    // No more edits or deletes once approved.
    expect(
      (await put(`/api/fba-orders/${id}`, sellerH, { sellerOrderId: 'late' })).statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/fba-orders/${id}`, headers: sellerH }))
        .statusCode,
    ).toBe(409);
    // The order's page finds the FBA order it was made for.
    const of = await get(`/api/orders/${order!.id}/fba-order`, packerH);
    expect(of.json().data).toEqual({ id, status: 'approved', units: 3 });
    expect((await get(`/api/orders/${order!.id}/fba-order`, otherH)).statusCode).toBe(404);
  });

  it('approve before pricing, or without enough credit: refused, nothing charged, no order made', async () => {
    const unpriced = await createdId();
    const early = await put(`/api/fba-orders/${unpriced}/approve`, sellerH);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'This FBA order has no price yet: staff price it first',
    );

    const poor = await createSeller(t.db, { creditCents: 100 });
    const poorH = await authHeaders(t.app, poor);
    const res = await sendFbaForm(t.app, poorH, { items: JSON.stringify([fbaItem(1)]) }, labels());
    const id = res.json().data.id;
    await put(`/api/fba-orders/${id}`, adminH, { totalCost: 10 });
    const refused = await put(`/api/fba-orders/${id}/approve`, poorH);
    expect(refused.statusCode).toBe(400);
    expect(await creditOf(poor.id)).toBe(100);
    expect((await t.db.select().from(orders).where(eq(orders.userId, poor.id))).length).toBe(0);
    expect((await get(`/api/fba-orders/${id}`, poorH)).json().data.status).toBe('priced');
  });

  it('the packer’s label sheet: the product label once per unit in pack order, then the carton label; it parses', async () => {
    const id = await priced(10, { requestSample: 'true' });
    // Before approval the floor has no order: the packer cannot see it.
    expect((await get(`/api/fba-orders/${id}/labels`, packerH)).statusCode).toBe(404);
    await put(`/api/fba-orders/${id}/approve`, sellerH);
    const res = await get(`/api/fba-orders/${id}/labels`, packerH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-label-units']).toBe('3');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const sheet = await PDFDocument.load(res.rawPayload);
    // 3 units (the sample is not packed), then the carton's one page.
    expect(sheet.getPageCount()).toBe(4);
    const sizes = sheet.getPages().map((page) => [page.getWidth(), page.getHeight()]);
    expect(sizes).toEqual([
      [162, 90],
      [162, 90],
      [162, 90],
      [288, 432],
    ]);
    expect(pageText(sheet, sheet.getPage(3))).toContain('CARTON SHIP TO FBA');
    // The seller may print it too.
    expect((await get(`/api/fba-orders/${id}/labels`, sellerH)).statusCode).toBe(200);
  });

  it('ship: staff only, approved only; the order of the units gets the tracking code and ships; the seller is told', async () => {
    const id = await priced(5, { trackingCode: '1ZFBA0001' });
    const early = await put(`/api/fba-orders/${id}/ship`, adminH, {});
    expect(early.statusCode).toBe(409);
    const approved = await put(`/api/fba-orders/${id}/approve`, sellerH);
    const orderId = approved.json().data.refOrder.id;
    expect((await put(`/api/fba-orders/${id}/ship`, sellerH, {})).statusCode).toBe(403);
    const unpacked = await put(`/api/fba-orders/${id}/ship`, adminH, {});
    expect(unpacked.statusCode).toBe(409);
    expect(unpacked.json().error.message).toContain('not packed');
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, orderId));
    const res = await put(`/api/fba-orders/${id}/ship`, adminH, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'shipped', trackingCode: '1ZFBA0001' });
    expect(res.json().data.refOrder.status).toBe('shipped');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.trackingNumber).toContain('1ZFBA0001');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(
      told.some(
        (row) => row.message === `FBA order #${id} was shipped with tracking code 1ZFBA0001`,
      ),
    ).toBe(true);
    expect((await put(`/api/fba-orders/${id}/cancel`, sellerH)).statusCode).toBe(409);
  });

  it('cancel: before approval nothing moves; approved and On-design the price goes back and the order is cancelled; in production refused', async () => {
    const early = await createdId();
    const cancelled = await put(`/api/fba-orders/${early}/cancel`, sellerH);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refundTransactionId: null });

    const id = await priced(12.34);
    const credit = await creditOf(seller.id);
    const approved = await put(`/api/fba-orders/${id}/approve`, sellerH);
    expect(await creditOf(seller.id)).toBe(credit - 1234);
    const res = await put(`/api/fba-orders/${id}/cancel`, sellerH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(res.json().data.refOrder.status).toBe('cancelled');
    expect(await creditOf(seller.id)).toBe(credit);
    const [refund] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, res.json().data.refundTransactionId));
    expect(refund).toMatchObject({
      type: 'refund',
      amountCents: 1234,
      note: `FBA order #${id} cancelled`,
    });

    const busy = await priced(3);
    const ok = await put(`/api/fba-orders/${busy}/approve`, sellerH);
    await t.db
      .update(orders)
      .set({ productionStatus: 1 })
      .where(eq(orders.id, ok.json().data.refOrder.id));
    const refused = await put(`/api/fba-orders/${busy}/cancel`, sellerH);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ask to cancel the order');
    expect(approved.statusCode).toBe(200);
  });

  it('delete: only before approval, with its files; the spec’s message', async () => {
    const id = await createdId();
    const before = storedFiles().length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/fba-orders/${id}`,
      headers: sellerH,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Delete FBA order success!');
    expect(storedFiles().length).toBe(before - 2);
    expect((await get(`/api/fba-orders/${id}`, sellerH)).statusCode).toBe(404);
  });
});
