import { embMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { auditLog, embs } from '../../db/schema/index.ts';
import { embRow, post } from './emb-test-setup.ts';

const defaultTiers = [
  { upTo: 15_000, cost: 3, charge: 6.5 },
  { upTo: 30_000, cost: 5, charge: 9.75 },
  { upTo: 60_000, cost: 8, charge: 13 },
  { upTo: null, cost: 12, charge: 19.5 },
];

describe('design costs', () => {
  let t: TestApp;
  let seller: TestUser;
  let dana: TestUser;
  let omar: TestUser;
  let admin: Record<string, string>;
  let designManager: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { name: 'Sam Seller' });
    dana = await createUser(t.db, { role: 'designer', name: 'Dana' });
    omar = await createUser(t.db, { role: 'designer', name: 'Omar' });
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    designManager = await authHeaders(t.app, await createUser(t.db, { role: 'design_manager' }));
  });
  afterAll(() => t.close());

  const at = (iso: string) => new Date(iso);
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  let counter = 0;
  async function acceptedJob(designerId: number, acceptedAt: string, costCents: number) {
    counter += 1;
    const [row] = await t.db
      .insert(embs)
      .values({
        userId: seller.id,
        imageUrl: `https://cdn.example.test/cost-${counter}.png`,
        location: 'front',
        status: 'accepted',
        designerId,
        stitches: 10_000 * counter,
        costCents,
        chargedCents: 100 * counter,
        acceptedAt: at(acceptedAt),
      })
      .returning();
    return row!;
  }

  it('lists accepted jobs of the period newest first, with totals and per designer', async () => {
    const a = await acceptedJob(dana.id, '2025-03-02T10:00:00Z', 300);
    const b = await acceptedJob(dana.id, '2025-03-05T10:00:00Z', 500);
    const c = await acceptedJob(omar.id, '2025-03-04T10:00:00Z', 800);
    await acceptedJob(omar.id, '2025-04-10T10:00:00Z', 1200); // outside the period
    // Not accepted: not a cost.
    await t.db.insert(embs).values({
      userId: seller.id,
      imageUrl: 'https://cdn.example.test/cost-open.png',
      location: 'front',
      status: 'uploaded',
      designerId: dana.id,
      costCents: 999,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/design_costs?createdFrom=${seconds('2025-03-01T00:00:00Z')}&createdTo=${seconds('2025-03-31T23:59:59Z')}&limit=2`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.rows.map((row: { embId: number }) => row.embId)).toEqual([b.id, c.id]);
    expect(data.rows[0]).toMatchObject({
      designer: { id: dana.id, name: 'Dana' },
      seller: { id: seller.id, name: 'Sam Seller' },
      orderId: null,
      stitches: b.stitches,
      cost: 5,
      charged: 2,
    });
    expect(data.count).toBe(3);
    expect(data.totals).toEqual({ jobs: 3, cost: 16, charged: 6 });
    expect(data.byDesigner).toEqual([
      { designer: { id: dana.id, name: 'Dana' }, jobs: 2, cost: 8, charged: 3 },
      { designer: { id: omar.id, name: 'Omar' }, jobs: 1, cost: 8, charged: 3 },
    ]);
    expect(a.id).toBeGreaterThan(0);

    const omarOnly = await t.app.inject({
      method: 'GET',
      url: `/api/design_costs?designerId=${omar.id}`,
      headers: admin,
    });
    expect(omarOnly.json().data.totals).toEqual({ jobs: 2, cost: 20, charged: 7 });
    // Design managers read the tiers but not the costs.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/design_costs', headers: designManager }))
        .statusCode,
    ).toBe(403);
  });

  it('answers the default tiers, refuses tiers out of order, saves and uses new ones', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/design_costs/tiers',
      headers: designManager,
    });
    expect(read.json().data).toEqual({ tiers: defaultTiers });

    const put = (tiers: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/design_costs/tiers',
        headers: admin,
        payload: { tiers },
      });
    for (const bad of [
      [
        { upTo: 30_000, cost: 5, charge: 9 },
        { upTo: 20_000, cost: 6, charge: 10 },
      ],
      [
        { upTo: null, cost: 5, charge: 9 },
        { upTo: 20_000, cost: 6, charge: 10 },
      ],
      [],
      [{ upTo: 10_000, cost: -1, charge: 1 }],
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const outOfOrder = await put([
      { upTo: 30_000, cost: 5, charge: 9 },
      { upTo: 30_000, cost: 6, charge: 10 },
    ]);
    expect(JSON.stringify(outOfOrder.json().error.details)).toContain(embMessages.tiersOrder);

    const tiers = [
      { upTo: 10_000, cost: 2.5, charge: 7 },
      { upTo: null, cost: 10, charge: 20 },
    ];
    const saved = await put(tiers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { tiers }, message: embMessages.tiersSaved });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/design_costs/tiers',
      headers: designManager,
    });
    expect(again.json().data).toEqual({ tiers });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'design_costs.tiers'));
    expect(audits).toHaveLength(1);

    // An acceptance after the change pays the designer from the new table.
    const [job] = await t.db
      .insert(embs)
      .values({
        userId: seller.id,
        imageUrl: 'https://cdn.example.test/cost-new-tier.png',
        location: 'front',
        status: 'uploaded',
        designerId: dana.id,
        stitches: 12_000,
        format: 'dst',
      })
      .returning();
    const accepted = await post(t, admin, `/api/embs/${job!.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    // No order item: nothing to charge.
    expect(accepted.json().data).toMatchObject({ cost: 10, charged: 0 });
    expect((await embRow(t, job!.id))!.chargeTransactionId).toBeNull();
  });
});
