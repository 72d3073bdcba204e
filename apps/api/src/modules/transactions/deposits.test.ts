import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { creditLedger, notifications, transactions, users } from '../../db/schema/index.ts';
import { toAuthUser } from '../auth/authenticate.ts';
import {
  createDeposit,
  sweepPendingDeposits,
  validateDeposit,
  walletInfo,
} from './deposits.service.ts';
import { type Wallet, WalletUnavailableError } from './wallet/wallet.ts';

describe('top-ups with the online wallet', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://portal.example.test' });
    seller = await createSeller(t.db, { creditCents: 1_000 });
    headers = await authHeaders(t.app, seller);
  });
  afterAll(() => t.close());

  const creditOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.creditCents;
  const start = (payload: object, as = headers) =>
    t.app.inject({ method: 'POST', url: '/api/transactions', headers: as, payload });
  const act = (id: number, action: 'validate' | 'cancel' | 'sandbox-approve', as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/transactions/${id}/${action}`, headers: as });

  it('offers the built-in sandbox wallet when no credentials are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/transactions/wallet', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ provider: 'paypal', sandbox: true });
  });

  it('starts a pending top-up and sends the payer to approve it; the credit waits', async () => {
    const res = await start({ type: 'deposit', amount: 200, paymentMethod: 'paypal' });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Create transaction successfully');
    expect(data.sandbox).toBe(true);
    expect(data.transaction).toMatchObject({
      userId: seller.id,
      type: 'deposit',
      amount: 200,
      paymentMethod: 'paypal',
      status: 'pending',
      balanceAfter: null,
    });
    expect(data.approveUrl).toMatch(
      new RegExp(
        `^https://portal\\.example\\.test/transaction/paypal-approve/${data.transaction.id}\\?token=SANDBOX-[^&]+&sandbox=1$`,
      ),
    );
    expect(await creditOf(seller.id)).toBe(1_000);
  });

  it('needs more than $50, the deposit type and the wallet', async () => {
    const cases: [object, string, string][] = [
      [{ type: 'deposit', amount: 50 }, 'amount', 'The amount must be greater than 50'],
      [{ type: 'deposit', amount: 10 }, 'amount', 'The amount must be greater than 50'],
      [{ type: 'deposit' }, 'amount', 'This field is required'],
      [{ type: 'deposit', amount: 60.555 }, 'amount', 'This field must a double'],
      [{ type: 'refund', amount: 60 }, 'type', 'This field is required'],
      [
        { type: 'deposit', amount: 60, paymentMethod: 'card' },
        'paymentMethod',
        'This field is required',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await start(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details).toContainEqual({ path, message });
    }
    expect((await start({ type: 'deposit', amount: 50.01 })).statusCode).toBe(201);
  });

  it('is for sellers who may use billing', async () => {
    const disabled = await createSeller(t.db, { meta: { disabled: true } });
    const refused = await start(
      { type: 'deposit', amount: 100 },
      await authHeaders(t.app, disabled),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_DISABLED');
    const admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    expect((await start({ type: 'deposit', amount: 100 }, admin)).statusCode).toBe(403);
    const rows = await t.db.select().from(transactions).where(eq(transactions.userId, disabled.id));
    expect(rows).toEqual([]);
  });

  it('adds the credit once the payment is taken, once however often it is polled', async () => {
    const before = await creditOf(seller.id);
    const { transaction } = (await start({ type: 'deposit', amount: 120.5 })).json().data;
    // Not approved yet: the sandbox, like PayPal, takes nothing.
    const early = await act(transaction.id, 'validate');
    expect(early.json()).toMatchObject({
      message: 'The payment is not confirmed yet',
      data: { status: 'pending' },
    });
    expect(await creditOf(seller.id)).toBe(before);
    const approved = await act(transaction.id, 'sandbox-approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ data: { approved: true } });
    const polls = await Promise.all([
      act(transaction.id, 'validate'),
      act(transaction.id, 'validate'),
    ]);
    for (const poll of polls) {
      expect(poll.statusCode).toBe(200);
      expect(poll.json()).toMatchObject({
        message: 'Your credit is topped up',
        data: { id: transaction.id, status: 'completed', balanceAfter: (before + 12_050) / 100 },
      });
    }
    expect(await creditOf(seller.id)).toBe(before + 12_050);
    const entries = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.transactionId, transaction.id));
    expect(entries).toHaveLength(1);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notice).toMatchObject({ type: 3, meta: { link: `/transaction/${transaction.id}` } });

    const again = await act(transaction.id, 'validate');
    expect(again.json().data.status).toBe('completed');
    expect(await creditOf(seller.id)).toBe(before + 12_050);
  });

  it('cancels a top-up the payer turned back from, and never credits it after', async () => {
    const before = await creditOf(seller.id);
    const { transaction } = (await start({ type: 'deposit', amount: 75 })).json().data;
    const cancelled = await act(transaction.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'The top-up is cancelled',
      data: { status: 'cancelled' },
    });
    const late = await act(transaction.id, 'validate');
    expect(late.json()).toMatchObject({
      message: 'The top-up is cancelled',
      data: { status: 'cancelled' },
    });
    const twice = await act(transaction.id, 'cancel');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('This top-up is no longer waiting for payment');
    expect(await creditOf(seller.id)).toBe(before);
  });

  it('approves only the seller’s own pending sandbox payment', async () => {
    const { transaction } = (await start({ type: 'deposit', amount: 60 })).json().data;
    const other = await authHeaders(t.app, await createSeller(t.db));
    const foreign = await act(transaction.id, 'sandbox-approve', other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Transaction not found');
    expect((await act(transaction.id, 'cancel')).statusCode).toBe(200);
    const ended = await act(transaction.id, 'sandbox-approve');
    expect(ended.statusCode).toBe(400);
    expect(ended.json().error.message).toBe(
      'This payment can no longer be finished at the wallet: cancel it and start again',
    );
    expect((await act(999_999, 'sandbox-approve')).statusCode).toBe(404);
  });

  it('keeps other sellers’ top-ups and staff entries out of reach', async () => {
    const { transaction } = (await start({ type: 'deposit', amount: 75 })).json().data;
    const other = await authHeaders(t.app, await createSeller(t.db));
    expect((await act(transaction.id, 'validate', other)).statusCode).toBe(404);
    expect((await act(transaction.id, 'cancel', other)).statusCode).toBe(404);
    expect((await act(999_999, 'validate')).statusCode).toBe(404);

    const admin = await createUser(t.db, { role: 'admin' });
    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: await authHeaders(t.app, admin),
      payload: { userId: seller.id, credit: 5 },
    });
    for (const action of ['validate', 'cancel'] as const) {
      const answer = await act(manual.json().data.id, action);
      expect(answer.statusCode, action).toBe(400);
      expect(answer.json().error.message).toBe(
        'This transaction was not made at the wallet: there is nothing to cancel or check there',
      );
    }
  });

  describe('when the wallet fails', () => {
    const caller = () => toAuthUser(seller, { familyId: null, apiKeyId: null });
    const failing: Wallet = {
      provider: 'paypal',
      sandbox: false,
      createOrder: async () => {
        throw new WalletUnavailableError('down');
      },
      resumeUrl: async () => {
        throw new WalletUnavailableError('down');
      },
      captureOrder: async () => {
        throw new WalletUnavailableError('down');
      },
    };

    it('answers 503 with the spec message and ends the attempt', async () => {
      await expect(
        createDeposit(t.db, failing, 'http://x', caller(), { type: 'deposit', amount: 80 }),
      ).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Cannot deposit at the moment, please try again later',
      });
      const [row] = await t.db
        .select()
        .from(transactions)
        .where(eq(transactions.amountCents, 8_000));
      expect(row).toMatchObject({ status: 'cancelled', userId: seller.id });
      expect(() => walletInfo(null)).toThrow(
        'Cannot deposit at the moment, please try again later',
      );
      await expect(
        createDeposit(t.db, null, 'http://x', caller(), { type: 'deposit', amount: 80 }),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    });

    it('keeps the top-up pending when the capture cannot be reached, and declines what the wallet refuses', async () => {
      const before = await creditOf(seller.id);
      const { transaction } = (await start({ type: 'deposit', amount: 90 })).json().data;
      await expect(validateDeposit(t.db, failing, caller(), transaction.id)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      const declining: Wallet = {
        ...failing,
        captureOrder: async () => ({ status: 'declined', reason: 'Declined by the wallet' }),
      };
      const held: Wallet = { ...failing, captureOrder: async () => ({ status: 'pending' }) };
      expect((await validateDeposit(t.db, held, caller(), transaction.id)).transaction.status).toBe(
        'pending',
      );
      const outcome = await validateDeposit(t.db, declining, caller(), transaction.id);
      expect(outcome).toMatchObject({
        message: 'The top-up is cancelled',
        transaction: { status: 'cancelled', note: 'Declined by the wallet' },
      });
      expect(await creditOf(seller.id)).toBe(before);
    });

    it('does not credit a capture of another amount', async () => {
      const before = await creditOf(seller.id);
      const { transaction } = (await start({ type: 'deposit', amount: 95 })).json().data;
      const short: Wallet = {
        ...failing,
        captureOrder: async () => ({
          status: 'completed',
          captureId: 'CAP-1',
          amountCents: 100,
          currency: 'USD',
        }),
      };
      const outcome = await validateDeposit(t.db, short, caller(), transaction.id);
      expect(outcome.transaction.status).toBe('pending');
      expect(await creditOf(seller.id)).toBe(before);
    });
  });
});

