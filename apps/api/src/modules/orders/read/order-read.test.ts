import { orderListSchema } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import {
  insertOrderRow,
  insertRevision,
  testAddress,
} from '../../../../test/factories/order-rows.ts';
import { createStore } from '../../../../test/factories/stores.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { countingStatements } from '../../../../test/statements.ts';
import { products } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { listOrdersJson } from './order-read.service.ts';

type Headers = Record<string, string>;
type Row = { id: number; [key: string]: unknown };

// 2025-03-01 00:00:00 in Bangkok (UTC+7), as the app sends the start of that day.
const MARCH_1 = Date.UTC(2025, 1, 28, 17) / 1000;
const DAY = 86_400;
const atSecond = (seconds: number) => new Date(seconds * 1000);

describe('order list, count, detail, revisions, unverified list', () => {
  let t: TestApp;
  let admin: TestUser;
  let supporter: TestUser;
  let euProducer: TestUser;
  let seller: TestUser;
  let other: TestUser;
  const as: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await seedCatalogs(t.db);
    admin = await createUser(t.db, { role: 'admin', name: 'Ada Admin' });
    supporter = await createUser(t.db, { role: 'supporter', name: 'Sam Support' });
    euProducer = await createUser(t.db, { role: 'producer', factories: ['eu1'] });
    seller = await createSeller(t.db, { name: 'Liam Seller' });
    other = await createSeller(t.db, { name: 'Olga Other' });
    for (const [name, user] of Object.entries({ admin, supporter, euProducer, seller, other })) {
      as[name] = await authHeaders(t.app, user);
    }
    const store = await createStore(t.db, seller.id, { name: 'Etsy shop' });
    storeId = store.id;
    const [product] = await t.db
      .insert(products)
      .values({
        userId: seller.id,
        storeId,
        catalogId: 7,
        sku: `SKU-${process.pid}`,
        title: 'Rose tee',
        colors: ['Black'],
        sizes: ['M'],
        prices: { M: 2_000 },
        designs: [],
        status: 'live',
      })
      .returning();

    const o = (name: string, row: Awaited<ReturnType<typeof insertOrderRow>>) => {
      ids[name] = row.id;
    };
    o(
      'created',
      await insertOrderRow(t.db, seller, {
        sellerOrderId: 'ETSY-1001',
        storeId,
        address: testAddress({ firstName: 'Maria', lastName: 'Lopez' }),
        createdAt: atSecond(MARCH_1),
        items: [
          { quantity: 2, unitCents: 1_000, productId: product!.id },
          { catalogId: 10, color: 'White', size: '11oz', unitCents: 650 },
        ],
      }),
    );
    o(
      'lastSecond',
      await insertOrderRow(t.db, seller, {
        status: 'pending_payment',
        shippingMethod: 'yun',
        createdAt: new Date((MARCH_1 + DAY - 1) * 1000 + 500),
      }),
    );
    o(
      'nextDay',
      await insertOrderRow(t.db, seller, {
        status: 'processing',
        productionStatus: 0,
        createdAt: atSecond(MARCH_1 + DAY),
        paidAt: atSecond(MARCH_1 + DAY + 60),
        shippingCents: 9_000,
      }),
    );
    o(
      'onHold',
      await insertOrderRow(t.db, seller, {
        status: 'processing',
        productionStatus: 4,
        factory: 'eu1',
        createdAt: atSecond(MARCH_1 + 2 * DAY),
        paidAt: atSecond(MARCH_1 + 2 * DAY + 60),
      }),
    );
    o(
      'shipped',
      await insertOrderRow(t.db, seller, {
        status: 'shipped',
        productionStatus: 3,
        trackingNumber: '9400111899223344556677',
        shippingMethod: 'ship_by_seller',
        createdAt: atSecond(MARCH_1 + 3 * DAY),
        paidAt: atSecond(MARCH_1 + 3 * DAY + 60),
      }),
    );
    o(
      'unverified',
      await insertOrderRow(t.db, seller, {
        addressVerified: false,
        addressIssues: ['The ZIP code does not belong to the state'],
        createdAt: atSecond(MARCH_1 + 4 * DAY),
      }),
    );
    o(
      'archived',
      await insertOrderRow(t.db, seller, {
        archivedAt: new Date(),
        addressVerified: false,
        createdAt: atSecond(MARCH_1 + 5 * DAY),
      }),
    );
    o(
      'others',
      await insertOrderRow(t.db, other, {
        sellerOrderId: 'OTHER-1',
        factory: 'eu1',
        addressVerified: false,
        address: testAddress({ firstName: 'Maria', lastName: 'Other' }),
        createdAt: atSecond(MARCH_1 + 6 * DAY),
      }),
    );
    await insertRevision(t.db, ids.created!, {
      userId: seller.id,
      action: 'create',
      createdAt: atSecond(MARCH_1),
    });
    await insertRevision(t.db, ids.created!, {
      userId: supporter.id,
      action: 'update-address',
      changes: [{ field: 'address.zip', before: '7330', after: '73301' }],
      createdAt: atSecond(MARCH_1 + 60),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const listIds = async (query: string, headers: Headers = as.admin!) => {
    const res = await get(`/api/orders?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    // The list is written by the database as text, so nothing else checks it against its schema.
    return orderListSchema
      .strict()
      .parse(res.json().data)
      .rows.map((row) => row.id);
  };
  const sorted = (...names: string[]) => names.map((name) => ids[name]!);

  describe('GET /orders', () => {
    it('shows a seller their own orders, newest first, without the seller column', async () => {
      const res = await get('/api/orders', as.seller!);
      expect(res.statusCode).toBe(200);
      const { rows, count, capped, totalPage } = res.json().data;
      expect(rows.map((row: Row) => row.id)).toEqual(
        sorted('unverified', 'shipped', 'onHold', 'nextDay', 'lastSecond', 'created'),
      );
      expect({ count, capped, totalPage }).toEqual({ count: 6, capped: false, totalPage: 1 });
      const created = rows.find((row: Row) => row.id === ids.created);
      expect(created).toMatchObject({
        sellerOrderId: 'ETSY-1001',
        status: 'created',
        customerName: 'Maria Lopez',
        country: 'US',
        itemCount: 3,
        total: 31.49,
        seller: null,
        store: { id: storeId, name: 'Etsy shop' },
        paidAt: null,
        archivedAt: null,
      });
    });

    it('writes each row as the order detail writes the same fields', async () => {
      // Microseconds the API never shows: the list truncates them to milliseconds as Date does.
      await t.db.execute(
        sql`update orders set created_at = created_at + interval '999 microseconds',
          paid_at = paid_at + interval '456789 microseconds' where id = ${ids.shipped!}`,
      );
      for (const headers of [as.admin!, as.seller!]) {
        const res = await get('/api/orders?limit=50', headers);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const { rows } = orderListSchema.strict().parse(res.json().data);
        expect(rows.length).toBeGreaterThan(3);
        for (const row of rows) {
          const detail = (await get(`/api/orders/${row.id}`, headers)).json().data;
          const same = Object.fromEntries(Object.keys(row).map((key) => [key, detail[key]]));
          expect(row).toEqual(same);
        }
      }
    });

    it('writes text the JSON way whatever it holds: quotes, backslashes, controls, emoji', async () => {
      const awkward = 'Zoë "Q" O\'Brien \\ tab\tline\nend \u0001 😀 </script>';
      await t.db.execute(
        sql`update orders set customer_name = ${awkward}, tracking_number = ${`"${awkward}"`},
          seller_order_id = ${`${awkward}-1`} where id = ${ids.shipped!}`,
      );
      const res = await get('/api/orders?limit=50', as.admin!);
      const row = (res.json().data.rows as Row[]).find((one) => one.id === ids.shipped);
      expect(row).toMatchObject({
        customerName: awkward,
        trackingNumber: `"${awkward}"`,
        sellerOrderId: `${awkward}-1`,
      });
    });

    it('shows staff every seller, with who the seller is', async () => {
      const res = await get('/api/orders', as.admin!);
      const rows = res.json().data.rows as Row[];
      expect(rows.map((row) => row.id)).toContain(ids.others);
      expect(rows.find((row) => row.id === ids.others)?.seller).toEqual({
        id: other.id,
        name: 'Olga Other',
        email: other.email,
      });
    });

    it("ignores a seller's userId filter naming someone else; staff filter by seller", async () => {
      const mine = await listIds(`userId=${other.id}`, as.seller!);
      expect(mine).not.toContain(ids.others);
      expect(mine).toHaveLength(6);
      expect(await listIds(`userId=${other.id}`)).toEqual(sorted('others'));
    });

    it('keeps factory-scoped staff within their factories', async () => {
      expect(await listIds('', as.euProducer!)).toEqual(sorted('others', 'onHold'));
      expect(await listIds('factory=vn1', as.euProducer!)).toEqual([]);
    });

    it('filters by status, shipping method, store, factory and address verification', async () => {
      expect(await listIds('status=processing', as.seller!)).toEqual(sorted('onHold', 'nextDay'));
      expect(await listIds('shippingMethod=yun', as.seller!)).toEqual(sorted('lastSecond'));
      expect(await listIds(`storeId=${storeId}`)).toEqual(sorted('created'));
      expect(await listIds('factory=eu1')).toEqual(sorted('others', 'onHold'));
      expect(await listIds('addressVerified=false')).toEqual(sorted('others', 'unverified'));
    });

    it('takes the production status as its number minus one', async () => {
      expect(await listIds('productionStatus=-1')).toEqual(sorted('nextDay'));
      expect(await listIds('productionStatus=3')).toEqual(sorted('onHold'));
      expect(await listIds('productionStatus=2')).toEqual(sorted('shipped'));
      const bad = await get('/api/orders?productionStatus=4', as.admin!);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    });

    it('hides archived orders unless asked for them', async () => {
      expect(await listIds('', as.seller!)).not.toContain(ids.archived);
      expect(await listIds('archived=true', as.seller!)).toEqual(sorted('archived'));
    });

    it('finds by order id with or without #, trimmed, and by pieces of the text', async () => {
      expect(await listIds(`keyword=%23${ids.shipped}`)).toEqual(sorted('shipped'));
      expect(await listIds(`keyword=%20${ids.shipped}%20%20`)).toEqual(sorted('shipped'));
      expect(await listIds('keyword=tsy-100')).toEqual(sorted('created'));
      expect(await listIds('keyword=MARIA')).toEqual(sorted('others', 'created'));
      expect(await listIds('keyword=8992233445')).toEqual(sorted('shipped'));
      expect(await listIds('keyword=%25')).toEqual([]);
      expect(await listIds('keyword=maria', as.seller!)).toEqual(sorted('created'));
    });

    it('takes created and paid ranges as inclusive Bangkok days', async () => {
      const day1 = `createdFrom=${MARCH_1}&createdTo=${MARCH_1 + DAY - 1}`;
      expect(await listIds(day1)).toEqual(sorted('lastSecond', 'created'));
      const day2 = `createdFrom=${MARCH_1 + DAY}&createdTo=${MARCH_1 + 2 * DAY - 1}`;
      expect(await listIds(day2)).toEqual(sorted('nextDay'));
      const paid = `paidFrom=${MARCH_1 + DAY}&paidTo=${MARCH_1 + 3 * DAY - 1}`;
      expect(await listIds(paid)).toEqual(sorted('onHold', 'nextDay'));
    });

    it('combines filters', async () => {
      const query = `status=processing&factory=vn1&shippingMethod=standard&productionStatus=-1&createdFrom=${MARCH_1}&createdTo=${MARCH_1 + 7 * DAY}`;
      expect(await listIds(query)).toEqual(sorted('nextDay'));
      expect(await listIds(`${query}&userId=${other.id}`)).toEqual([]);
    });

    it('sorts by total, paid date, id and created date, both ways', async () => {
      const seller = as.seller!;
      const byTotal = await listIds('sort=total&direction=desc', seller);
      expect(byTotal[0]).toBe(ids.nextDay);
      expect(byTotal.at(-1)).not.toBe(ids.nextDay);
      expect(await listIds('sort=paidAt&direction=asc', seller)).toEqual(
        sorted('nextDay', 'onHold', 'shipped'),
      );
      expect(await listIds('sort=id&direction=asc', seller)).toEqual(
        sorted('created', 'lastSecond', 'nextDay', 'onHold', 'shipped', 'unverified'),
      );
      expect(await listIds('sort=createdAt&direction=asc', seller)).toEqual(
        sorted('created', 'lastSecond', 'nextDay', 'onHold', 'shipped', 'unverified'),
      );
      const bad = await get('/api/orders?sort=customerName', seller);
      expect(bad.statusCode).toBe(400);
    });

    it('pages with the sizes the list offers', async () => {
      const many = await createSeller(t.db);
      const headers = await authHeaders(t.app, many);
      for (let i = 0; i < 23; i += 1) {
        await insertOrderRow(t.db, many, { createdAt: atSecond(MARCH_1 + i * 60) });
      }
      const first = (await get('/api/orders?limit=20', headers)).json().data;
      expect({ count: first.count, totalPage: first.totalPage }).toEqual({
        count: 23,
        totalPage: 2,
      });
      const second = (await get('/api/orders?limit=20&page=2', headers)).json().data;
      expect(second.rows).toHaveLength(3);
      expect(second.count).toBe(23);
      const seen = new Set([...first.rows, ...second.rows].map((row: Row) => row.id));
      expect(seen.size).toBe(23);
      const past = (await get('/api/orders?limit=20&page=3', headers)).json().data;
      expect(past).toMatchObject({ rows: [], count: 23, totalPage: 2 });
      expect((await get('/api/orders?limit=30', headers)).statusCode).toBe(400);
    });

    it('stops counting at the cap and says so', async () => {
      const caller: AuthUser = {
        id: admin.id,
        role: 'admin',
        status: 'active',
        passwordChanged: true,
        disabled: false,
        factories: [],
        permissionIds: [],
        familyId: null,
        apiKeyId: null,
      };
      const query = { page: 1, limit: 20, archived: undefined } as const;
      const listOrders = async (...args: Parameters<typeof listOrdersJson>) =>
        orderListSchema.strict().parse(JSON.parse((await listOrdersJson(...args)).value.join('')));
      const capped = await listOrders(t.db, caller, { ...query, limit: 20 }, null, 5);
      expect(capped).toMatchObject({ count: 5, capped: true, totalPage: 1 });
      expect(capped.rows).toHaveLength(20);
      const exact = await listOrders(t.db, caller, { ...query, status: 'processing' }, null, 5);
      expect(exact).toMatchObject({ count: 2, capped: false });
      const atCap = await listOrders(
        t.db,
        caller,
        { ...query, limit: 50, factory: 'vn1' },
        null,
        5,
      );
      expect(atCap.rows.length).toBeGreaterThan(5);
      expect(atCap).toMatchObject({ count: 5, capped: true });
    });

    it('spends at most three statements on a filtered page, the sign-in check included', async () => {
      const { result: res, statements } = await countingStatements(t.db, () =>
        get(
          `/api/orders?status=processing&factory=vn1&shippingMethod=standard&createdFrom=${MARCH_1}&createdTo=${MARCH_1 + 30 * DAY}&sort=total&limit=20`,
          as.admin!,
        ),
      );
      expect(res.statusCode).toBe(200);
      expect(statements).toBeGreaterThan(0);
      expect(statements).toBeLessThanOrEqual(3);
    });
  });

  describe('GET /orders/count', () => {
    it('counts the caller’s pending orders; pending_payment counts every unpaid one', async () => {
      const count = async (query: string, headers: Headers) => {
        const res = await get(`/api/orders/count${query}`, headers);
        expect(res.statusCode).toBe(200);
        return res.json().data.count;
      };
      expect(await count('?status=created', as.seller!)).toBe(2);
      expect(await count('?status=pending_payment', as.seller!)).toBe(3);
      expect(await count('?status=created', as.other!)).toBe(1);
      expect(await count('?status=created', as.euProducer!)).toBe(1);
      expect(await count('', as.seller!)).toBe(6);
      expect((await get('/api/orders/count?status=lost', as.seller!)).statusCode).toBe(400);
    });
  });

  describe('GET /orders/:id', () => {
    it('answers the whole order with its items and cost in dollars', async () => {
      const res = await get(`/api/orders/${ids.created}`, as.seller!);
      expect(res.statusCode).toBe(200);
      const order = res.json().data;
      expect(order).toMatchObject({
        id: ids.created,
        sellerOrderId: 'ETSY-1001',
        address: { firstName: 'Maria', lastName: 'Lopez', city: 'Austin', country: 'US' },
        addressIssues: [],
        itemsTotal: 26.5,
        shippingFee: 4.99,
        tax: 0,
        discount: 0,
        total: 31.49,
        seller: null,
      });
      expect(order.orderItems).toMatchObject([
        {
          catalogId: 7,
          catalogText: 'Embroidered Unisex Heavy Cotton Tee',
          productTitle: 'Rose tee',
          quantity: 2,
          unitPrice: 10,
          amount: 20,
        },
        { catalogId: 10, catalogText: 'Ceramic Mug', productTitle: null, unitPrice: 6.5 },
      ]);
    });

    it('is not found for another seller, outside the factories, or unknown', async () => {
      expect((await get(`/api/orders/${ids.created}`, as.other!)).statusCode).toBe(404);
      expect((await get(`/api/orders/${ids.created}`, as.euProducer!)).statusCode).toBe(404);
      expect((await get(`/api/orders/${ids.onHold}`, as.euProducer!)).statusCode).toBe(200);
      expect((await get('/api/orders/99999999', as.admin!)).statusCode).toBe(404);
      expect((await get('/api/orders/abc', as.admin!)).statusCode).toBe(400);
    });

    it('takes an id written in digits only: "1e0" or "0x10" is not another order', async () => {
      const id = ids.created!;
      expect((await get(`/api/orders/${id}`, as.seller!)).statusCode).toBe(200);
      for (const written of [`${id}e0`, `0x${id.toString(16)}`, `${id}.5`]) {
        const response = await get(`/api/orders/${written}`, as.seller!);
        expect(response.statusCode, written).toBe(400);
        expect(response.json().error.details).toEqual([
          { path: 'id', message: 'This field must a numeric' },
        ]);
      }
    });
  });

  describe('GET /orders/:id/revisions', () => {
    it('lists changes newest first with who made them', async () => {
      const res = await get(`/api/orders/${ids.created}/revisions`, as.seller!);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rows).toMatchObject([
        {
          action: 'update-address',
          changes: [{ field: 'address.zip', before: '7330', after: '73301' }],
          user: { id: supporter.id, name: 'Sam Support', role: 'supporter' },
        },
        { action: 'create', user: { id: seller.id, name: 'Liam Seller', role: 'seller' } },
      ]);
      expect((await get(`/api/orders/${ids.created}/revisions`, as.other!)).statusCode).toBe(404);
    });
  });

  describe('GET /orders/unverified-address', () => {
    it('lists fixable orders whose address did not verify, with the reasons', async () => {
      const res = await get('/api/orders/unverified-address', as.supporter!);
      expect(res.statusCode).toBe(200);
      const { rows, count } = res.json().data;
      expect(rows.map((row: Row) => row.id)).toEqual(sorted('others', 'unverified'));
      expect(count).toBe(2);
      expect(rows[1]).toMatchObject({
        addressIssues: ['The ZIP code does not belong to the state'],
        address: { city: 'Austin' },
        seller: { id: seller.id },
      });
      const found = await get('/api/orders/unverified-address?keyword=other-1', as.supporter!);
      expect(found.json().data.rows.map((row: Row) => row.id)).toEqual(sorted('others'));
    });

    it('counts paid orders not yet shipped, and is closed to sellers', async () => {
      const paid = await insertOrderRow(t.db, other, {
        status: 'processing',
        productionStatus: 1,
        addressVerified: false,
      });
      await insertOrderRow(t.db, other, {
        status: 'shipped',
        productionStatus: 3,
        addressVerified: false,
      });
      const res = await get('/api/orders/unverified-address', as.admin!);
      expect(res.json().data.rows.map((row: Row) => row.id)).toEqual([
        paid.id,
        ...sorted('others', 'unverified'),
      ]);
      expect((await get('/api/orders/unverified-address', as.seller!)).statusCode).toBe(403);
      await t.db.execute(sql`delete from orders where id = ${paid.id}`);
    });
  });
});
