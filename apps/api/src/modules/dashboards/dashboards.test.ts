import { dateRangeBounds } from '@stitchworks/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import { paidOrder } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { queryRows } from '../../db/client.ts';
import { orderMonthlyStats, orders, transactions } from '../../db/schema/index.ts';
import { rebuildOrderMonthlyStats } from './dashboards.repository.ts';
import { monthlySpan, resolveWindow } from './dashboards.service.ts';

describe('dashboards', () => {
  let t: TestApp;
  let seller: TestUser;
  let other: TestUser;
  let sellerHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let managerHeaders: Record<string, string>;
  let paidTotal = 0;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    other = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    adminHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    managerHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'manager' }));
    const paid = await paidOrder(t.db, seller);
    paidTotal = paid.totalCents;
    await createOrder(t.db, seller);
    // Another seller's orders must never show in the first seller's numbers.
    await paidOrder(t.db, other);
    await paidOrder(t.db, other);
    await createOrder(t.db, other);
    await createOrder(t.db, other);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('shows a seller only their own orders, spend, credit and what waits', async () => {
    const res = await get('/api/dashboard/seller?range=month', sellerHeaders);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const byStatus = Object.fromEntries(
      data.ordersByStatus.map((row: { status: string; orders: number }) => [
        row.status,
        row.orders,
      ]),
    );
    expect(byStatus).toEqual({ processing: 1, created: 1 });
    expect(data.spendPerDay).toHaveLength(1);
    expect(data.spendPerDay[0].amount).toBe(paidTotal / 100);
    expect(data.spendPerDay[0].orders).toBe(1);
    expect(data.credit.current).toBe((1_000_000 - paidTotal) / 100);
    expect(data.credit.points.at(-1).balance).toBe((1_000_000 - paidTotal) / 100);
    expect(data.waiting).toMatchObject({ unpaidOrders: 1, stitchOutsToApprove: 0, onHold: 0 });
    expect(data.bucket).toBe('day');
    expect(data.range).toBe('month');
  });

  it('counts days in Asia/Bangkok', async () => {
    const fresh = await createSeller(t.db);
    const headers = await authHeaders(t.app, fresh);
    const today = dateRangeBounds('today').from!;
    // 00:30 today in Bangkok is still yesterday in UTC; 23:30 yesterday is today in UTC.
    const early = await createOrder(t.db, fresh);
    const late = await createOrder(t.db, fresh);
    await t.db
      .update(orders)
      .set({ createdAt: new Date((today + 1800) * 1000) })
      .where(eq(orders.id, early.id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date((today - 1800) * 1000) })
      .where(eq(orders.id, late.id));
    const count = async (range: string) => {
      const res = await get(`/api/dashboard/seller?range=${range}`, headers);
      return res.json().data.ordersByStatus[0]?.orders ?? 0;
    };
    expect(await count('today')).toBe(1);
    expect(await count('yesterday')).toBe(1);
    expect(await count('all')).toBe(2);
    const res = await get(`/api/dashboard/seller?range=today`, headers);
    expect(res.json().data).toMatchObject({ from: today, to: today + 86_399 });
  });

  it('keeps the daily stats equal to the orders through inserts, updates and deletes', async () => {
    const gone = await createOrder(t.db, other);
    await t.db
      .update(orders)
      .set({ factory: 'eu1', totalCents: 4321 })
      .where(eq(orders.id, gone.id));
    await t.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, gone.id));
    const removed = await createOrder(t.db, other);
    await t.db.delete(orders).where(eq(orders.id, removed.id));
    // Statements of many rows (an import, a bulk change): each adds its rows up once.
    const many = await createSeller(t.db);
    for (let index = 0; index < 3; index += 1) await createOrder(t.db, many);
    await t.db.execute(sql`
      insert into orders (user_id, seller_order_id, shipping_method, factory, address,
        customer_name, search_text, item_count, items_cents, shipping_cents, tax_cents,
        discount_cents, total_cents, created_at)
      select user_id, seller_order_id || '-copy', shipping_method, factory, address,
        customer_name, search_text, item_count, items_cents, shipping_cents, tax_cents,
        discount_cents, total_cents + 7, created_at - interval '1 day'
      from orders where user_id = ${many.id}`);
    await t.db
      .update(orders)
      .set({ status: 'cancelled', totalCents: sql`${orders.totalCents} + 1` })
      .where(sql`${orders.userId} = ${many.id} and ${orders.sellerOrderId} like '%-copy'`);
    await t.db.update(orders).set({ factory: 'eu1' }).where(eq(orders.userId, many.id));
    await t.db
      .delete(orders)
      .where(sql`${orders.userId} = ${many.id} and ${orders.status} = 'cancelled'`);
    const rows = await queryRows(
      t.db,
      sql`
      (select (created_at at time zone 'Asia/Bangkok')::date as day, user_id, factory, status,
          count(*)::int as orders, sum(total_cents)::int as total_cents
        from orders where archived_at is null group by 1, 2, 3, 4
       except select day, user_id, factory, status, orders, total_cents from order_daily_stats)
      union all
      (select day, user_id, factory, status, orders, total_cents from order_daily_stats
        where orders <> 0
       except select (created_at at time zone 'Asia/Bangkok')::date, user_id, factory, status,
          count(*)::int, sum(total_cents)::int
        from orders where archived_at is null group by 1, 2, 3, 4)`,
    );
    expect(rows).toEqual([]);
  });

  it("adds a seller's day up past $21 million, and goes on taking the seller's orders", async () => {
    const big = await createSeller(t.db);
    const first = await createOrder(t.db, big);
    // Two orders of $20 million each: past integer's 2,147,483,647 cents together.
    await t.db.update(orders).set({ totalCents: 2_000_000_000 }).where(eq(orders.id, first.id));
    await t.db.execute(sql`
      insert into orders (user_id, seller_order_id, shipping_method, factory, address,
        customer_name, search_text, item_count, items_cents, shipping_cents, tax_cents,
        discount_cents, total_cents, created_at)
      select user_id, seller_order_id || '-big', shipping_method, factory, address,
        customer_name, search_text, item_count, items_cents, shipping_cents, tax_cents,
        discount_cents, total_cents, created_at
      from orders where id = ${first.id}`);
    await createOrder(t.db, big);
    const [day] = await queryRows<{ orders: number; total: string }>(
      t.db,
      sql`select sum(orders)::int as orders, sum(total_cents)::text as total
        from order_daily_stats where user_id = ${big.id}`,
    );
    const [expected] = await queryRows<{ total: string }>(
      t.db,
      sql`select sum(total_cents)::text as total from orders where user_id = ${big.id}`,
    );
    expect(day).toEqual({ orders: 3, total: expected!.total });
    expect(BigInt(day!.total)).toBeGreaterThan(4_000_000_000n);
    await t.db.execute(sql`select rebuild_order_daily_stats()`);
    const [rebuilt] = await queryRows<{ total: string }>(
      t.db,
      sql`select sum(total_cents)::text as total from order_daily_stats where user_id = ${big.id}`,
    );
    expect(rebuilt!.total).toBe(expected!.total);
    const res = await get('/api/dashboard/admin/report2?range=all', adminHeaders);
    expect(res.statusCode).toBe(200);
    const top = res.json().data.topSellers as { revenue: number }[];
    expect(top.every((row) => Number.isFinite(row.revenue))).toBe(true);
    // Taken away again in bigint (and out of the later tests' counts).
    await t.db.delete(orders).where(eq(orders.userId, big.id));
    const [left] = await queryRows<{ total: string }>(
      t.db,
      sql`select coalesce(sum(total_cents), 0)::text as total from order_daily_stats
        where user_id = ${big.id}`,
    );
    expect(left!.total).toBe('0');
  });

  it('gives the admin orders and revenue per day and factory, top sellers and what waits', async () => {
    const res = await get('/api/dashboard/admin/report2?range=all', adminHeaders);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totals.paidOrders).toBeGreaterThanOrEqual(3);
    expect(
      data.perDay.every((row: { factory: string }) => ['vn1', 'eu1'].includes(row.factory)),
    ).toBe(true);
    expect(data.topSellers[0].revenue).toBeGreaterThan(0);
    expect(data.bucket).toBe('month');

    await t.db.insert(transactions).values({
      userId: seller.id,
      type: 'withdraw',
      amountCents: 2500,
      paymentMethod: 'payoneer',
      status: 'pending',
    });
    const live = (await get('/api/dashboard/admin/report', adminHeaders)).json().data;
    expect(live.pendingTransactions).toContainEqual({ type: 'withdraw', count: 1, amount: 25 });
    expect(
      live.productionStatus.reduce((n: number, r: { orders: number }) => n + r.orders, 0),
    ).toBe(3);
  });

  it('gives the manager the business numbers without money', async () => {
    const res = await get('/api/dashboard/manager/report?range=month', managerHeaders);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(JSON.stringify(data)).not.toMatch(/revenue|amount/);
    expect(data.perDay.length).toBeGreaterThan(0);
  });

  it('reads full past months of long ranges from the monthly stats, equal to the daily ones', async () => {
    const day = 86_400;
    const now = Math.floor(Date.now() / 1000);
    // Orders spread over past months, some on month edges (Bangkok midnight of a 1st).
    const firstOf = (monthsAgo: number) => {
      const date = new Date();
      date.setUTCDate(1);
      date.setUTCMonth(date.getUTCMonth() - monthsAgo);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000 - 7 * 3600;
    };
    const when = [now - 400 * day, now - 200 * day, now - 100 * day, firstOf(3), firstOf(2) - 1];
    for (const [i, seconds] of when.entries()) {
      const order = i % 2 === 0 ? await paidOrder(t.db, other) : await createOrder(t.db, seller);
      await t.db
        .update(orders)
        .set({ createdAt: new Date(seconds * 1000) })
        .where(eq(orders.id, order.id));
    }
    const urls = [
      '/api/dashboard/admin/report2?range=all',
      `/api/dashboard/admin/report2?from=${now - 380 * day}&to=${now - 50 * day}`,
      `/api/dashboard/admin/report2?from=${firstOf(14)}&to=${firstOf(2) - 1}`,
      `/api/dashboard/admin/report2?from=${now - 300 * day}`,
      '/api/dashboard/manager/report?range=all',
    ];
    const read = async () =>
      Promise.all(
        urls.map(async (url) => {
          const res = await get(url, url.includes('manager') ? managerHeaders : adminHeaders);
          expect(res.statusCode).toBe(200);
          return res.json().data;
        }),
      );
    // Before the first rebuild the monthly table is empty: every number comes from the days.
    await t.db.delete(orderMonthlyStats);
    const fromDays = await read();
    await rebuildOrderMonthlyStats(t.db);
    expect((await t.db.select().from(orderMonthlyStats)).length).toBeGreaterThan(0);
    const window = resolveWindow({ range: 'all' });
    expect(await monthlySpan(t.db, window)).not.toBeNull();
    const fromMonths = await read();
    expect(fromMonths).toEqual(fromDays);
    expect(fromMonths[0].totals.orders).toBeGreaterThan(when.length);

    // This month's new orders show at once, without a rebuild.
    await paidOrder(t.db, seller);
    const after = await read();
    expect(after[0].totals.orders).toBe(fromMonths[0].totals.orders + 1);
    expect(after[0].totals.paidOrders).toBe(fromMonths[0].totals.paidOrders + 1);
    expect(after[4].ordersByStatus).not.toEqual(fromMonths[4].ordersByStatus);
    await t.db.delete(orderMonthlyStats);
    expect(await read()).toEqual(after);
  });

  it('answers the designer and the supporter with their queues', async () => {
    const designer = await authHeaders(t.app, await createUser(t.db, { role: 'designer' }));
    const supporter = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
    const mine = (await get('/api/dashboard/designer', designer)).json().data;
    expect(mine).toMatchObject({ acceptedThisMonth: 0, earnedThisMonth: 0 });
    const support = (await get('/api/dashboard/supporter', supporter)).json().data;
    expect(support).toEqual({ unverifiedAddresses: 0, cancelRequests: 0, updateRequests: 0 });
  });

  it('refuses other roles', async () => {
    const designer = await authHeaders(t.app, await createUser(t.db, { role: 'designer' }));
    expect((await get('/api/dashboard/seller', designer)).statusCode).toBe(403);
    expect((await get('/api/dashboard/admin/report', sellerHeaders)).statusCode).toBe(403);
    expect((await get('/api/dashboard/admin/report2', managerHeaders)).statusCode).toBe(403);
    expect((await get('/api/dashboard/manager/report', sellerHeaders)).statusCode).toBe(403);
    expect((await get('/api/dashboard/seller?range=decade', sellerHeaders)).statusCode).toBe(400);
  });
});

