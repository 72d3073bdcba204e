import { createOrderInputSchema, orderMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../../test/db.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import {
  countedAndLiveOrders,
  createOrder,
  testAddress,
  testItem,
} from '../../../../test/factories/orders.ts';
import { createProduct } from '../../../../test/factories/products.ts';
import { createStore } from '../../../../test/factories/stores.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { queryRows } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import { toAuthUser } from '../../auth/authenticate.ts';
import { loadOrderContext, resolveOrder } from './order-input.ts';
import { findTakenSellerOrderIds, insertOrders, orderBatches } from './orders.repository.ts';

describe('writing orders in bulk and under concurrency', () => {
  let t: TestApp;
  let seller: TestUser;
  let staff: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db);
    staff = [
      await createUser(t.db, { role: 'admin' }),
      await createUser(t.db, { role: 'supporter' }),
    ];
  });
  afterAll(() => t.close());

  const count = async (sql: string) => Number((await queryRows<{ n: number }>(t.db, sql))[0]!.n);
  const valuesFor = (sellerOrderId: string, quantity = 1) =>
    createOrderInputSchema.parse({
      address: testAddress,
      sellerOrderId,
      items: [
        { ...testItem, quantity },
        { ...testItem, size: 'xxl' },
      ],
    });

  it('writes thousands of orders in one call: ids in input order, one revision each, one notification', async () => {
    const user = toAuthUser(seller, { familyId: null, apiKeyId: null });
    const context = await loadOrderContext(t.db, user, { productIds: [], storeIds: [] });
    const resolved = Array.from({ length: 2500 }, (_, i) =>
      resolveOrder(context, valuesFor(`BULK-${i}`, (i % 3) + 1)),
    );
    const ids = await withTransaction(t.db, (tx) => insertOrders(tx, resolved, user, 'imported'));
    expect(ids).toHaveLength(2500);
    const rows = await queryRows<{ id: number; seller_order_id: string; item_count: number }>(
      t.db,
      `select id, seller_order_id, item_count from orders where id in (${ids[0]}, ${ids[1234]}, ${ids[2499]}) order by id`,
    );
    expect(rows.map((row) => row.seller_order_id)).toEqual(['BULK-0', 'BULK-1234', 'BULK-2499']);
    expect(rows.map((row) => row.item_count)).toEqual([2, 3, 2]);
    expect(
      await count(
        "select count(*)::int as n from order_items where order_id in (select id from orders where seller_order_id like 'BULK-%')",
      ),
    ).toBe(5000);
    expect(
      await count("select count(*)::int as n from order_revisions where action = 'imported'"),
    ).toBe(2500);
    const notified = await t.db
      .select()
      .from(notifications)
      .where(
        eq(notifications.message, `Seller #${seller.id} imported 2500 orders from a CSV file`),
      );
    expect(notified.map((n) => n.userId).sort()).toEqual(staff.map((s) => s.id).sort());
    expect(notified[0]!.meta).toEqual({ link: `/order?userId=${seller.id}` });
    // The day's counter is kept by the orders' statement trigger, with the rows in the same statement.
    const { counted, live } = await countedAndLiveOrders(t.db, seller.id);
    expect(counted).toBe(live);
    const taken = await findTakenSellerOrderIds(t.db, seller.id, ['BULK-7', 'BULK-2499', 'NEW-1']);
    expect([...taken].sort()).toEqual(['BULK-2499', 'BULK-7']);
  });

  it('cuts batches at 2,000 orders or 6,000 rows, whichever comes first', () => {
    const withItems = (n: number) => ({ items: Array.from({ length: n }) }) as never;
    const bounds = (list: never[]) => orderBatches(list).map(({ from, to }) => [from, to]);
    expect(bounds(Array.from({ length: 4500 }, () => withItems(1)))).toEqual([
      [0, 2000],
      [2000, 4000],
      [4000, 4500],
    ]);
    expect(bounds(Array.from({ length: 130 }, () => withItems(100)))).toEqual([
      [0, 60],
      [60, 120],
      [120, 130],
    ]);
    // An order with more rows than a batch holds still goes, alone.
    expect(bounds([withItems(1), withItems(7000), withItems(1)])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('refuses a batch with a taken seller order id (409) and leaves the caller’s transaction usable', async () => {
    const user = toAuthUser(seller, { familyId: null, apiKeyId: null });
    const context = await loadOrderContext(t.db, user, { productIds: [], storeIds: [] });
    const before = await count('select count(*)::int as n from orders');
    const written = await withTransaction(t.db, async (tx) => {
      const refused = await insertOrders(
        tx,
        [resolveOrder(context, valuesFor('FRESH-1')), resolveOrder(context, valuesFor('BULK-3'))],
        user,
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(409);
      expect((refused as AppError).message).toBe(orderMessages.sellerOrderIdTaken);
      return insertOrders(tx, [resolveOrder(context, valuesFor('FRESH-1'))], user);
    });
    expect(written).toHaveLength(1);
    expect(await count('select count(*)::int as n from orders')).toBe(before + 1);
  });

  it.runIf(testDatabaseUrl)(
    'gives one 200 and one 409 to two simultaneous orders with the same seller order id',
    async () => {
      const headers = await authHeaders(t.app, seller);
      for (let round = 0; round < 5; round += 1) {
        const payload = { address: testAddress, sellerOrderId: `RACE-${round}`, items: [testItem] };
        const answers = await Promise.all(
          [0, 1].map(() => t.app.inject({ method: 'POST', url: '/api/orders', headers, payload })),
        );
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        expect(
          await count(
            `select count(*)::int as n from orders where seller_order_id = 'RACE-${round}'`,
          ),
        ).toBe(1);
      }
    },
  );

  it.runIf(testDatabaseUrl)('turns one cart into one order when two checkouts race', async () => {
    const buyer = await createSeller(t.db);
    const headers = await authHeaders(t.app, buyer);
    const storeId = (await createStore(t.db, buyer.id)).id;
    const productId = (await createProduct(t.app, headers, storeId)).id;
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: { productId, items: [{ color: 'Black', size: 'm', quantity: 1 }] },
    });
    const payload = { address: { ...testAddress, phone: '2125550100' } };
    const answers = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({ method: 'POST', url: '/api/orders/from-cart', headers, payload }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await count(`select count(*)::int as n from orders where user_id = ${buyer.id}`)).toBe(
      1,
    );
  });

  it.runIf(testDatabaseUrl)(
    'duplicates an order twice at once into -1 and a refusal, never two -1',
    async () => {
      const original = await createOrder(t.db, seller, { sellerOrderId: 'TWIN' });
      const headers = await authHeaders(t.app, seller);
      const answers = await Promise.all(
        [0, 1].map(() =>
          t.app.inject({ method: 'POST', url: `/api/orders/${original.id}/duplicate`, headers }),
        ),
      );
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([200, 409]).toContain(codes[1]);
      expect(
        await count(
          "select count(*)::int as n from orders where seller_order_id = 'TWIN-1' and archived_at is null",
        ),
      ).toBe(1);
    },
  );
});
