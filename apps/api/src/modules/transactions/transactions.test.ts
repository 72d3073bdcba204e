import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { connectSocket, listenOnFreePort, recordEvents } from '../../../test/factories/sockets.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import {
  auditLog,
  creditLedger,
  notifications,
  transactions,
  users,
} from '../../db/schema/index.ts';

describe('credit entries and transactions', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada Admin', email: 'ada@staff.test' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const enter = (
    type: 'deposit' | 'withdraw',
    payload: object,
    headers: Record<string, string> = adminHeaders,
  ) => t.app.inject({ method: 'POST', url: `/api/transactions/${type}`, headers, payload });

  const get = (url: string, headers: Record<string, string> = adminHeaders) =>
    t.app.inject({ method: 'GET', url, headers });

  const creditOf = async (userId: number) => {
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    return row!.creditCents;
  };
  const ledgerOf = (userId: number) =>
    t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(creditLedger.id);
  const transactionsOf = (userId: number) =>
    t.db.select().from(transactions).where(eq(transactions.userId, userId));

  describe('deposit', () => {
    it('adds credit in one entry: transaction, ledger, audit and the seller’s notification', async () => {
      const seller = await createSeller(t.db, { name: 'Liam Carter', creditCents: 1_000 });
      const res = await enter('deposit', {
        userId: seller.id,
        credit: 1234.5,
        note: 'Bank transfer 0412',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        message: 'Credit added successfully',
        data: {
          userId: seller.id,
          user: { id: seller.id, name: 'Liam Carter', email: seller.email },
          type: 'deposit',
          amount: 1234.5,
          paymentMethod: 'manual',
          status: 'completed',
          note: 'Bank transfer 0412',
          orderIds: [],
          balanceAfter: 1244.5,
          createdBy: { id: admin.id, name: 'Ada Admin' },
        },
      });

      expect(await creditOf(seller.id)).toBe(124_450);
      expect(await ledgerOf(seller.id)).toMatchObject([
        { deltaCents: 123_450, balanceAfterCents: 124_450, transactionId: body.data.id },
      ]);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityType, 'transaction'), eq(auditLog.entityId, String(body.data.id))),
        );
      expect(entry).toMatchObject({
        actorId: admin.id,
        action: 'credit.deposit',
        after: { userId: seller.id, amount: 1234.5, balanceAfter: 1244.5 },
      });
      const [notice] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, seller.id));
      expect(notice).toMatchObject({
        type: 3,
        status: 0,
        message: '$1,234.50 was added to your credit. Your balance is now $1,244.50.',
        meta: { link: `/transaction/${body.data.id}` },
      });
    });

    it('shows in the seller’s history on the user page', async () => {
      const seller = await createSeller(t.db);
      await enter('deposit', { userId: seller.id, credit: 20 });
      const history = await get(`/api/audit?userId=${seller.id}`);
      expect(history.statusCode).toBe(200);
      expect(history.json().data.rows).toMatchObject([{ action: 'credit.deposit' }]);
    });

    it('reaches the seller’s open socket at once as approve-deposit', async () => {
      const baseUrl = await listenOnFreePort(t.app);
      const seller = await createSeller(t.db);
      const other = await createSeller(t.db);
      const token = async (user: TestUser) =>
        (await authHeaders(t.app, user)).authorization.slice('Bearer '.length);
      const sellerSocket = await connectSocket(baseUrl, await token(seller));
      const otherSocket = await connectSocket(baseUrl, await token(other));
      try {
        const sellerEvents = recordEvents(sellerSocket);
        const otherEvents = recordEvents(otherSocket);
        const res = await enter('deposit', { userId: seller.id, credit: 75 });
        expect(res.statusCode).toBe(201);
        const { payload } = await sellerEvents.waitFor((event) => event === 'approve-deposit');
        expect(payload).toMatchObject({
          type: 3,
          message: '$75.00 was added to your credit. Your balance is now $75.00.',
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(otherEvents.received).toEqual([]);
      } finally {
        sellerSocket.close();
        otherSocket.close();
      }
    });

    it('checks the amount, the note and the account, and changes nothing when they are wrong', async () => {
      const seller = await createSeller(t.db, { creditCents: 500 });
      const cases: [object, string, string][] = [
        [{ userId: seller.id, credit: 0 }, 'credit', 'The amount must be greater than 0'],
        [{ userId: seller.id, credit: -5 }, 'credit', 'The amount must be greater than 0'],
        [{ userId: seller.id, credit: 1.234 }, 'credit', 'This field must a double'],
        [{ userId: seller.id, credit: 'ten' }, 'credit', 'This field must a double'],
        [{ userId: seller.id }, 'credit', 'This field is required'],
        [{ userId: seller.id, credit: 100_001 }, 'credit', 'This field must have maximum'],
        [{ credit: 10 }, 'userId', 'This field is required'],
        [
          { userId: seller.id, credit: 10, note: 'x'.repeat(256) },
          'note',
          'This field must have maximum',
        ],
      ];
      for (const [payload, path, message] of cases) {
        const res = await enter('deposit', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.details).toContainEqual({ path, message });
      }
      const staff = await createUser(t.db, { role: 'supporter' });
      const notSeller = await enter('deposit', { userId: staff.id, credit: 10 });
      expect(notSeller.statusCode).toBe(400);
      expect(notSeller.json().error.message).toBe('Only sellers hold credit');
      const missing = await enter('deposit', { userId: 999_999, credit: 10 });
      expect(missing.statusCode).toBe(404);

      expect(await creditOf(seller.id)).toBe(500);
      expect(await transactionsOf(seller.id)).toEqual([]);
      expect(await ledgerOf(seller.id)).toEqual([]);
    });

    it('is for admins only', async () => {
      const seller = await createSeller(t.db);
      for (const role of ['seller', 'manager', 'supporter', 'designer'] as const) {
        const user = role === 'seller' ? seller : await createUser(t.db, { role });
        const headers = await authHeaders(t.app, user);
        for (const type of ['deposit', 'withdraw'] as const) {
          const res = await enter(type, { userId: seller.id, credit: 10 }, headers);
          expect(res.statusCode, `${role} ${type}`).toBe(403);
        }
      }
      expect(await creditOf(seller.id)).toBe(0);
    });
  });

  describe('withdraw', () => {
    it('takes credit back, down to zero and not below', async () => {
      const seller = await createSeller(t.db, { creditCents: 5_000 });
      const res = await enter('withdraw', { userId: seller.id, credit: 30, note: 'Paid out' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Credit withdraw successfully',
        data: { type: 'withdraw', amount: 30, balanceAfter: 20, note: 'Paid out' },
      });

      const tooMuch = await enter('withdraw', { userId: seller.id, credit: 20.01 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error).toMatchObject({
        code: 'NOT_ENOUGH_CREDIT',
        message: 'The credit balance is not enough for this withdrawal',
      });
      expect(await creditOf(seller.id)).toBe(2_000);
      expect(await transactionsOf(seller.id)).toHaveLength(1);

      const all = await enter('withdraw', { userId: seller.id, credit: 20 });
      expect(all.json().data.balanceAfter).toBe(0);
      expect(await creditOf(seller.id)).toBe(0);
      expect(await ledgerOf(seller.id)).toMatchObject([
        { deltaCents: -3_000, balanceAfterCents: 2_000 },
        { deltaCents: -2_000, balanceAfterCents: 0 },
      ]);
    });

    it('never tells the seller of a withdrawal as a deposit', async () => {
      const seller = await createSeller(t.db, { creditCents: 5_000 });
      await enter('withdraw', { userId: seller.id, credit: 10 });
      const rows = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, seller.id));
      expect(rows).toEqual([]);
    });

    it('applies concurrent withdrawals one after another against the balance left', async () => {
      const seller = await createSeller(t.db, { creditCents: 10_000 });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => enter('withdraw', { userId: seller.id, credit: 40 })),
      );
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes).toEqual([201, 201, 400, 400, 400]);
      expect(await creditOf(seller.id)).toBe(2_000);
      const ledger = await ledgerOf(seller.id);
      expect(ledger.map((entry) => entry.balanceAfterCents).sort((a, b) => b - a)).toEqual([
        6_000, 2_000,
      ]);
      expect(await transactionsOf(seller.id)).toHaveLength(2);
    });
  });

  describe('withdrawal requests', () => {
    const request = (payload: object, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/request-withdraw',
        headers,
        payload,
      });
    const settle = (id: number, decision: 'approve' | 'reject', headers = adminHeaders) =>
      t.app.inject({ method: 'PUT', url: `/api/transactions/${id}/${decision}`, headers });

    it('holds the amount at once and leaves the request pending', async () => {
      const seller = await createSeller(t.db, { creditCents: 10_000 });
      const headers = await authHeaders(t.app, seller);
      const res = await request(
        { amount: 40, payoneerEmail: 'Payouts@Shop.test', note: 'November' },
        headers,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'We have received your withdrawal request. We will process within 2 business days',
        data: {
          userId: seller.id,
          type: 'withdraw',
          status: 'pending',
          paymentMethod: 'payoneer',
          payoutEmail: 'payouts@shop.test',
          amount: 40,
          balanceAfter: 60,
          note: 'November',
        },
      });
      expect(await creditOf(seller.id)).toBe(6_000);
      const credit = await get('/api/credits/self', headers);
      expect(credit.json().data.credit).toBe(60);
    });

    it('checks the amount and the wallet e-mail, and refuses more than the credit', async () => {
      const seller = await createSeller(t.db, { creditCents: 1_000 });
      const headers = await authHeaders(t.app, seller);
      const cases: [object, string, string][] = [
        [{ payoneerEmail: 'a@shop.test' }, 'amount', 'This field is required'],
        [
          { amount: 0, payoneerEmail: 'a@shop.test' },
          'amount',
          'The amount must be greater than 0',
        ],
        [{ amount: 5 }, 'payoneerEmail', 'This field is required'],
        [
          { amount: 5, payoneerEmail: 'not-an-email' },
          'payoneerEmail',
          'This field must be a valid email',
        ],
        [
          { amount: 5, payoneerEmail: `${'a'.repeat(250)}@shop.test` },
          'payoneerEmail',
          'This field must have maximum',
        ],
      ];
      for (const [payload, path, message] of cases) {
        const res = await request(payload, headers);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.details).toContainEqual({ path, message });
      }
      const tooMuch = await request({ amount: 10.01, payoneerEmail: 'a@shop.test' }, headers);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error.code).toBe('NOT_ENOUGH_CREDIT');
      expect(await creditOf(seller.id)).toBe(1_000);
      expect(await transactionsOf(seller.id)).toEqual([]);
    });

    it('is refused to a disabled seller and to staff', async () => {
      const disabled = await createSeller(t.db, { creditCents: 5_000, meta: { disabled: true } });
      const res = await request(
        { amount: 5, payoneerEmail: 'a@shop.test' },
        await authHeaders(t.app, disabled),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
      expect(await creditOf(disabled.id)).toBe(5_000);
      expect(
        (await request({ amount: 5, payoneerEmail: 'a@shop.test' }, adminHeaders)).statusCode,
      ).toBe(403);
    });

    it('is approved once by an admin, who is recorded', async () => {
      const seller = await createSeller(t.db, { creditCents: 5_000 });
      const headers = await authHeaders(t.app, seller);
      const { id } = (await request({ amount: 20, payoneerEmail: 'a@shop.test' }, headers)).json()
        .data;
      expect((await settle(id, 'approve', headers)).statusCode).toBe(403);
      const res = await settle(id, 'approve');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'The transaction is approved',
        data: { id, status: 'completed', balanceAfter: 30 },
      });
      expect(await creditOf(seller.id)).toBe(3_000);
      const again = await settle(id, 'reject');
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(
        'Only a pending transaction can be approved or refused',
      );
      expect(await creditOf(seller.id)).toBe(3_000);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'transaction'), eq(auditLog.entityId, String(id))));
      expect(entry).toMatchObject({
        actorId: admin.id,
        action: 'credit.withdraw_approve',
        before: { requestStatus: 'pending' },
        after: { requestStatus: 'completed', amount: 20 },
      });
    });

    it('gives the held amount back when refused, with a second ledger entry', async () => {
      const seller = await createSeller(t.db, { creditCents: 5_000 });
      const headers = await authHeaders(t.app, seller);
      const { id } = (await request({ amount: 20, payoneerEmail: 'a@shop.test' }, headers)).json()
        .data;
      const res = await settle(id, 'reject');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'The withdrawal request is refused and its amount is back in the credit',
        data: { id, status: 'cancelled', balanceAfter: 30 },
      });
      expect(await creditOf(seller.id)).toBe(5_000);
      expect(await ledgerOf(seller.id)).toMatchObject([
        { deltaCents: -2_000, balanceAfterCents: 3_000, transactionId: id },
        { deltaCents: 2_000, balanceAfterCents: 5_000, transactionId: id },
      ]);
      const list = await get(`/api/transactions?userId=${seller.id}`);
      expect(list.json().data).toMatchObject({ count: 1, rows: [{ id, status: 'cancelled' }] });
      expect((await settle(id, 'approve')).statusCode).toBe(400);
      expect(await creditOf(seller.id)).toBe(5_000);
    });

    it('settles only withdrawal requests, and says so for an unknown one', async () => {
      const seller = await createSeller(t.db);
      const deposit = (await enter('deposit', { userId: seller.id, credit: 5 })).json().data;
      expect((await settle(deposit.id, 'approve')).statusCode).toBe(400);
      expect((await settle(999_999, 'approve')).statusCode).toBe(404);
    });

    it('settles a request once when two admins act at the same moment', async () => {
      const seller = await createSeller(t.db, { creditCents: 5_000 });
      const headers = await authHeaders(t.app, seller);
      const { id } = (await request({ amount: 20, payoneerEmail: 'a@shop.test' }, headers)).json()
        .data;
      const results = await Promise.all([
        settle(id, 'reject'),
        settle(id, 'reject'),
        settle(id, 'approve'),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
      const ledger = await ledgerOf(seller.id);
      expect(ledger.length).toBeLessThanOrEqual(2);
      expect(ledger.reduce((sum, entry) => sum + entry.deltaCents, 0) + 5_000).toBe(
        await creditOf(seller.id),
      );
    });

    it('filters the list by status', async () => {
      const seller = await createSeller(t.db, { creditCents: 5_000 });
      const headers = await authHeaders(t.app, seller);
      const pending = (await request({ amount: 1, payoneerEmail: 'a@shop.test' }, headers)).json()
        .data;
      const done = (await request({ amount: 2, payoneerEmail: 'a@shop.test' }, headers)).json()
        .data;
      await settle(done.id, 'approve');
      const ids = async (status: string) =>
        (await get(`/api/transactions?status=${status}`, headers))
          .json()
          .data.rows.map((row: { id: number }) => row.id);
      expect(await ids('pending')).toEqual([pending.id]);
      expect(await ids('completed')).toEqual([done.id]);
    });
  });

  describe('the ledger', () => {
    it('refuses to change or remove an entry', async () => {
      const seller = await createSeller(t.db);
      await enter('deposit', { userId: seller.id, credit: 10 });
      await expect(
        t.db.execute(sql`update credit_ledger set delta_cents = 1 where user_id = ${seller.id}`),
      ).rejects.toThrow();
      await expect(
        t.db.execute(sql`delete from credit_ledger where user_id = ${seller.id}`),
      ).rejects.toThrow();
      expect(await ledgerOf(seller.id)).toHaveLength(1);
    });
  });

  describe('list and detail', () => {
    let alice: TestUser;
    let bob: TestUser;
    let aliceHeaders: Record<string, string>;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      alice = await createSeller(t.db, { name: 'Alice Ng', email: 'alice@shop.test' });
      bob = await createSeller(t.db, { name: 'Bob Stone', email: 'bob@shop.test' });
      aliceHeaders = await authHeaders(t.app, alice);
      const add = async (
        key: string,
        type: 'deposit' | 'withdraw',
        user: TestUser,
        credit: number,
        note: string,
      ) => {
        const res = await enter(type, { userId: user.id, credit, note });
        expect(res.statusCode).toBe(201);
        ids[key] = res.json().data.id;
      };
      await add('a1', 'deposit', alice, 100, 'Wire 100% received');
      await add('a2', 'withdraw', alice, 25, 'Paid out');
      await add('b1', 'deposit', bob, 60, 'Cash');
      // One old entry, to filter by date.
      await t.db
        .update(transactions)
        .set({ createdAt: new Date('2026-01-15T10:00:00+07:00') })
        .where(eq(transactions.id, ids.a1!));
    });

    it('shows a seller only their own, newest first', async () => {
      const res = await get('/api/transactions?limit=100', aliceHeaders);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.rows.map((row: { id: number }) => row.id)).toEqual([ids.a2, ids.a1]);
      expect(data).toMatchObject({ count: 2, totalPage: 1 });
      const sneaky = await get(`/api/transactions?userId=${bob.id}`, aliceHeaders);
      expect(
        sneaky.json().data.rows.every((row: { userId: number }) => row.userId === alice.id),
      ).toBe(true);
    });

    it('hides other sellers’ transactions from a seller', async () => {
      const own = await get(`/api/transactions/${ids.a1}`, aliceHeaders);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ id: ids.a1, amount: 100, balanceAfter: 100 });
      const other = await get(`/api/transactions/${ids.b1}`, aliceHeaders);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Transaction not found');
      expect((await get('/api/transactions/999999')).statusCode).toBe(404);
      expect((await get('/api/transactions/abc')).statusCode).toBe(400);
    });

    it('lets admin, manager and designer see everyone’s, and keeps supporters out', async () => {
      for (const role of ['manager', 'designer'] as const) {
        const headers = await authHeaders(t.app, await createUser(t.db, { role }));
        const res = await get(`/api/transactions/${ids.b1}`, headers);
        expect(res.statusCode, role).toBe(200);
      }
      const supporter = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
      expect((await get('/api/transactions', supporter)).statusCode).toBe(403);
      expect((await get('/api/transactions')).statusCode).toBe(200);
    });

    it('filters by type, seller, keyword and day', async () => {
      const idsOf = async (query: string) =>
        (await get(`/api/transactions?limit=100&${query}`))
          .json()
          .data.rows.map((row: { id: number }) => row.id);
      const mine = (list: number[]) => list.filter((id) => Object.values(ids).includes(id));

      expect(mine(await idsOf('type=withdraw'))).toEqual([ids.a2]);
      expect(mine(await idsOf(`userId=${bob.id}`))).toEqual([ids.b1]);
      expect(mine(await idsOf('keyword=bob@shop'))).toEqual([ids.b1]);
      expect(mine(await idsOf('keyword=alice ng'))).toEqual([ids.a2, ids.a1]);
      expect(mine(await idsOf('keyword=100%'))).toEqual([ids.a1]);
      expect(mine(await idsOf(`keyword=%23${ids.b1}`))).toEqual([ids.b1]);
      // 2026-01-15 in the app's zone, as the web app sends a day.
      const from = Date.parse('2026-01-15T00:00:00+07:00') / 1000;
      const to = Date.parse('2026-01-15T23:59:59+07:00') / 1000;
      expect(mine(await idsOf(`createdFrom=${from}&createdTo=${to}`))).toEqual([ids.a1]);
      expect(mine(await idsOf('type=&status=&keyword='))).toHaveLength(3);
    });

    it('answers a seller’s API key with that seller’s own, as the app does', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: aliceHeaders,
        payload: { name: 'Books' },
      });
      expect(created.statusCode).toBe(201);
      const headers = { 'x-api-key': created.json().data.key as string };
      const list = await get('/api/transactions', headers);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.count).toBe(2);
      expect((await get(`/api/transactions/${ids.b1}`, headers)).statusCode).toBe(404);
      const deposit = await enter('deposit', { userId: alice.id, credit: 5 }, headers);
      expect(deposit.statusCode).toBe(403);
      // Money never leaves through a key: a leaked key cannot ask for a payout.
      const payout = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/request-withdraw',
        headers,
        payload: { amount: 5, payoneerEmail: 'thief@elsewhere.test' },
      });
      expect(payout.statusCode).toBe(403);
      expect(payout.json().error.message).toBe(
        'Withdrawals can only be requested signed in to the app',
      );
      expect(await transactionsOf(alice.id)).toHaveLength(2);
    });

    it('exports a created range as CSV, with the list’s filters, for admin and manager', async () => {
      const from = Date.parse('2026-01-01T00:00:00+07:00') / 1000;
      const to = Math.floor(Date.now() / 1000) + 60;
      const res = await get(
        `/api/transactions/report?createdFrom=${from}&createdTo=${to}&keyword=alice`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="transactions-2025-12-31-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'ID,Created at (UTC),Seller,Seller e-mail,Type,Amount,Balance after,Method,Status,Note,Paid out to,Entered by',
      );
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
        String(ids.a2),
        String(ids.a1),
      ]);
      expect(lines[1]).toContain(
        ',Alice Ng,alice@shop.test,withdraw,-25,75,manual,completed,Paid out,,Ada Admin',
      );

      const manager = await authHeaders(t.app, await createUser(t.db, { role: 'manager' }));
      expect(
        (await get(`/api/transactions/report?createdFrom=${from}&createdTo=${to}`, manager))
          .statusCode,
      ).toBe(200);
      expect(
        (await get(`/api/transactions/report?createdFrom=${from}&createdTo=${to}`, aliceHeaders))
          .statusCode,
      ).toBe(403);
    });

    it('needs the created range for an export', async () => {
      const res = await get('/api/transactions/report?createdFrom=1700000000');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { path: 'createdTo', message: "Created range shouldn't be empty!" },
      ]);
    });

    it('pages', async () => {
      const res = await get(`/api/transactions?userId=${alice.id}&limit=1&page=2`);
      expect(res.json().data).toMatchObject({ count: 2, totalPage: 2, rows: [{ id: ids.a1 }] });
    });

    it('refuses filters it does not know', async () => {
      for (const query of [
        'type=gift',
        'status=lost',
        'paymentMethod=cash',
        'createdFrom=x',
        'page=0',
      ]) {
        expect((await get(`/api/transactions?${query}`)).statusCode, query).toBe(400);
      }
    });
  });
});
