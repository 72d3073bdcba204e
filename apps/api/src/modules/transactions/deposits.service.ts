import {
  type CreateDepositInput,
  type CreatedDeposit,
  createDepositInputSchema,
  notificationText,
  type Transaction,
  transactionMessages,
  transactionNotes,
  type WalletInfo,
} from '@stitchworks/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { formatDollars, toCents } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { type AuthUser, assertNotDisabled } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { moveCredit } from './credit-ledger.ts';
import {
  cancelUnopenedDeposit,
  cancelUnopenedDeposits,
  findPendingDepositIds,
  findTransactionForUpdate,
  insertTransaction,
  updateTransaction,
} from './transactions.repository.ts';
import { depositMessage, viewOf } from './transactions.service.ts';
import { type Wallet, WalletUnavailableError } from './wallet/wallet.ts';

const cannotDeposit = () => new AppError('SERVICE_UNAVAILABLE', transactionMessages.cannotDeposit);

/** Which wallet the top-up page offers; none (production without credentials): 503. */
export function walletInfo(wallet: Wallet | null): WalletInfo {
  if (!wallet) throw cannotDeposit();
  return { provider: wallet.provider, sandbox: wallet.sandbox };
}

/**
 * A seller starts a top-up with the online wallet: a pending deposit and the wallet's order, whose
 * approval page the payer goes to. The wallet brings them back to the approve page (then
 * `validateDeposit`) or to the top-up page (then `cancelDeposit`). Nothing moves the credit yet.
 */
export async function createDeposit(
  db: Db,
  wallet: Wallet | null,
  publicUrl: string,
  caller: AuthUser,
  input: CreateDepositInput,
  keep: KeepAnswer<CreatedDeposit> = keepNothing,
): Promise<CreatedDeposit> {
  assertNotDisabled(caller);
  if (!wallet) throw cannotDeposit();
  const { amount } = createDepositInputSchema.parse(input);
  const amountCents = toCents(amount);
  const row = await insertTransaction(db, {
    userId: caller.id,
    type: 'deposit',
    amountCents,
    paymentMethod: 'paypal',
    status: 'pending',
    createdById: caller.id,
  });
  const base = publicUrl.replace(/\/+$/, '');
  try {
    const order = await wallet.createOrder({
      transactionId: row.id,
      amountCents,
      returnUrl: `${base}/transaction/paypal-approve/${row.id}`,
      cancelUrl: `${base}/billing/topup?cancelled=${row.id}`,
    });
    // The wallet's order and the answer that names it commit together.
    return await withTransaction(db, async (tx) => {
      await updateTransaction(tx, row.id, { providerOrderId: order.providerOrderId });
      const created = {
        transaction: await viewOf(tx, row.id),
        approveUrl: order.approveUrl,
        sandbox: wallet.sandbox,
      };
      await keep(tx, created);
      return created;
    });
  } catch (error) {
    // The attempt ends here; the seller starts a new one. A top-up whose wallet order was
    // recorded stays: that commit carried the answer a retry gets.
    await cancelUnopenedDeposit(db, row.id);
    if (error instanceof WalletUnavailableError) throw cannotDeposit();
    throw error;
  }
}

async function ownPendingDeposit(db: DbOrTx, caller: AuthUser, id: number) {
  const row = await findTransactionForUpdate(db, id);
  if (!row || row.userId !== caller.id)
    throw new AppError('NOT_FOUND', transactionMessages.notFound);
  if (row.type !== 'deposit' || row.paymentMethod !== 'paypal') {
    throw new AppError('BAD_REQUEST', transactionMessages.notWalletTransaction);
  }
  return row;
}

export type DepositOutcome = { transaction: Transaction; message: string };

const depositOutcome = (transaction: Transaction): DepositOutcome => ({
  transaction,
  message:
    transaction.status === 'completed'
      ? transactionMessages.depositCompleted
      : transaction.status === 'cancelled'
        ? transactionMessages.depositCancelled
        : transactionMessages.depositPending,
});

type SettleOptions = {
  /** Only this seller's own top-up (the approve page); the sweep settles anyone's. */
  ownerId?: number;
  /** An order still not approved after this moment is given up (the sweep). */
  abandonBefore?: Date;
};

/**
 * Takes a pending top-up's payment at the wallet when the payer has approved it, then completes
 * the deposit and adds the credit in one database transaction; the row stays locked meanwhile,
 * so two polls (or a poll and the sweep) never credit twice. Not approved or held: still pending.
 * Declined: cancelled. A capture of another amount is not credited: admins are asked to review it
 * (request-topup). Already settled: nothing to do.
 */
async function settleDeposit(db: Db, wallet: Wallet | null, id: number, options: SettleOptions) {
  await withTransaction(db, (tx) => settleDepositIn(tx, wallet, id, options));
}

