import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { queryRows } from '../../db/client.ts';
import { fbaOrders, users } from '../../db/schema/index.ts';
import { fbaItem, sendFbaForm } from './fba-orders-test-helpers.ts';

type Headers = Record<string, string>;

// PGlite is one connection: a race cannot happen there. These run on PostgreSQL.
describe.skipIf(!testDatabaseUrl)('FBA orders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerH: Headers;
  let adminH: Headers;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerH = await authHeaders(t.app, seller);
    adminH = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    const doc = await PDFDocument.create();
    doc.addPage([162, 90]).drawText('FNSKU', { x: 10, y: 20, size: 10 });
    pdf = Buffer.from(await doc.save());
  });
  afterAll(() => t.close());

  async function pricedOrder(cents: number): Promise<number> {
    const res = await sendFbaForm(t.app, sellerH, { items: JSON.stringify([fbaItem(2)]) }, [
      { field: 'productLabel', data: pdf },
      { field: 'shippingLabel', data: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const priced = await t.app.inject({
      method: 'PUT',
      url: `/api/fba-orders/${id}`,
      headers: adminH,
      payload: { totalCost: cents / 100 },
    });
    expect(priced.statusCode).toBe(200);
    return id;
  }

  /** The seller's credit, the sum of their ledger, and their FBA payments and refunds. */
  async function books() {
    const [row] = await queryRows<{
      credit: string;
      ledger: string;
      payments: string;
      refunds: string;
    }>(
      t.db,
      sql`select
        (select credit_cents from users where id = ${seller.id}) as credit,
        (select coalesce(sum(delta_cents), 0) from credit_ledger where user_id = ${seller.id}) as ledger,
        (select count(*) from transactions where user_id = ${seller.id} and type = 'payment' and note like 'FBA order #%') as payments,
        (select count(*) from transactions where user_id = ${seller.id} and type = 'refund' and note like 'FBA order #%') as refunds`,
    );
    return {
      credit: Number(row!.credit),
      ledger: Number(row!.ledger),
      payments: Number(row!.payments),
      refunds: Number(row!.refunds),
    };
  }

  const approve = (id: number, headers: Headers = sellerH) =>
    t.app.inject({ method: 'PUT', url: `/api/fba-orders/${id}/approve`, headers });
  const cancel = (id: number) =>
    t.app.inject({ method: 'PUT', url: `/api/fba-orders/${id}/cancel`, headers: sellerH });

  it('ten approvals of one order at once: one charge, one order of units, nine refused', {
    timeout: 120_000,
  }, async () => {
    const id = await pricedOrder(2_500);
    const before = await books();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const after = await books();
    expect(after.credit).toBe(before.credit - 2_500);
    expect(after.payments).toBe(before.payments + 1);
    const [row] = await t.db.select().from(fbaOrders).where(eq(fbaOrders.id, id));
    expect(row!.status).toBe('approved');
    const [made] = await queryRows<{ count: string }>(
      t.db,
      sql`select count(*) from orders where user_id = ${seller.id} and seller_order_id = ${`FBA-${id}`}`,
    );
    expect(Number(made!.count)).toBe(1);
  });

  it('approve and cancel at once, 12 times: never both paid and cancelled; the credit matches what happened', {
    timeout: 180_000,
  }, async () => {
    for (let round = 0; round < 12; round += 1) {
      const id = await pricedOrder(1_000 + round);
      const before = await books();
      const [approved, cancelled] = await Promise.all([approve(id), cancel(id)]);
      const [row] = await t.db.select().from(fbaOrders).where(eq(fbaOrders.id, id));
      const after = await books();
      // Either order of the two ends cancelled: a cancel first leaves nothing to approve (409); an
      // approval first is paid, then cancelled On-design with its price given back.
      expect(row!.status).toBe('cancelled');
      expect(cancelled.statusCode).toBe(200);
      if (approved.statusCode === 200) {
        expect(after.payments).toBe(before.payments + 1);
        expect(after.refunds).toBe(before.refunds + 1);
        expect(row!.refundTransactionId).not.toBeNull();
      } else {
        expect(approved.statusCode).toBe(409);
        expect(after.payments).toBe(before.payments);
        expect(after.refunds).toBe(before.refunds);
      }
      expect(after.credit).toBe(before.credit);
      expect(after.credit).toBe(after.ledger + (before.credit - before.ledger));
    }
    const [user] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(user!.creditCents).toBeGreaterThanOrEqual(0);
  });

  it('two orders approved at once against a credit that covers one: one paid, never below zero', {
    timeout: 120_000,
  }, async () => {
    const poor = await createSeller(t.db, { creditCents: 1_500 });
    const poorH = await authHeaders(t.app, poor);
    const ids: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const res = await sendFbaForm(t.app, poorH, { items: JSON.stringify([fbaItem(1)]) }, [
        { field: 'productLabel', data: pdf },
        { field: 'shippingLabel', data: pdf },
      ]);
      const id = res.json().data.id as number;
      await t.app.inject({
        method: 'PUT',
        url: `/api/fba-orders/${id}`,
        headers: adminH,
        payload: { totalCost: 10 },
      });
      ids.push(id);
    }
    const answers = await Promise.all(ids.map((id) => approve(id, poorH)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const [user] = await t.db.select().from(users).where(eq(users.id, poor.id));
    expect(user!.creditCents).toBe(500);
  });
});
