import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { testItem } from '../../../test/factories/orders.ts';
import { orderInProduction } from '../../../test/factories/production.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { orders, productionScans } from '../../db/schema/index.ts';

describe.skipIf(!testDatabaseUrl)('scanning under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('two scanners marking the same unit at once record it once', async () => {
    const seller = await createSeller(t.db, { creditCents: 500_000 });
    const producers = await Promise.all(
      [1, 2].map(() => createUser(t.db, { role: 'producer', factories: ['vn1'] })),
    );
    const headers = await Promise.all(producers.map((p) => authHeaders(t.app, p)));
    const order = await orderInProduction(t.db, seller);
    const itemId = order.items[0]!.id;
    const answers = await Promise.all(
      headers.map((h) =>
        t.app.inject({
          method: 'POST',
          url: `/api/order_items/${itemId}/scans`,
          headers: h,
          payload: { unit: 1, step: 'embroidered' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(productionScans)
      .where(eq(productionScans.orderItemId, itemId));
    expect(rows).toHaveLength(1);
  });

  it('the last units of an order packed at once by two packers move it to Pre-shipment once', async () => {
    const seller = await createSeller(t.db, { creditCents: 500_000 });
    const order = await orderInProduction(t.db, seller, {
      items: [
        { ...testItem, quantity: 1 },
        { ...testItem, color: 'White', quantity: 1 },
      ],
    });
    const packers = await Promise.all(
      [1, 2].map(async () =>
        authHeaders(t.app, await createUser(t.db, { role: 'packer', factories: ['vn1'] })),
      ),
    );
    for (const item of order.items) {
      for (const step of ['embroidered', 'checked']) {
        await t.app.inject({
          method: 'POST',
          url: `/api/order_items/${item.id}/scans`,
          headers: packers[0]!,
          payload: { unit: 1, step },
        });
      }
    }
    const answers = await Promise.all(
      order.items.map((item, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/order_items/${item.id}/scans`,
          headers: packers[index]!,
          payload: { unit: 1, step: 'packed' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.productionStatus).toBe(2);
  });
});
