import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { userDiscounts } from '../../db/schema/index.ts';
import { activeDiscountFor } from './discounts.service.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('user discounts', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada Admin', email: 'ada@staff.test' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const post = (payload: object, headers = adminHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/user-discounts', headers, payload });

  it('gives a seller a per_order discount in dollars, kept in cents, and lists it', async () => {
    const seller = await createSeller(t.db);
    const expiredAt = inDays(30);
    const res = await post({ userId: seller.id, amount: 1.5, expiredAt });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Updated successfully',
      data: { userId: seller.id, type: 'per_order', amount: 1.5, active: true, expiredAt },
    });
    const [row] = await t.db
      .select()
      .from(userDiscounts)
      .where(eq(userDiscounts.userId, seller.id));
    expect(row!.amountCents).toBe(150);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/user-discounts?userId=${seller.id}`,
      headers: adminHeaders,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ count: 1, rows: [{ amount: 1.5, active: true }] });
  });

  it('needs an amount above 0 and an expiry date', async () => {
    const seller = await createSeller(t.db);
    const zero = await post({ userId: seller.id, amount: 0, expiredAt: inDays(3) });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.details).toEqual([
      { path: 'amount', message: 'The amount must be greater than 0' },
    ]);
    const missing = await post({ userId: seller.id, amount: 2 });
    expect(missing.json().error.details).toEqual([
      { path: 'expiredAt', message: 'This field is required' },
    ]);
    const cents = await post({ userId: seller.id, amount: 1.234, expiredAt: inDays(3) });
    expect(cents.json().error.details[0]).toEqual({
      path: 'amount',
      message: 'This field must a double',
    });
    const past = await post({ userId: seller.id, amount: 2, expiredAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('The expiry date must be in the future');
    expect(await t.db.$count(userDiscounts, eq(userDiscounts.userId, seller.id))).toBe(0);
  });

  it('gives discounts to sellers only', async () => {
    const manager = await createUser(t.db, { role: 'manager' });
    const res = await post({ userId: manager.id, amount: 2, expiredAt: inDays(3) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Discounts apply to sellers only');
    const ghost = await post({ userId: 999_999, amount: 2, expiredAt: inDays(3) });
    expect(ghost.statusCode).toBe(404);
  });

  it('applies the newest unexpired discount; an expired one no longer applies', async () => {
    const seller = await createSeller(t.db);
    expect(await activeDiscountFor(t.db, seller.id)).toBeNull();
    const first = (await post({ userId: seller.id, amount: 1, expiredAt: inDays(10) })).json().data;
    const second = (await post({ userId: seller.id, amount: 2, expiredAt: inDays(5) })).json().data;
    expect(await activeDiscountFor(t.db, seller.id)).toMatchObject({
      id: second.id,
      amountCents: 200,
    });
    // Six days on, the second has expired and the first applies again.
    const later = new Date(Date.now() + 6 * 86_400_000);
    expect(await activeDiscountFor(t.db, seller.id, later)).toMatchObject({ id: first.id });
    expect(
      await activeDiscountFor(t.db, seller.id, new Date(Date.now() + 11 * 86_400_000)),
    ).toBeNull();
  });

  it('changes a discount and ends it early with a past expiry, both audited', async () => {
    const seller = await createSeller(t.db);
    const created = (await post({ userId: seller.id, amount: 3, expiredAt: inDays(10) })).json()
      .data;
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/user-discounts/${created.id}`,
      headers: adminHeaders,
      payload: { amount: '4.25' },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      message: 'Updated successfully',
      data: { amount: 4.25 },
    });

    const ended = await t.app.inject({
      method: 'PUT',
      url: `/api/user-discounts/${created.id}`,
      headers: adminHeaders,
      payload: { expiredAt: inDays(-0.001) },
    });
    expect(ended.json().data.active).toBe(false);
    expect(await activeDiscountFor(t.db, seller.id)).toBeNull();

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit?userId=${seller.id}`,
      headers: adminHeaders,
    });
    const rows = history.json().data.rows as {
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
      actor: { name: string; email: string };
    }[];
    expect(rows.map((r) => r.action)).toEqual([
      'discount.update',
      'discount.update',
      'discount.create',
    ]);
    expect(rows[1]).toMatchObject({
      before: { amount: 3 },
      after: { amount: 4.25 },
      actor: { name: 'Ada Admin', email: 'ada@staff.test' },
    });
    expect(rows[2]!.after).toMatchObject({ userId: seller.id, amount: 3, type: 'per_order' });
  });

  it('answers 404 for a discount that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user-discounts/999999',
      headers: adminHeaders,
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is for admins only: a seller cannot give themself a discount', async () => {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    const give = await post({ userId: seller.id, amount: 50, expiredAt: inDays(3) }, headers);
    expect(give.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user-discounts?userId=${seller.id}`,
      headers,
    });
    expect(read.statusCode).toBe(403);
    const supporter = await createUser(t.db, { role: 'supporter' });
    const bySupporter = await post(
      { userId: seller.id, amount: 50, expiredAt: inDays(3) },
      await authHeaders(t.app, supporter),
    );
    expect(bySupporter.statusCode).toBe(403);
    expect(await t.db.$count(userDiscounts, eq(userDiscounts.userId, seller.id))).toBe(0);
  });
});
