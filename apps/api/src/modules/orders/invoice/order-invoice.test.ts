import type { OrderInvoice } from '@stitchworks/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import { insertOrderRow, testAddress } from '../../../../test/factories/order-rows.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { businessNameOf } from './order-invoice.ts';
import { drawableText } from './order-invoice-pdf.ts';

type Headers = Record<string, string>;

describe('order invoice', () => {
  let t: TestApp;
  let seller: TestUser;
  let plain: TestUser;
  const as: Record<string, Headers> = {};
  let paidId: number;
  let plainId: number;

  beforeAll(async () => {
    t = await createTestApp({ supportEmail: 'billing@stitch.example.test' });
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, {
      name: 'Liam Carter',
      invoiceInfo: {
        name: 'Carter Goods LLC',
        address: '1200 Market Street, San Francisco, CA 94102',
        phone: '+1 415 555 0134',
        email: 'billing@carter.example.test',
      },
    });
    plain = await createSeller(t.db, { name: 'Nguyễn Thị Hoa' });
    for (const [name, user] of Object.entries({
      seller,
      plain,
      supporter: await createUser(t.db, { role: 'supporter' }),
      producer: await createUser(t.db, { role: 'producer' }),
      other: await createSeller(t.db),
    })) {
      as[name] = await authHeaders(t.app, user);
    }
    const paid = await insertOrderRow(t.db, seller, {
      sellerOrderId: 'SHOP-42',
      status: 'processing',
      productionStatus: 0,
      createdAt: new Date('2025-03-01T03:00:00Z'),
      paidAt: new Date('2025-03-01T04:00:00Z'),
      shippingCents: 599,
      taxCents: 120,
      discountCents: 200,
      totalCents: 2_000 + 1_300 + 599 + 120 - 200,
      items: [
        { quantity: 2, unitCents: 1_000, extraPositionCents: 0, sku: 'TEE-BLK-M' },
        {
          catalogId: 10,
          color: 'White',
          size: '11oz',
          unitCents: 650,
          extraPositionCents: 150,
          digitizingCents: 500,
          amountCents: 1_300,
        },
      ],
    });
    paidId = paid.id;
    const unpaid = await insertOrderRow(t.db, plain, {
      address: testAddress({
        firstName: 'Trần',
        lastName: 'Đức 😀',
        city: 'Hà Nội',
        country: 'VN',
      }),
      items: Array.from({ length: 60 }, () => ({ quantity: 1, unitCents: 900 })),
    });
    plainId = unpaid.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  it('answers the invoice: number, issuer, bill-to from the invoice info, lines and totals', async () => {
    const res = await get(`/api/orders/${paidId}/invoice`, as.seller!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      number: `INV-${String(paidId).padStart(7, '0')}`,
      orderId: paidId,
      sellerOrderId: 'SHOP-42',
      status: 'processing',
      issuedAt: '2025-03-01T04:00:00.000Z',
      paidAt: '2025-03-01T04:00:00.000Z',
      issuer: { name: 'Stitchworks', address: '', email: 'billing@stitch.example.test' },
      billTo: {
        name: 'Carter Goods LLC',
        address: '1200 Market Street, San Francisco, CA 94102',
        phone: '+1 415 555 0134',
        email: 'billing@carter.example.test',
      },
      shipTo: testAddress(),
      shippingMethod: 'standard',
      lines: [
        {
          kind: 'item',
          description: 'Embroidered Unisex Heavy Cotton Tee: Black / M',
          sku: 'TEE-BLK-M',
          quantity: 2,
          unitPrice: 10,
          amount: 20,
        },
        {
          kind: 'item',
          description: 'Ceramic Mug: White / 11oz',
          sku: null,
          quantity: 1,
          unitPrice: 8,
          amount: 8,
        },
        // Digitizing is paid once per row: a line of its own, so every line adds up.
        {
          kind: 'digitizing',
          description: 'Digitizing: Ceramic Mug: White / 11oz',
          sku: null,
          quantity: 1,
          unitPrice: 5,
          amount: 5,
        },
      ],
      itemsTotal: 33,
      shippingFee: 5.99,
      tax: 1.2,
      discount: 2,
      total: 38.19,
    });
    const { lines, itemsTotal } = res.json().data as OrderInvoice;
    for (const line of lines) expect(line.quantity * line.unitPrice).toBeCloseTo(line.amount, 6);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(itemsTotal, 6);
  });

  it('bills a seller without invoice info by name and e-mail, dated when placed', async () => {
    const res = await get(`/api/orders/${plainId}/invoice`, as.supporter!);
    expect(res.statusCode).toBe(200);
    const invoice = res.json().data;
    expect(invoice.billTo).toEqual({
      name: 'Nguyễn Thị Hoa',
      address: '',
      phone: '',
      email: plain.email,
    });
    expect(invoice.paidAt).toBeNull();
    expect(invoice.lines).toHaveLength(60);
  });

  it('renders an A4 PDF that reads back, over several pages when the lines need them', async () => {
    const res = await get(`/api/orders/${paidId}/invoice.pdf`, as.seller!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Invoice INV-${String(paidId).padStart(7, '0')}`);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    // Vietnamese names, an emoji and 60 lines: still drawn, on more than one page.
    const long = await get(`/api/orders/${plainId}/invoice.pdf`, as.plain!);
    expect(long.statusCode).toBe(200);
    const longPdf = await PDFDocument.load(long.rawPayload);
    expect(longPdf.getPageCount()).toBeGreaterThan(1);
  });

  it('is for the order’s seller, admin and supporter only', async () => {
    expect((await get(`/api/orders/${paidId}/invoice`, as.other!)).statusCode).toBe(404);
    expect((await get(`/api/orders/${paidId}/invoice.pdf`, as.other!)).statusCode).toBe(404);
    expect((await get(`/api/orders/${paidId}/invoice`, as.producer!)).statusCode).toBe(403);
    expect((await get('/api/orders/99999999/invoice.pdf', as.supporter!)).statusCode).toBe(404);
  });

  it('writes text the standard fonts can draw', () => {
    expect(drawableText('Nguyễn Văn Đức, Hà Nội')).toBe('Nguyen Van Duc, Hà Noi');
    expect(drawableText('Café “quoted” – 😀\nnext')).toBe('Café “quoted” – ? next');
    expect(businessNameOf('Stitchworks <no-reply@stitchworks.local>')).toBe('Stitchworks');
    expect(businessNameOf('"Acme Embroidery" <x@acme.test>')).toBe('Acme Embroidery');
    expect(businessNameOf('x@acme.test')).toBe('Stitchworks');
  });
});