describe('the sweep of pending top-ups', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db);
    headers = await authHeaders(t.app, seller);
    await createUser(t.db, { role: 'admin', email: 'review@staff.test' });
  });
  afterAll(() => t.close());

  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const startTopUp = async (amount: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers,
        payload: { type: 'deposit', amount },
      })
    ).json().data.transaction.id as number;
  const statusOf = async (id: number) =>
    (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const wallet = (captureOrder: Wallet['captureOrder']): Wallet => ({
    provider: 'paypal',
    sandbox: false,
    createOrder: async () => ({ providerOrderId: 'x', approveUrl: 'x' }),
    resumeUrl: async () => null,
    captureOrder,
  });

  it('credits a top-up paid after its page was closed, and leaves fresh ones to their page', async () => {
    const id = await startTopUp(60);
    const paid = wallet(async () => ({
      status: 'completed',
      captureId: 'CAP-9',
      amountCents: 6_000,
      currency: 'USD',
    }));
    expect(await sweepPendingDeposits(t.db, paid)).toEqual({ settled: 0 });
    expect((await statusOf(id)).status).toBe('pending');
    expect(await sweepPendingDeposits(t.db, paid, later(5))).toEqual({ settled: 1 });
    expect((await statusOf(id)).status).toBe('completed');
    const [holder] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(holder!.creditCents).toBe(6_000);
    expect(await sweepPendingDeposits(t.db, paid, later(10))).toEqual({ settled: 0 });
  });

  it('gives up an order not approved within 3 hours', async () => {
    const id = await startTopUp(70);
    const unpaid = wallet(async () => ({ status: 'not_approved' }));
    await sweepPendingDeposits(t.db, unpaid, later(60));
    expect((await statusOf(id)).status).toBe('pending');
    await sweepPendingDeposits(t.db, unpaid, later(181));
    expect(await statusOf(id)).toMatchObject({
      status: 'cancelled',
      note: 'Not paid at the wallet in time',
    });
  });

  it('asks the admins once to review a payment of another amount, crediting nothing', async () => {
    const id = await startTopUp(80);
    const short = wallet(async () => ({
      status: 'completed',
      captureId: 'CAP-10',
      amountCents: 100,
      currency: 'USD',
    }));
    await sweepPendingDeposits(t.db, short, later(5));
    await sweepPendingDeposits(t.db, short, later(10));
    const reviews = await t.db.select().from(notifications).where(eq(notifications.type, 2));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ meta: { link: `/transaction/${id}` } });
    expect(await statusOf(id)).toMatchObject({ status: 'pending', providerCaptureId: 'CAP-10' });
  });

  it('cancels a top-up whose wallet order was never opened', async () => {
    const [row] = await t.db
      .insert(transactions)
      .values({
        userId: seller.id,
        type: 'deposit',
        amountCents: 7_500,
        paymentMethod: 'paypal',
        status: 'pending',
      })
      .returning();
    const idle = wallet(async () => ({ status: 'not_approved' }));
    await sweepPendingDeposits(t.db, idle);
    expect((await statusOf(row!.id)).status).toBe('pending');
    await sweepPendingDeposits(t.db, idle, later(5));
    expect(await statusOf(row!.id)).toMatchObject({
      status: 'cancelled',
      note: 'The wallet could not open the payment',
    });
  });

  it('gives up a sandbox top-up its payer never approved, and credits an approved one', async () => {
    const before = (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]!;
    const left = await startTopUp(75.25);
    const approved = await startTopUp(55);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${approved}/sandbox-approve`,
      headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await sweepPendingDeposits(t.db, t.app.wallet, later(5));
    expect((await statusOf(left)).status).toBe('pending');
    expect((await statusOf(approved)).status).toBe('completed');
    await sweepPendingDeposits(t.db, t.app.wallet, later(181));
    expect(await statusOf(left)).toMatchObject({
      status: 'cancelled',
      note: 'Not paid at the wallet in time',
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(after!.creditCents).toBe(before.creditCents + 5_500);
    const entries = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.transactionId, left));
    expect(entries).toEqual([]);
  });

  it('stops while the wallet is down and does nothing without one', async () => {
    const id = await startTopUp(90);
    const down = wallet(async () => {
      throw new WalletUnavailableError('down');
    });
    expect(await sweepPendingDeposits(t.db, down, later(5))).toEqual({ settled: 0 });
    expect(await sweepPendingDeposits(t.db, null, later(5))).toEqual({ settled: 0 });
    expect((await statusOf(id)).status).toBe('pending');
  });
});