describe('announcements', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seller: Record<string, string>;
  let supporter: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    seller = await authHeaders(t.app, await createSeller(t.db));
    supporter = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
  });
  afterAll(() => t?.close());

  const post = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/announcements', headers, payload });
  const titles = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/announcements${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((row: { title: string }) => row.title);
  };

  it('lets an admin write, change and remove them; each reader sees what is for them', async () => {
    const forSellers = await post({
      kind: 'announcement',
      title: 'New colours',
      body: 'Navy is back.',
      audience: 'sellers',
    });
    expect(forSellers.statusCode).toBe(200);
    await post({ kind: 'news', title: 'Floor training', body: 'Friday.', audience: 'staff' });
    await post({ kind: 'news', title: 'Holiday hours', body: 'Closed Monday.' });
    const later = Math.floor(Date.now() / 1000) + 86_400;
    await post({ kind: 'news', title: 'Tomorrow', body: 'Soon.', publishedAt: later });

    expect(await titles(seller)).toEqual(['Holiday hours', 'New colours']);
    expect(await titles(seller, '?kind=news')).toEqual(['Holiday hours']);
    expect(await titles(seller, '?audience=staff')).toEqual([]);
    expect(await titles(supporter)).toEqual(['Holiday hours', 'Floor training']);
    expect(await titles(admin)).toHaveLength(4);

    const id = forSellers.json().data.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/announcements/${id}`,
      headers: admin,
      payload: { kind: 'announcement', title: 'New colours!', body: 'Navy.', audience: 'all' },
    });
    expect(put.statusCode).toBe(200);
    expect(await titles(supporter)).toContain('New colours!');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(await titles(seller)).toEqual(['Holiday hours']);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses writes from anyone but an admin and empty titles', async () => {
    const body = { kind: 'news', title: 'x', body: 'y' };
    expect((await post(body, seller)).statusCode).toBe(403);
    expect((await post(body, supporter)).statusCode).toBe(403);
    expect((await post({ ...body, title: '  ' })).statusCode).toBe(400);
  });
});
