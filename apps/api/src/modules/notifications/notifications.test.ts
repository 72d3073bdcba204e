import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createNotification } from '../../../test/factories/notifications.ts';
import { authHeaders, createUser, type TestUser } from '../../../test/factories/users.ts';
import { notifications } from '../../db/schema/index.ts';
import { notificationsDemoSeeder } from './notifications.seeder.ts';

describe('notifications API', () => {
  let t: TestApp;
  let seller: TestUser;
  let other: TestUser;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.db.delete(notifications);
    seller = await createUser(t.db, { role: 'seller' });
    other = await createUser(t.db, { role: 'admin' });
    headers = await authHeaders(t.app, seller);
    otherHeaders = await authHeaders(t.app, other);
  });

  const list = (query: string, as = headers) =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: as });

  /** `n` notifications for the user, one minute apart, the last one newest. */
  async function seed(userId: number, n: number, status: 0 | 1 = 0) {
    const start = Date.parse('2026-03-01T00:00:00Z');
    const rows = [];
    for (let i = 0; i < n; i += 1) {
      rows.push(
        await createNotification(t.db, userId, {
          message: `Message ${i + 1}`,
          status,
          createdAt: new Date(start + i * 60_000),
          meta: { link: `/order/${i + 1}` },
        }),
      );
    }
    return rows;
  }

  describe('GET /api/notifications', () => {
    it('lists only the caller’s notifications, newest first, 10 a page', async () => {
      await seed(seller.id, 12);
      await seed(other.id, 3);
      const res = await list('');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.count).toBe(12);
      expect(data.totalPage).toBe(2);
      expect(data.totalUnviewed).toBe(12);
      expect(data.rows).toHaveLength(10);
      expect(data.rows[0]).toMatchObject({
        message: 'Message 12',
        type: 1,
        status: 0,
        meta: { link: '/order/12' },
        createdAt: '2026-03-01T00:11:00.000Z',
      });
      expect(data.rows.map((row: { message: string }) => row.message)).not.toContain('Message 1');

      const second = (await list('?page=2')).json().data;
      expect(second.rows.map((row: { message: string }) => row.message)).toEqual([
        'Message 2',
        'Message 1',
      ]);
      const beyond = (await list('?page=3')).json().data;
      expect(beyond.rows).toEqual([]);
      expect(beyond.count).toBe(12);
    });

    it('honours a custom page size', async () => {
      await seed(seller.id, 5);
      const { data } = (await list('?limit=2&page=3')).json();
      expect(data.totalPage).toBe(3);
      expect(data.rows.map((row: { message: string }) => row.message)).toEqual(['Message 1']);
    });

    it('filters by status while totalUnviewed counts every unviewed one', async () => {
      await seed(seller.id, 3, 0);
      await seed(seller.id, 2, 1);
      const unviewed = (await list('?status=0')).json().data;
      expect(unviewed.count).toBe(3);
      expect(unviewed.rows.every((row: { status: number }) => row.status === 0)).toBe(true);
      const viewed = (await list('?status=1')).json().data;
      expect(viewed.count).toBe(2);
      expect(viewed.totalUnviewed).toBe(3);
    });

    it('filters by creation time in unix seconds, both ends inclusive', async () => {
      const rows = await seed(seller.id, 5);
      const from = Math.floor(rows[1]!.createdAt.getTime() / 1000);
      const to = Math.floor(rows[3]!.createdAt.getTime() / 1000);
      // A row written within the last second of the range still belongs to it.
      await createNotification(t.db, seller.id, {
        message: 'Late in the last second',
        createdAt: new Date(to * 1000 + 999),
      });
      const { data } = (await list(`?createdFrom=${from}&createdTo=${to}`)).json();
      expect(data.rows.map((row: { message: string }) => row.message)).toEqual([
        'Late in the last second',
        'Message 4',
        'Message 3',
        'Message 2',
      ]);
    });

    it('refuses invalid filters with the field named', async () => {
      const bad = await list('?status=2');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].path).toBe('status');
      expect((await list('?createdFrom=yesterday')).statusCode).toBe(400);
      expect((await list('?page=0')).statusCode).toBe(400);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    });

    it('is open to every role, each seeing only their own', async () => {
      for (const role of ['producer', 'designer', 'inventory_manager'] as const) {
        const user = await createUser(t.db, { role });
        await seed(user.id, 1);
        const { data } = (await list('', await authHeaders(t.app, user))).json();
        expect(data.count).toBe(1);
      }
    });
  });

  describe('GET /api/notifications/total_new', () => {
    it('counts the caller’s unviewed notifications only', async () => {
      await seed(seller.id, 3, 0);
      await seed(seller.id, 2, 1);
      await seed(other.id, 4, 0);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/total_new',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { count: 3 } });
    });
  });

  describe('PATCH /api/notifications/view', () => {
    const view = (id: unknown, as = headers) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/view',
        headers: as,
        payload: { id },
      });

    it('marks the caller’s notification viewed', async () => {
      const [first, second] = await seed(seller.id, 2);
      const res = await view(first!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: first!.id, status: 1, message: 'Message 1' });
      const [stored] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, first!.id));
      expect(stored!.status).toBe(1);
      const total = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/total_new',
        headers,
      });
      expect(total.json().data.count).toBe(1);
      // Viewing again changes nothing and still succeeds.
      expect((await view(first!.id)).statusCode).toBe(200);
      const [untouched] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, second!.id));
      expect(untouched!.status).toBe(0);
    });

    it('answers 404 for another user’s notification and leaves it unviewed', async () => {
      const [theirs] = await seed(other.id, 1);
      const res = await view(theirs!.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Notification not found',
      });
      const [stored] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, theirs!.id));
      expect(stored!.status).toBe(0);
    });

    it('answers 404 for an unknown id and 400 without one', async () => {
      expect((await view(999_999)).statusCode).toBe(404);
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/view',
        headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details[0]).toMatchObject({
        path: 'id',
        message: 'This field is required',
      });
    });
  });

  describe('PATCH /api/notifications/view-all', () => {
    it('marks all the caller’s notifications viewed and no one else’s', async () => {
      await seed(seller.id, 4, 0);
      await seed(seller.id, 1, 1);
      await seed(other.id, 2, 0);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/view-all',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { count: 4 } });
      expect((await list('?status=0')).json().data.count).toBe(0);
      expect((await list('?status=0', otherHeaders)).json().data.count).toBe(2);
      const again = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/view-all',
        headers,
      });
      expect(again.json()).toEqual({ data: { count: 0 } });
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/notifications/view-all' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('demo data', () => {
    it('gives the demo seller and admin read and unread notifications with links', async () => {
      const demoSeller = await createUser(t.db, { role: 'seller', email: 'seller@example.com' });
      await createUser(t.db, { role: 'admin', email: 'admin@example.com' });
      await t.db.transaction((tx) => notificationsDemoSeeder.run(tx));
      const { data } = (await list('', await authHeaders(t.app, demoSeller))).json();
      expect(data.count).toBe(3);
      expect(data.totalUnviewed).toBe(2);
      expect(
        data.rows.every((row: { meta: { link?: string } }) => row.meta.link?.startsWith('/')),
      ).toBe(true);
    });
  });
});
