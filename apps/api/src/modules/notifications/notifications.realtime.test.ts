import type { Notification } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createNotification } from '../../../test/factories/notifications.ts';
import {
  connectSocket,
  listenOnFreePort,
  recordEvents,
  type TestSocket,
} from '../../../test/factories/sockets.ts';
import { authHeaders, createUser, type TestUser } from '../../../test/factories/users.ts';
import { notifications, sessions } from '../../db/schema/index.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { startSession } from '../auth/sessions.ts';
import { notify } from './notifications.service.ts';

const JWT_SECRET = 'realtime-test-secret-that-is-long-enough-0123456789';

describe('realtime channel', () => {
  let t: TestApp;
  let baseUrl: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ jwtSecret: JWT_SECRET });
    baseUrl = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(notifications);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });

  async function tokenOf(user: TestUser) {
    return (await authHeaders(t.app, user)).authorization.slice('Bearer '.length);
  }

  async function connectAs(user: TestUser) {
    const socket = await connectSocket(baseUrl, await tokenOf(user));
    open.push(socket);
    return { socket, events: recordEvents(socket) };
  }

  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'connected',
      (error: Error) => error.message,
    );

  const rowsOf = (userId: number) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId));

  describe('who connects', () => {
    it('lets admin, manager, supporter and seller connect', async () => {
      for (const role of ['admin', 'manager', 'supporter', 'seller'] as const) {
        const user = await createUser(t.db, { role });
        const { socket } = await connectAs(user);
        expect(socket.connected).toBe(true);
      }
    });

    it('refuses every other role', async () => {
      const others = ['designer', 'producer', 'design_manager', 'inventory_manager', 'packer'];
      for (const role of others as TestUser['role'][]) {
        const user = await createUser(t.db, { role });
        expect(await refusalOf(connectSocket(baseUrl, await tokenOf(user)))).toBe('FORBIDDEN');
      }
    });

    it('refuses a user who is not active or has not chosen a password yet', async () => {
      const inactive = await createUser(t.db, { role: 'seller', status: 'inactive' });
      const fresh = await createUser(t.db, { role: 'supporter', passwordChanged: false });
      expect(await refusalOf(connectSocket(baseUrl, await tokenOf(inactive)))).toBe('FORBIDDEN');
      expect(await refusalOf(connectSocket(baseUrl, await tokenOf(fresh)))).toBe('FORBIDDEN');
    });

    it('refuses no token, a forged one, a revoked sign-in and a locked user as UNAUTHORIZED', async () => {
      expect(await refusalOf(connectSocket(baseUrl))).toBe('UNAUTHORIZED');
      expect(await refusalOf(connectSocket(baseUrl, 'not-a-token'))).toBe('UNAUTHORIZED');

      const seller = await createUser(t.db, { role: 'seller' });
      const signIn = await startSession(t.db, t.app.tokens, seller);
      await t.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.familyId, signIn.familyId));
      expect(await refusalOf(connectSocket(baseUrl, signIn.privateToken))).toBe('UNAUTHORIZED');

      const locked = await createUser(t.db, { role: 'admin', status: 'locked' });
      expect(await refusalOf(connectSocket(baseUrl, await tokenOf(locked)))).toBe('UNAUTHORIZED');
    });

    it('refuses an expired token, and accepts the renewed one', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const { familyId } = await startSession(t.db, t.app.tokens, seller);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ role: 'seller', sid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(seller.id))
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 1800)
        .sign(new TextEncoder().encode(JWT_SECRET));
      expect(await refusalOf(connectSocket(baseUrl, expired))).toBe('UNAUTHORIZED');
      const renewed = await t.app.tokens.sign({ userId: seller.id, role: 'seller', familyId });
      const socket = await connectSocket(baseUrl, renewed);
      open.push(socket);
      expect(socket.connected).toBe(true);
    });

    it('closes every socket of a user on request (a locked user)', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const neighbour = await createUser(t.db, { role: 'seller' });
      const tab1 = await connectAs(seller);
      const tab2 = await connectAs(seller);
      const theirs = await connectAs(neighbour);
      const closed = [tab1, tab2].map(
        ({ socket }) => new Promise((resolve) => socket.once('disconnect', resolve)),
      );
      t.app.realtime.disconnectUser(seller.id);
      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
      expect(theirs.socket.connected).toBe(true);
    });

    it('drops a socket when the token it connected with expires', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const { familyId } = await startSession(t.db, t.app.tokens, seller);
      const now = Math.floor(Date.now() / 1000);
      const shortLived = await new SignJWT({ role: 'seller', sid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(seller.id))
        .setIssuedAt(now)
        .setExpirationTime(now + 2)
        .sign(new TextEncoder().encode(JWT_SECRET));
      const socket = await connectSocket(baseUrl, shortLived);
      open.push(socket);
      const reason = await new Promise((resolve) => socket.once('disconnect', resolve));
      expect(reason).toBe('io server disconnect');
    });
  });

  describe('notify()', () => {
    it('delivers to the recipient’s sockets only, with their own row', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const neighbour = await createUser(t.db, { role: 'seller' });
      const tab1 = await connectAs(seller);
      const tab2 = await connectAs(seller);
      const theirs = await connectAs(neighbour);

      const [sent] = await withTransaction(t.db, (tx) =>
        notify(tx, {
          userIds: [seller.id],
          type: 'approve-deposit',
          message: 'Your deposit of $20.00 was approved',
          meta: { link: '/transaction/7' },
        }),
      );
      for (const tab of [tab1, tab2]) {
        const got = await tab.events.waitFor((event) => event === 'approve-deposit');
        expect(got.payload).toEqual(sent);
        expect(got.payload).toMatchObject({
          type: 3,
          status: 0,
          message: 'Your deposit of $20.00 was approved',
          meta: { link: '/transaction/7' },
        });
      }
      // A later event for the neighbour arrives alone: nothing of the seller's reached them.
      await notify(t.db, { userIds: [neighbour.id], type: 'approve-refund', message: 'Refunded' });
      await theirs.events.waitFor((event) => event === 'approve-refund');
      expect(theirs.events.received.map((entry) => entry.event)).toEqual(['approve-refund']);
      expect(await rowsOf(seller.id)).toHaveLength(1);
    });

    it('delivers to every active user of a role, live only where spec 01 §6 allows', async () => {
      const admin1 = await createUser(t.db, { role: 'admin' });
      const admin2 = await createUser(t.db, { role: 'admin' });
      const manager = await createUser(t.db, { role: 'manager' });
      const inventory = await createUser(t.db, { role: 'inventory_manager' });
      const lockedAdmin = await createUser(t.db, { role: 'admin', status: 'locked' });
      const a1 = await connectAs(admin1);
      const a2 = await connectAs(admin2);
      const m = await connectAs(manager);

      await withTransaction(t.db, (tx) =>
        notify(tx, { role: 'admin', type: 'request-topup', message: 'Top-up requested' }),
      );
      await a1.events.waitFor((event) => event === 'request-topup');
      await a2.events.waitFor((event) => event === 'request-topup');
      expect(await rowsOf(lockedAdmin.id)).toHaveLength(0);

      await withTransaction(t.db, (tx) =>
        notify(tx, {
          roles: ['admin', 'manager', 'inventory_manager'],
          type: 'warning-low-stock',
          message: 'Thread red is low',
          meta: { link: '/report/inventory-warning' },
        }),
      );
      await m.events.waitFor((event) => event === 'warning-low-stock');
      await a1.events.waitFor((event) => event === 'warning-low-stock');
      // The manager gets no live request-topup (not in its row of the table).
      expect(m.events.received.map((entry) => entry.event)).toEqual(['warning-low-stock']);
      // inventory_manager does not connect: the row is there for the list.
      expect((await rowsOf(inventory.id)).map((row) => row.type)).toEqual([11]);
    });

    it('writes rows for every recipient but sends live only to roles that take the event', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const admin = await createUser(t.db, { role: 'admin' });
      const s = await connectAs(seller);
      const a = await connectAs(admin);
      await withTransaction(t.db, (tx) =>
        notify(tx, {
          userIds: [seller.id, admin.id],
          type: 'order-cancelled',
          message: 'Order #1001 was cancelled',
        }),
      );
      await s.events.waitFor((event) => event === 'order-cancelled');
      await notify(t.db, { userIds: [admin.id], type: 'update-order', message: 'Order updated' });
      await a.events.waitFor((event) => event === 'update-order');
      expect(a.events.received.map((entry) => entry.event)).toEqual(['update-order']);
      expect(await rowsOf(admin.id)).toHaveLength(2);
    });

    it('sends nothing until the transaction commits', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const s = await connectAs(seller);
      await withTransaction(t.db, async (tx) => {
        await notify(tx, { userIds: [seller.id], type: 'allow-update', message: 'You may edit' });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(s.events.received).toEqual([]);
      });
      await s.events.waitFor((event) => event === 'allow-update');
    });

    it('sends nothing and keeps no row for a rolled-back change', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const s = await connectAs(seller);
      await expect(
        withTransaction(t.db, async (tx) => {
          await notify(tx, {
            userIds: [seller.id],
            type: 'approve-refund',
            message: 'Refund approved',
          });
          throw new Error('payment provider refused');
        }),
      ).rejects.toThrow('payment provider refused');
      expect(await rowsOf(seller.id)).toHaveLength(0);

      await notify(t.db, { userIds: [seller.id], type: 'approve-deposit', message: 'Deposit ok' });
      await s.events.waitFor((event) => event === 'approve-deposit');
      expect(s.events.received.map((entry) => entry.event)).toEqual(['approve-deposit']);
    });

    it('drops the events of a failed savepoint and keeps those of the outer transaction', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const s = await connectAs(seller);
      await withTransaction(t.db, async (tx) => {
        await notify(tx, { userIds: [seller.id], type: 'approve-deposit', message: 'Kept' });
        await withTransaction(tx, async (savepoint) => {
          await notify(savepoint, {
            userIds: [seller.id],
            type: 'approve-refund',
            message: 'Undone',
          });
          throw new Error('inner step failed');
        }).catch(() => undefined);
        await withTransaction(tx, (savepoint) =>
          notify(savepoint, { userIds: [seller.id], type: 'allow-update', message: 'Also kept' }),
        );
      });
      await s.events.waitFor((event) => event === 'allow-update');
      expect(s.events.received.map((entry) => entry.event)).toEqual([
        'approve-deposit',
        'allow-update',
      ]);
      expect((await rowsOf(seller.id)).map((row) => row.message).sort()).toEqual([
        'Also kept',
        'Kept',
      ]);
    });

    it('refuses a transaction it cannot follow to its commit', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      await expect(
        t.db.transaction((tx) =>
          notify(tx, { userIds: [seller.id], type: 'approve-deposit', message: 'Lost' }),
        ),
      ).rejects.toThrow(/withTransaction/);
      expect(await rowsOf(seller.id)).toHaveLength(0);
    });

    it('refuses a link that leaves the app', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      await expect(
        notify(t.db, {
          userIds: [seller.id],
          type: 'approve-deposit',
          message: 'Phish',
          meta: { link: 'https://evil.example/' },
        }),
      ).rejects.toThrow();
    });
  });

  describe('keeping a user’s tabs in step', () => {
    it('tells the user’s other tabs when an item is viewed and when all are', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const other = await createUser(t.db, { role: 'admin' });
      const first = await createNotification(t.db, admin.id);
      await createNotification(t.db, admin.id);
      const tab1 = await connectAs(admin);
      const tab2 = await connectAs(admin);
      const stranger = await connectAs(other);
      const headers = await authHeaders(t.app, admin);

      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/view',
        headers,
        payload: { id: first.id },
      });
      expect(res.statusCode).toBe(200);
      for (const tab of [tab1, tab2]) {
        const got = await tab.events.waitFor((event) => event === 'view-notification');
        expect(got.payload).toEqual({ id: first.id, count: 1 });
      }

      await t.app.inject({ method: 'PATCH', url: '/api/notifications/view-all', headers });
      for (const tab of [tab1, tab2]) {
        const got = await tab.events.waitFor((event) => event === 'view-all-notification');
        expect(got.payload).toEqual({ count: 0 });
      }
      await notify(t.db, { userIds: [other.id], type: 'update-order', message: 'Marker' });
      await stranger.events.waitFor((event) => event === 'update-order');
      expect(stranger.events.received.map((entry) => entry.event)).toEqual(['update-order']);
    });

    it('sends no sync events to roles the spec does not give them to (seller)', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const row = await createNotification(t.db, seller.id, { type: 3 });
      const s = await connectAs(seller);
      const headers = await authHeaders(t.app, seller);
      await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/view',
        headers,
        payload: { id: row.id },
      });
      await notify(t.db, { userIds: [seller.id], type: 'approve-deposit', message: 'Marker' });
      await s.events.waitFor((event) => event === 'approve-deposit');
      expect(s.events.received.map((entry) => entry.event)).toEqual(['approve-deposit']);
    });
  });

  describe('role rooms', () => {
    it('reaches every socket of a role, filtered by the live table', async () => {
      const seller = await createUser(t.db, { role: 'seller' });
      const supporter = await createUser(t.db, { role: 'supporter' });
      const admin = await createUser(t.db, { role: 'admin' });
      const s = await connectAs(seller);
      const sup = await connectAs(supporter);
      const a = await connectAs(admin);
      const payload: Notification = {
        id: 1,
        type: 9,
        message: 'Order cancelled',
        status: 0,
        meta: {},
        createdAt: new Date().toISOString(),
      };
      t.app.realtime.toRoles(['seller', 'supporter', 'admin'], 'order-cancelled', payload);
      await s.events.waitFor((event) => event === 'order-cancelled');
      await sup.events.waitFor((event) => event === 'order-cancelled');
      t.app.realtime.toRoles(['admin'], 'update-order', { ...payload, type: 1 });
      await a.events.waitFor((event) => event === 'update-order');
      expect(a.events.received.map((entry) => entry.event)).toEqual(['update-order']);
    });
  });
});
