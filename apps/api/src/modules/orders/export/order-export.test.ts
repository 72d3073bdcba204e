import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
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
import { EXPORT_BATCH_ORDERS, exportHeader } from './order-export.service.ts';

type Headers = Record<string, string>;

// 2025-03-01 00:00:00 in Bangkok (UTC+7).
const MARCH_1 = Date.UTC(2025, 1, 28, 17) / 1000;
const DAY = 86_400;
const atSecond = (seconds: number) => new Date(seconds * 1000);

describe('order exports', () => {
  let t: TestApp;
  let seller: TestUser;
  let other: TestUser;
  const as: Record<string, Headers> = {};
  let paidId: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await seedCatalogs(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    const euManager = await createUser(t.db, { role: 'manager', factories: ['eu1'] });
    seller = await createSeller(t.db, { email: 'export.seller@example.test' });
    other = await createSeller(t.db, { email: 'export.other@example.test' });
    for (const [name, user] of Object.entries({ admin, euManager, seller, other })) {
      as[name] = await authHeaders(t.app, user);
    }
    const paid = await insertOrderRow(t.db, seller, {
      sellerOrderId: 'SHOP-7',
      status: 'processing',
      productionStatus: 1,
      address: testAddress({
        firstName: '=HYPERLINK("http://evil.test")',
        lastName: 'Smith',
        address1: '1 Quote "Lane", Apt 2',
      }),
      createdAt: atSecond(MARCH_1 + 3_600),
      paidAt: atSecond(MARCH_1 + 7_200),
      shippingCents: 500,
      items: [
        { quantity: 2, unitCents: 1_050, sku: 'TEE-BLK-M' },
        { catalogId: 10, color: 'White', size: '11oz', unitCents: 650 },
      ],
    });
    paidId = paid.id;
    // Paid the next Bangkok day: outside a one-day range.
    await insertOrderRow(t.db, seller, {
      status: 'shipped',
      createdAt: atSecond(MARCH_1 + DAY - 60),
      paidAt: atSecond(MARCH_1 + DAY),
    });
    await insertOrderRow(t.db, other, {
      status: 'processing',
      factory: 'eu1',
      createdAt: atSecond(MARCH_1 + 60),
      paidAt: atSecond(MARCH_1 + 120),
    });
    await insertOrderRow(t.db, seller, { createdAt: atSecond(MARCH_1 + 30) });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const csvOf = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body).toContain('\r\n');
    expect(body.replace(/\r\n/g, '')).not.toMatch(/(?<!")\n/);
    return parse(body, { bom: true, relax_column_count: false }) as string[][];
  };
  const oneDay = `${MARCH_1}&paidTo=${MARCH_1 + DAY - 1}`;

  describe('GET /orders/exports (seller)', () => {
    it('streams the seller’s orders paid in the range, one line per item, safe cells', async () => {
      const res = await get(`/api/orders/exports?paidFrom=${oneDay}`, as.seller!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="orders-2025-03-01-2025-03-01.csv"',
      );
      const [header, ...rows] = csvOf(res.body);
      expect(header).toEqual(exportHeader(false));
      expect(rows).toHaveLength(2);
      const cell = (row: string[], name: string) => row[header!.indexOf(name)];
      const first = rows[0]!;
      expect(cell(first, 'Order ID')).toBe(String(paidId));
      expect(cell(first, 'Seller order ID')).toBe('SHOP-7');
      expect(cell(first, 'Production status')).toBe('In-production');
      expect(cell(first, 'Created at (Asia/Bangkok)')).toBe('2025-03-01 01:00:00');
      expect(cell(first, 'Paid at (Asia/Bangkok)')).toBe('2025-03-01 02:00:00');
      expect(cell(first, 'Customer name')).toBe(`'=HYPERLINK("http://evil.test") Smith`);
      expect(cell(first, 'Address 1')).toBe('1 Quote "Lane", Apt 2');
      expect(cell(first, 'SKU')).toBe('TEE-BLK-M');
      expect(cell(first, 'Quantity')).toBe('2');
      expect(cell(first, 'Unit price')).toBe('10.50');
      expect(cell(first, 'Item amount')).toBe('21.00');
      expect(cell(first, 'Order total')).toBe('32.50');
      expect(cell(rows[1]!, 'Catalog')).toBe('Ceramic Mug');
    });

    it('never shows another seller’s orders', async () => {
      const res = await get(`/api/orders/exports?paidFrom=${oneDay}`, as.other!);
      const [, ...rows] = csvOf(res.body);
      expect(rows).toHaveLength(1);
      expect(rows[0]![0]).not.toBe(String(paidId));
    });

    it('refuses a missing, half or reversed range', async () => {
      for (const query of [
        '',
        `?paidFrom=${MARCH_1}`,
        `?paidTo=${MARCH_1}&paidFrom=%20`,
        `?paidFrom=${MARCH_1 + DAY}&paidTo=${MARCH_1}`,
      ]) {
        const res = await get(`/api/orders/exports${query}`, as.seller!);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: "Time range shouldn't be empty!",
        });
      }
      expect((await get(`/api/orders/exports?paidFrom=${oneDay}`, as.admin!)).statusCode).toBe(403);
    });
  });

  describe('GET /orders/admin_exports (staff)', () => {
    it('takes the list’s filters and adds the seller’s e-mail', async () => {
      const res = await get(
        `/api/orders/admin_exports?createdFrom=${MARCH_1}&createdTo=${MARCH_1 + DAY - 1}&status=processing`,
        as.admin!,
      );
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = csvOf(res.body);
      expect(header).toEqual(exportHeader(true));
      // Oldest first: the other seller's order was created before the seller's.
      expect(rows.map((row) => row.at(-1))).toEqual([
        'export.other@example.test',
        'export.seller@example.test',
        'export.seller@example.test',
      ]);
      const paidOnly = await get(`/api/orders/admin_exports?paidFrom=${oneDay}`, as.admin!);
      expect(csvOf(paidOnly.body)).toHaveLength(4);
    });

    it('keeps factory-scoped staff within their factories and refuses a missing or reversed range', async () => {
      const res = await get(`/api/orders/admin_exports?paidFrom=${oneDay}`, as.euManager!);
      const [, ...rows] = csvOf(res.body);
      expect(rows.map((row) => row[4])).toEqual(['eu1']);
      const missing = await get('/api/orders/admin_exports?status=processing', as.admin!);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe("Time range shouldn't be empty!");
      const reversed = await get(
        `/api/orders/admin_exports?createdFrom=${MARCH_1 + DAY}&createdTo=${MARCH_1}`,
        as.admin!,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().error).toMatchObject({
        message: "Time range shouldn't be empty!",
        details: [{ path: 'createdTo', message: "Time range shouldn't be empty!" }],
      });
      const seller = await get(`/api/orders/admin_exports?paidFrom=${oneDay}`, as.seller!);
      expect(seller.statusCode).toBe(403);
    });

    it('writes an order without items on a line of its own, its item cells empty', async () => {
      const lone = await createSeller(t.db, { email: 'export.lone@example.test' });
      await t.db.execute(sql`
        insert into orders (user_id, seller_order_id, status, shipping_method, factory, address,
          customer_name, item_count, items_cents, shipping_cents, tax_cents, discount_cents,
          total_cents, created_at)
        values (${lone.id}, 'NO-ITEMS', 'created', 'standard', 'vn1',
          '{"firstName":"A","lastName":"B","address1":"1 St","address2":"","city":"C","state":"TX","zip":"73301","country":"US","email":"","phone":""}'::jsonb,
          'A B', 0, 0, 505, 0, 0, 505, timestamptz '2025-05-01 10:00:00+07')`);
      const day = Date.UTC(2025, 3, 30, 17) / 1000;
      const res = await get(
        `/api/orders/admin_exports?createdFrom=${day}&createdTo=${day + DAY - 1}&userId=${lone.id}`,
        as.admin!,
      );
      const [header, ...rows] = csvOf(res.body);
      expect(rows).toHaveLength(1);
      const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
      expect(row).toMatchObject({
        'Seller order ID': 'NO-ITEMS',
        'Created at (Asia/Bangkok)': '2025-05-01 10:00:00',
        'Paid at (Asia/Bangkok)': '',
        Catalog: '',
        SKU: '',
        Quantity: '',
        'Item amount': '',
        'Order total': '5.05',
        'Seller e-mail': 'export.lone@example.test',
      });
    });

    it('walks every batch, orders created in the same microsecond included', async () => {
      const bulk = await createSeller(t.db);
      const total = EXPORT_BATCH_ORDERS + 150;
      // One statement: every order at one instant, so only the id breaks the ties between batches.
      await t.db.execute(sql`
        with made as (
          insert into orders (user_id, seller_order_id, status, shipping_method, factory, address,
            customer_name, item_count, items_cents, shipping_cents, tax_cents, discount_cents,
            total_cents, created_at)
          select ${bulk.id}, 'BULK-' || n, 'created', 'standard', 'vn1',
            '{"firstName":"A","lastName":"B","address1":"1 St","address2":"","city":"C","state":"TX","zip":"73301","country":"US","email":"","phone":""}'::jsonb,
            'A B', 1, 100, 0, 0, 0, 100, timestamptz '2025-04-01 10:00:00.123456+07'
          from generate_series(1, ${total}) as n
          returning id)
        insert into order_items (order_id, position, catalog_id, color, size, quantity,
          unit_cents, amount_cents)
        select id, 0, 7, 'Black', 'M', 1, 100, 100 from made`);
      const day = Date.UTC(2025, 2, 31, 17) / 1000;
      const res = await get(
        `/api/orders/admin_exports?createdFrom=${day}&createdTo=${day + DAY - 1}&userId=${bulk.id}`,
        as.admin!,
      );
      const [, ...rows] = csvOf(res.body);
      expect(rows).toHaveLength(total);
      const ids = rows.map((row) => Number(row[0]));
      expect(new Set(ids).size).toBe(total);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });
  });
});