/** `settleDeposit` in the caller's transaction, the row locked until it commits. */
async function settleDepositIn(tx: Tx, wallet: Wallet | null, id: number, options: SettleOptions) {
  const row = await findTransactionForUpdate(tx, id);
  if (!row || (options.ownerId !== undefined && row.userId !== options.ownerId)) {
    throw new AppError('NOT_FOUND', transactionMessages.notFound);
  }
  if (row.type !== 'deposit' || row.paymentMethod !== 'paypal') {
    throw new AppError('BAD_REQUEST', transactionMessages.notWalletTransaction);
  }
  if (row.status !== 'pending' || !row.providerOrderId) return;
  if (!wallet) throw cannotDeposit();
  let capture: Awaited<ReturnType<Wallet['captureOrder']>>;
  try {
    capture = await wallet.captureOrder({
      providerOrderId: row.providerOrderId,
      transactionId: id,
      tx,
    });
  } catch (error) {
    if (error instanceof WalletUnavailableError) throw cannotDeposit();
    throw error;
  }
  if (capture.status === 'declined') {
    await updateTransaction(tx, id, { status: 'cancelled', note: capture.reason });
    return;
  }
  if (
    capture.status === 'not_approved' &&
    options.abandonBefore &&
    row.createdAt < options.abandonBefore
  ) {
    await updateTransaction(tx, id, {
      status: 'cancelled',
      note: transactionNotes.notPaidInTime,
    });
    return;
  }
  if (capture.status !== 'completed') return;
  const paid =
    capture.amountCents === null ||
    (capture.amountCents === row.amountCents && (capture.currency ?? 'USD') === 'USD');
  if (!paid) {
    if (row.providerCaptureId) return; // Already reported to the admins.
    await updateTransaction(tx, id, {
      providerCaptureId: capture.captureId,
      note: transactionNotes.topUpAmountDiffers,
    });
    await notify(tx, {
      role: 'admin',
      type: 'request-topup',
      message: notificationText('topUpAmountDiffers', {
        id,
        amount: formatDollars(row.amountCents),
      }),
      meta: { link: `/transaction/${id}` },
    });
    return;
  }
  await creditDeposit(tx, row, capture.captureId);
}

/**
 * Completes a top-up the wallet paid (or an admin approved): the amount added to the credit and
 * the seller told (approve-deposit), in the caller's transaction.
 */
export async function creditDeposit(
  tx: Tx,
  row: { id: number; userId: number; amountCents: number },
  captureId: string | null,
): Promise<void> {
  await updateTransaction(tx, row.id, {
    status: 'completed',
    ...(captureId ? { providerCaptureId: captureId } : {}),
  });
  const { balanceAfterCents } = await moveCredit(tx, {
    userId: row.userId,
    deltaCents: row.amountCents,
    transactionId: row.id,
  });
  await notify(tx, {
    userIds: [row.userId],
    type: 'approve-deposit',
    message: depositMessage(row.amountCents, balanceAfterCents),
    meta: { link: `/transaction/${row.id}` },
  });
}

/** The approve page's validation polling (POST /transactions/:id/validate), for the seller's own. */
export async function validateDeposit(
  db: Db,
  wallet: Wallet | null,
  caller: AuthUser,
  id: number,
  keep: KeepAnswer<DepositOutcome> = keepNothing,
): Promise<DepositOutcome> {
  return withTransaction(db, async (tx) => {
    await settleDepositIn(tx, wallet, id, { ownerId: caller.id });
    const outcome = depositOutcome(await viewOf(tx, id));
    await keep(tx, outcome);
    return outcome;
  });
}

/** How often the sweep looks at pending top-ups, and when it gives an unpaid one up. */
export const DEPOSIT_SWEEP_INTERVAL_MS = 5 * 60_000;
const ABANDON_AFTER_MS = 3 * 60 * 60_000;
/** A top-up touched this recently is left to its approve page, which is polling it. */
const QUIET_FOR_MS = 2 * 60_000;

/**
 * Settles top-ups nobody is polling any more (the payer closed the page, or PayPal held the
 * payment for a while): completes the paid ones, cancels the declined ones and the ones not
 * approved within 3 hours, and the ones whose wallet order was never opened. Safe on every
 * instance at once (each top-up is settled under a lock).
 */
export async function sweepPendingDeposits(db: Db, wallet: Wallet | null, now = new Date()) {
  if (!wallet) return { settled: 0 };
  await cancelUnopenedDeposits(db, new Date(now.getTime() - QUIET_FOR_MS));
  const ids = await findPendingDepositIds(db, new Date(now.getTime() - QUIET_FOR_MS), 100);
  const abandonBefore = new Date(now.getTime() - ABANDON_AFTER_MS);
  let settled = 0;
  for (const id of ids) {
    try {
      await settleDeposit(db, wallet, id, { abandonBefore });
      settled += 1;
    } catch (error) {
      // The wallet is down: the next sweep tries again.
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') break;
      throw error;
    }
  }
  return { settled };
}

/** The payer turned back at the wallet: the pending top-up is cancelled (no money moved). */
export async function cancelDeposit(db: Db, caller: AuthUser, id: number) {
  return withTransaction(db, async (tx) => {
    const row = await ownPendingDeposit(tx, caller, id);
    if (row.status !== 'pending') {
      throw new AppError('BAD_REQUEST', transactionMessages.notPendingDeposit);
    }
    await updateTransaction(tx, id, { status: 'cancelled' });
    return depositOutcome(await viewOf(tx, id));
  });
}
