import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { insertOrderRow } from '../../../test/factories/order-rows.ts';
import { authHeaders, createUser, type TestUser } from '../../../test/factories/users.ts';
import {
  inventories,
  inventoryMovements,
  orderItems,
  productionScans,
  reports,
} from '../../db/schema/index.ts';
import { generateReport } from './reports.service.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

// March 2025 in Asia/Bangkok (UTC+7).
const from = seconds('2025-02-28T17:00:00Z');
const to = seconds('2025-03-31T16:59:59Z');

describe('reports', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let producer: TestUser;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    admin = await createUser(t.db, { role: 'admin' });
    alice = await createUser(t.db, { role: 'seller', name: 'Alice' });
    bob = await createUser(t.db, { role: 'seller', name: 'Bob' });
    producer = await createUser(t.db, { role: 'producer', name: 'Pat' });
    for (const role of ['manager', 'inventory_manager', 'packer', 'seller'] as const) {
      headers[role] = await authHeaders(t.app, await createUser(t.db, { role }));
    }
    headers.admin = await authHeaders(t.app, admin);
    headers.producer = await authHeaders(t.app, producer);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, role = 'admin') =>
    t.app.inject({ method: 'GET', url, headers: headers[role] });

  describe('ordered products', () => {
    beforeAll(async () => {
      const paid = { status: 'processing' as const, paidAt: at('2025-03-02T03:00:00Z') };
      // Alice: 2 black M tees at $12.50 + 1 white L at $15, and another order of 3 black M.
      await insertOrderRow(t.db, alice, {
        ...paid,
        items: [
          { catalogId: 7, color: 'Black', size: 'M', quantity: 2, unitCents: 1_250 },
          { catalogId: 7, color: 'White', size: 'L', quantity: 1, unitCents: 1_500 },
        ],
      });
      await insertOrderRow(t.db, alice, {
        status: 'shipped',
        paidAt: at('2025-03-20T10:00:00Z'),
        items: [{ catalogId: 7, color: 'Black', size: 'M', quantity: 3, unitCents: 1_250 }],
      });
      // Bob: 4 black M in eu1.
      await insertOrderRow(t.db, bob, {
        ...paid,
        factory: 'eu1',
        items: [{ catalogId: 7, color: 'Black', size: 'M', quantity: 4, unitCents: 1_000 }],
      });
      // Not counted: unpaid, cancelled, paid outside the range.
      await insertOrderRow(t.db, alice, { items: [{ quantity: 9 }] });
      await insertOrderRow(t.db, bob, {
        status: 'cancelled',
        paidAt: at('2025-03-03T00:00:00Z'),
        items: [{ quantity: 9 }],
      });
      await insertOrderRow(t.db, bob, {
        ...paid,
        paidAt: at('2025-02-28T16:59:00Z'),
        items: [{ quantity: 9 }],
      });
    });

    it('sums units and amounts of paid items per catalog, colour and size', async () => {
      const res = await get(`/api/reports/ordered-products?from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.totals).toEqual({ orders: 3, units: 10, amount: 117.5 });
      expect(data.rows).toEqual([
        expect.objectContaining({
          catalogId: 7,
          color: 'Black',
          size: 'M',
          orders: 3,
          units: 9,
          amount: 102.5,
        }),
        expect.objectContaining({
          catalogId: 7,
          color: 'White',
          size: 'L',
          orders: 1,
          units: 1,
          amount: 15,
        }),
      ]);
      expect(data.rows[0].seller).toBeNull();
      expect(data.truncated).toBe(false);
    });

    it('keeps each seller to their own numbers', async () => {
      const res = await get(`/api/reports/ordered-products?from=${from}&to=${to}&groupBy=seller`);
      const rows = res.json().data.rows as {
        seller: { id: number };
        units: number;
        amount: number;
      }[];
      const bySeller = Object.fromEntries(rows.map((row) => [row.seller.id, row]));
      expect(bySeller[alice.id]).toMatchObject({ units: 6, amount: 77.5 });
      expect(bySeller[bob.id]).toMatchObject({ units: 4, amount: 40 });
      const one = await get(
        `/api/reports/ordered-products?from=${from}&to=${to}&sellerId=${bob.id}&groupBy=seller,catalog`,
      );
      expect(one.json().data.rows).toHaveLength(1);
      expect(one.json().data.totals).toEqual({ orders: 1, units: 4, amount: 40 });
    });

    it('groups by Bangkok day and narrows by factory', async () => {
      const res = await get(
        `/api/reports/ordered-products?from=${from}&to=${to}&groupBy=day&factory=vn1`,
      );
      expect(
        res
          .json()
          .data.rows.map((row: { period: string; units: number }) => [row.period, row.units]),
      ).toEqual([
        ['2025-03-02', 3],
        ['2025-03-20', 3],
      ]);
    });

    it('exports the same rows as CSV', async () => {
      const res = await get(
        `/api/reports/ordered-products?from=${from}&to=${to}&groupBy=seller&format=csv`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe('Seller ID,Seller,Seller e-mail,Orders,Units,Amount');
      expect(lines).toContain(`${alice.id},Alice,${alice.email},2,6,77.50`);
    });

    it('is refused to sellers and floor roles', async () => {
      expect((await get('/api/reports/ordered-products', 'seller')).statusCode).toBe(403);
      expect((await get('/api/reports/ordered-products', 'packer')).statusCode).toBe(403);
      expect((await get('/api/reports/ordered-products', 'inventory_manager')).statusCode).toBe(
        200,
      );
    });
  });

  describe('production output', () => {
    beforeAll(async () => {
      const order = await insertOrderRow(t.db, alice, {
        status: 'processing',
        paidAt: at('2025-03-01T00:00:00Z'),
        items: [{ quantity: 3 }],
      });
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const scan = (
        unit: number,
        step: 'embroidered' | 'checked',
        createdAt: string,
        undone = false,
      ) => ({
        orderId: order.id,
        orderItemId: item!.id,
        unit,
        step,
        factory: 'vn1' as const,
        userId: producer.id,
        createdAt: at(createdAt),
        ...(undone ? { undoneAt: at('2025-03-02T01:00:00Z'), undoneById: admin.id } : {}),
      });
      await t.db.insert(productionScans).values([
        // 18:00 UTC on 1 March is 01:00 on 2 March in Bangkok.
        scan(1, 'embroidered', '2025-03-01T18:00:00Z'),
        scan(2, 'embroidered', '2025-03-01T19:00:00Z'),
        scan(3, 'embroidered', '2025-03-01T20:00:00Z', true),
        scan(3, 'embroidered', '2025-03-02T02:00:00Z'),
        scan(1, 'checked', '2025-03-03T02:00:00Z'),
      ]);
    });

    it('counts standing scans per Bangkok day, step and person', async () => {
      const res = await get(`/api/reports/production-output?from=${from}&to=${to}`, 'producer');
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.rows).toEqual([
        {
          day: '2025-03-03',
          factory: 'vn1',
          step: 'checked',
          user: { id: producer.id, name: 'Pat' },
          units: 1,
        },
        {
          day: '2025-03-02',
          factory: 'vn1',
          step: 'embroidered',
          user: { id: producer.id, name: 'Pat' },
          units: 3,
        },
      ]);
      expect(data.totals).toEqual({ embroidered: 3, checked: 1, packed: 0 });
      const eu = await get(`/api/reports/production-output?from=${from}&to=${to}&factory=eu1`);
      expect(eu.json().data.rows).toEqual([]);
    });

    it('exports CSV and is refused to inventory managers', async () => {
      const res = await get(
        `/api/reports/production-output?from=${from}&to=${to}&format=csv`,
        'packer',
      );
      expect(res.body).toContain(`2025-03-02,vn1,embroidered,${producer.id},Pat,3`);
      expect((await get('/api/reports/production-output', 'inventory_manager')).statusCode).toBe(
        403,
      );
    });
  });

  describe('inventory warning', () => {
    it('lists rows below or near the threshold with the days they last', async () => {
      const now = Date.now();
      const [low, near, plenty, fast] = await t.db
        .insert(inventories)
        .values([
          { catalogId: 7, color: 'Black', size: 'M', quantity: 5, warningThreshold: 10 },
          { catalogId: 7, color: 'White', size: 'M', quantity: 11, warningThreshold: 10 },
          { catalogId: 7, color: 'Red', size: 'M', quantity: 500, warningThreshold: 10 },
          { catalogId: 7, color: 'Blue', size: 'M', quantity: 40, warningThreshold: 10 },
        ])
        .returning();
      const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);
      await t.db.insert(inventoryMovements).values([
        // 60 units taken in 30 days: 2 a day.
        {
          inventoryId: low!.id,
          delta: -40,
          quantityAfter: 45,
          reason: 'production',
          createdAt: daysAgo(20),
        },
        {
          inventoryId: low!.id,
          delta: -20,
          quantityAfter: 5,
          reason: 'production',
          createdAt: daysAgo(2),
        },
        // Outside the 30 days, or not production: ignored.
        {
          inventoryId: low!.id,
          delta: -100,
          quantityAfter: 85,
          reason: 'production',
          createdAt: daysAgo(45),
        },
        {
          inventoryId: low!.id,
          delta: -30,
          quantityAfter: 5,
          reason: 'adjusted',
          createdAt: daysAgo(1),
        },
        // 300 in 30 days: 10 a day, 40 on hand lasts 4 days.
        {
          inventoryId: fast!.id,
          delta: -300,
          quantityAfter: 40,
          reason: 'production',
          createdAt: daysAgo(3),
        },
        {
          inventoryId: plenty!.id,
          delta: -30,
          quantityAfter: 500,
          reason: 'production',
          createdAt: daysAgo(3),
        },
      ]);
      const res = await get('/api/reports/inventory-warning', 'inventory_manager');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.rows;
      expect(rows.map((row: { id: number }) => row.id)).toEqual([low!.id, fast!.id, near!.id]);
      expect(rows[0]).toMatchObject({
        level: 'below',
        usedLast30Days: 60,
        dailyUse: 2,
        daysLeft: 2,
      });
      expect(rows[1]).toMatchObject({
        level: 'near',
        usedLast30Days: 300,
        dailyUse: 10,
        daysLeft: 4,
      });
      expect(rows[2]).toMatchObject({
        level: 'near',
        usedLast30Days: 0,
        dailyUse: 0,
        daysLeft: null,
      });
      const csv = await get('/api/reports/inventory-warning?format=csv', 'manager');
      expect(csv.body).toContain('vn1,7,');
      expect((await get('/api/reports/inventory-warning', 'producer')).statusCode).toBe(403);
    });
  });

  describe('generated reports', () => {
    it('goes from queued to done with a downloadable CSV', async () => {
      await t.app.jobs.start();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: headers.manager,
        payload: { kind: 'ordered-products', filters: { from, to, groupBy: ['seller'] } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const created = res.json().data;
      expect(created).toMatchObject({
        kind: 'ordered-products',
        status: 'queued',
        downloadUrl: null,
      });
      expect(created.filters).toMatchObject({ from, to, groupBy: ['seller'] });

      let report = created;
      for (let tries = 0; tries < 120 && report.status !== 'done'; tries += 1) {
        await sleep(250);
        const list = (await get('/api/reports', 'manager')).json().data;
        report = list.rows.find((row: { id: number }) => row.id === created.id);
        expect(report.status).not.toBe('failed');
      }
      expect(report).toMatchObject({
        status: 'done',
        rowCount: 2,
        downloadUrl: `/api/reports/${created.id}/file`,
      });
      expect(report.finishedAt).not.toBeNull();
      const file = await get(report.downloadUrl.replace(/^\/api/, '/api'), 'admin');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('.csv');
      expect(file.body).toContain(`${bob.id},Bob,${bob.email},1,4,40.00`);
    }, 60_000);

    it('records a failure with its reason', async () => {
      const [row] = await t.db
        .insert(reports)
        .values({
          kind: 'ordered-products',
          params: { groupBy: ['nonsense'] },
          createdById: admin.id,
        })
        .returning();
      const outcome = await generateReport(
        { db: t.db, storage: t.app.storage, now: new Date() },
        row!.id,
      );
      expect(outcome.status).toBe('failed');
      const [stored] = await t.db.select().from(reports).where(eq(reports.id, row!.id));
      expect(stored).toMatchObject({ status: 'failed', fileKey: null });
      expect(stored!.error).toBeTruthy();
      const file = await get(`/api/reports/${row!.id}/file`);
      expect(file.statusCode).toBe(409);
    });

    it('lists reports with rows, count and total; refused to other roles', async () => {
      const list = (await get('/api/reports?page=1')).json().data;
      expect(list.count).toBe(list.total);
      expect(list.rows.length).toBeGreaterThanOrEqual(2);
      for (const role of ['seller', 'inventory_manager', 'packer', 'producer']) {
        expect((await get('/api/reports', role)).statusCode).toBe(403);
      }
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: headers.seller,
        payload: { kind: 'inventory-warning', filters: {} },
      });
      expect(post.statusCode).toBe(403);
    });
  });
});
