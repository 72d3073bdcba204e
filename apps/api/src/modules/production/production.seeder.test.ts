import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders } from '../../../test/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';

describe('the floor’s demo', () => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await seedDemoIfEmpty(t.db);
    for (const email of ['seller@example.com', 'producer@example.com']) {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      as[email.split('@')[0]!] = await authHeaders(t.app, user!);
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const orderBySellerId = async (sellerOrderId: string) =>
    (await get(`/api/orders?keyword=${sellerOrderId}`, as.seller!)).rows[0];

  it('orders past On-design have read stitch files and scanned units; the held one says why', async () => {
    const preShipment = await orderBySellerId('DEMO-1120');
    const production = await get(`/api/orders/${preShipment.id}/production`, as.seller!);
    const design = production.items[0].designs[0];
    expect(design.stitchFile).toMatchObject({ status: 'accepted', format: 'dst' });
    expect(design.stitchFile.stitches).toBeGreaterThan(500);
    expect(production.items[0].units.every((unit: { packed: string | null }) => unit.packed)).toBe(
      true,
    );
    const held = await orderBySellerId('DEMO-1140');
    expect((await get(`/api/orders/${held.id}/production`, as.seller!)).holdReason).toMatch(
      /thread colour/,
    );
  });

  it('the On-design order waits at the board’s design stage with an open job', async () => {
    const onDesign = await orderBySellerId('DEMO-1100');
    const production = await get(`/api/orders/${onDesign.id}/production`, as.seller!);
    expect(production.items[0].designs[0].stitchFile).toMatchObject({ status: 'todo' });
    const board = await get(`/api/production/board?keyword=${onDesign.id}`, as.producer!);
    expect(board.rows).toMatchObject([{ stage: 'design' }]);
  });

  it('shipped demo orders carry their tracking numbers as packages, linked to the carrier', async () => {
    const reshipped = await orderBySellerId('DEMO-1204');
    const shipping = await get(`/api/orders/${reshipped.id}/shipping`, as.seller!);
    expect(shipping.packages).toHaveLength(2);
    expect(shipping.packages[0]).toMatchObject({ orderPackageNo: 1, carrierCode: 'usps' });
    expect(shipping.packages[0].trackingUrl).toMatch(/usps/);
  });
});
