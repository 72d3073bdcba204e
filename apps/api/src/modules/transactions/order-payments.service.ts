import {
  MAX_ORDERS_PER_PAYMENT,
  notificationText,
  type OrderPayment,
  type OrderPaymentMethod,
  orderPaymentMessages,
  type PayableOrders,
  type PayOrdersInput,
  payOrdersInputSchema,
  type Transaction,
  transactionMessages,
  transactionNotes,
} from '@stitchworks/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { formatDollars, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { type AuthUser, assertNotDisabled } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  assertPayable,
  findOrdersToPay,
  findPayableOrders,
  holdOrdersForCheckout,
  lockCheckoutOrders,
  lockOrdersForPayment,
  markOrdersPaid,
  type OrderRow,
  reopenCheckout,
  totalCentsOf,
  unpayableReason,
} from '../orders/orders.public.ts';
import { moveCredit } from './credit-ledger.ts';
import {
  findCreditCents,
  findPendingOrderPaymentIds,
  findTransactionForUpdate,
  insertTransaction,
  type TransactionRow,
  updateTransaction,
} from './transactions.repository.ts';
import { viewOf } from './transactions.service.ts';
import { type Wallet, WalletUnavailableError } from './wallet/wallet.ts';

const cannotPayOnline = () =>
  new AppError('SERVICE_UNAVAILABLE', orderPaymentMessages.cannotPayOnline);

export type PayOrdersInTransaction = {
  sellerId: number;
  orderIds: readonly number[];
  method: 'credit' | 'payoneer' | 'paypal';
  /** Null for the system (the auto-payment job). */
  actorId: number | null;
  note?: string;
  providerOrderId?: string;
  providerCaptureId?: string;
};

/**
 * Pays a seller's orders in the caller's transaction: locks them (id order), checks each is the
 * seller's, created, verified and live, writes one completed `payment` transaction listing them,
 * takes the credit when the credit pays (never below zero: 'The credit balance is not enough…'),
 * marks them paid and audits it. Any refusal throws, and the caller's transaction rolls back whole.
 * The price charged is each order's total as it shows it (fixed from now on).
 */
export async function payOrdersInTransaction(
  tx: Tx,
  input: PayOrdersInTransaction,
): Promise<{ transactionId: number; amountCents: number; balanceAfterCents: number | null }> {
  const rows = await lockOrdersForPayment(tx, input.sellerId, input.orderIds);
  assertPayable(rows);
  const amountCents = totalCentsOf(rows);
  const transaction = await insertTransaction(tx, {
    userId: input.sellerId,
    type: 'payment',
    amountCents,
    paymentMethod: input.method,
    status: 'completed',
    note: input.note ?? '',
    orderIds: rows.map((row) => row.id),
    createdById: input.actorId,
    providerOrderId: input.providerOrderId,
    providerCaptureId: input.providerCaptureId,
  });
  let balanceAfterCents: number | null = null;
  // Orders a discount made free cost nothing: no money moves, and the ledger has no entry of 0.
  if (input.method === 'credit' && amountCents > 0) {
    balanceAfterCents = await takeCredit(tx, input.sellerId, amountCents, transaction.id);
  }
  await markOrdersPaid(tx, rows, { transactionId: transaction.id, actorId: input.actorId });
  await audit(tx, {
    actorId: input.actorId,
    action: 'order.payment',
    entityType: 'transaction',
    entityId: transaction.id,
    after: {
      orderIds: transaction.orderIds,
      amount: toDollars(amountCents),
      method: input.method,
      ...(balanceAfterCents === null ? {} : { balanceAfter: toDollars(balanceAfterCents) }),
    },
  });
  return { transactionId: transaction.id, amountCents, balanceAfterCents };
}

async function takeCredit(tx: Tx, userId: number, amountCents: number, transactionId: number) {
  try {
    const { balanceAfterCents } = await moveCredit(tx, {
      userId,
      deltaCents: -amountCents,
      transactionId,
    });
    return balanceAfterCents;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_ENOUGH_CREDIT') {
      throw new AppError('NOT_ENOUGH_CREDIT', orderPaymentMessages.notEnoughCredit);
    }
    throw error;
  }
}

/**
 * POST /transactions `{type: 'payment', paymentMethod, orderIds, note}` (spec 02 §7). The credit
 * pays at once. The online wallet opens a checkout: a pending payment, its orders held in
 * `pending_payment`, and the wallet's page where the payer approves it; validation polling on the
 * success page then takes the money once (`validateOrderPayment`).
 */
export async function payOrders(
  db: Db,
  wallet: Wallet | null,
  publicUrl: string,
  caller: AuthUser,
  input: PayOrdersInput,
  keep: KeepAnswer<OrderPayment> = keepNothing,
): Promise<OrderPayment> {
  assertNotDisabled(caller);
  const { paymentMethod, orderIds, note } = payOrdersInputSchema.parse(input);
  if (paymentMethod === 'credit') {
    return withTransaction(db, async (tx) => {
      const { transactionId } = await payOrdersInTransaction(tx, {
        sellerId: caller.id,
        orderIds,
        method: 'credit',
        actorId: caller.id,
        note,
      });
      return answerOfPayment(tx, transactionId, null, keep);
    });
  }
  return startWalletCheckout(
    db,
    wallet,
    publicUrl,
    caller,
    { paymentMethod, orderIds, note },
    keep,
  );
}

/**
 * The payment as its answer shows it, read in the transaction that wrote it and handed to `keep`
 * there: orders paid are answered as paid, never as a failed read after the commit.
 */
async function answerOfPayment(
  tx: Tx,
  transactionId: number,
  wallet: { approveUrl: string; sandbox: boolean } | null,
  keep: KeepAnswer<OrderPayment>,
): Promise<OrderPayment> {
  const payment = {
    transaction: await viewOf(tx, transactionId),
    approveUrl: wallet?.approveUrl ?? null,
    sandbox: wallet?.sandbox ?? false,
  };
  await keep(tx, payment);
  return payment;
}

async function startWalletCheckout(
  db: Db,
  wallet: Wallet | null,
  publicUrl: string,
  caller: AuthUser,
  input: { paymentMethod: OrderPaymentMethod; orderIds: number[]; note: string },
  keep: KeepAnswer<OrderPayment>,
): Promise<OrderPayment> {
  if (!wallet) throw cannotPayOnline();
  const checkout = await withTransaction(db, async (tx) => {
    const rows = await lockOrdersForPayment(tx, caller.id, input.orderIds);
    assertPayable(rows);
    if (totalCentsOf(rows) === 0) {
      // The wallet cannot take $0: orders a discount made free are paid at once, as the credit would.
      const paid = await payOrdersInTransaction(tx, {
        sellerId: caller.id,
        orderIds: input.orderIds,
        method: 'credit',
        actorId: caller.id,
        note: input.note,
      });
      return {
        kind: 'paid',
        payment: await answerOfPayment(tx, paid.transactionId, null, keep),
      } as const;
    }
    const row = await insertWalletCheckout(tx, caller.id, rows, input.note);
    await holdOrdersForCheckout(tx, rows, { transactionId: row.id, actorId: caller.id });
    return { kind: 'opened', id: row.id, amountCents: row.amountCents } as const;
  });
  if (checkout.kind === 'paid') return checkout.payment;
  const { id, amountCents } = checkout;
  const base = publicUrl.replace(/\/+$/, '');
  try {
    const order = await wallet.createOrder({
      transactionId: id,
      amountCents,
      returnUrl: `${base}/order/transaction-success?transactionId=${id}`,
      cancelUrl: `${base}/order/transaction?cancelled=${id}`,
      description:
        `Stitchworks orders ${input.orderIds.map((orderId) => `#${orderId}`).join(', ')}`.slice(
          0,
          127,
        ),
    });
    // The wallet's order and the answer that names it commit together.
    return await withTransaction(db, async (tx) => {
      await updateTransaction(tx, id, { providerOrderId: order.providerOrderId });
      return answerOfPayment(
        tx,
        id,
        { approveUrl: order.approveUrl, sandbox: wallet.sandbox },
        keep,
      );
    });
  } catch (error) {
    // The attempt ends here: the orders wait for payment again. A checkout whose wallet order
    // was recorded stays: that commit carried the answer a retry gets.
    await endCheckout(db, id, {
      note: transactionNotes.walletCouldNotOpen,
      actorId: caller.id,
      onlyUnopened: true,
    });
    if (error instanceof WalletUnavailableError) throw cannotPayOnline();
    throw error;
  }
}

/**
 * The pending payment a wallet checkout of a seller's orders opens: by the wallet, for their total,
 * listing them. The orders then wait for it in `pending_payment` (holdOrdersForCheckout).
 */
export function insertWalletCheckout(
  tx: Tx,
  sellerId: number,
  rows: readonly Pick<OrderRow, 'id' | 'totalCents'>[],
  note: string,
): Promise<TransactionRow> {
  return insertTransaction(tx, {
    userId: sellerId,
    type: 'payment',
    amountCents: totalCentsOf(rows),
    paymentMethod: 'paypal',
    status: 'pending',
    note,
    orderIds: rows.map((order) => order.id),
    createdById: sellerId,
  });
}

/** Cancels a pending checkout and gives its orders back to the seller to pay. */
async function endCheckout(
  db: Db | Tx,
  id: number,
  outcome: { note: string; actorId: number | null; onlyUnopened?: boolean },
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await findTransactionForUpdate(tx, id);
    if (row?.status !== 'pending') return;
    if (outcome.onlyUnopened && row.providerOrderId) return;
    await updateTransaction(tx, id, { status: 'cancelled', note: outcome.note });
    await reopenCheckout(tx, await lockCheckoutOrders(tx, id), {
      actorId: outcome.actorId,
      why: outcome.note,
    });
  });
}

function assertOwnOrderPayment(row: TransactionRow | undefined, ownerId: number | undefined) {
  if (!row || (ownerId !== undefined && row.userId !== ownerId)) {
    throw new AppError('NOT_FOUND', transactionMessages.notFound);
  }
  if (row.type !== 'payment' || row.paymentMethod !== 'paypal') {
    throw new AppError('BAD_REQUEST', orderPaymentMessages.notPendingPayment);
  }
  return row;
}

/** Completes a pending wallet payment whose money arrived: the orders are paid. */
async function completeCheckout(
  tx: Tx,
  row: TransactionRow,
  completion: { captureId: string | null; actorId: number | null },
) {
  await updateTransaction(tx, row.id, {
    status: 'completed',
    ...(completion.captureId ? { providerCaptureId: completion.captureId } : {}),
  });
  await markOrdersPaid(tx, await lockCheckoutOrders(tx, row.id), {
    transactionId: row.id,
    actorId: completion.actorId,
  });
  await audit(tx, {
    actorId: completion.actorId,
    action: 'order.payment',
    entityType: 'transaction',
    entityId: row.id,
    after: { orderIds: row.orderIds, amount: toDollars(row.amountCents), method: 'paypal' },
  });
}

type SettleOptions = { ownerId?: number; abandonBefore?: Date };

/**
 * Takes a pending wallet payment once the payer approved it, under the transaction's row lock (two
 * polls, or a poll and the sweep, never take it twice): completed → the orders are paid; declined
 * or given up → cancelled and the orders wait for payment again; another amount captured → left
 * pending for staff to review (request-topup to admins), who approve or refuse it.
 */
async function settleOrderPayment(
  db: Db | Tx,
  wallet: Wallet | null,
  id: number,
  options: SettleOptions,
) {
  await withTransaction(db, async (tx) => {
    const row = assertOwnOrderPayment(await findTransactionForUpdate(tx, id), options.ownerId);
    if (row.status !== 'pending' || !row.providerOrderId) return;
    if (!wallet) throw cannotPayOnline();
    let capture: Awaited<ReturnType<Wallet['captureOrder']>>;
    try {
      capture = await wallet.captureOrder({
        providerOrderId: row.providerOrderId,
        transactionId: id,
        tx,
      });
    } catch (error) {
      if (error instanceof WalletUnavailableError) throw cannotPayOnline();
      throw error;
    }
    if (capture.status === 'declined') {
      await endCheckout(tx, id, { note: capture.reason, actorId: null });
      return;
    }
    if (
      capture.status === 'not_approved' &&
      options.abandonBefore &&
      row.createdAt < options.abandonBefore
    ) {
      await endCheckout(tx, id, { note: transactionNotes.notPaidInTime, actorId: null });
      return;
    }
    if (capture.status !== 'completed') return;
    const paid =
      capture.amountCents === null ||
      (capture.amountCents === row.amountCents && (capture.currency ?? 'USD') === 'USD');
    if (paid) {
      await completeCheckout(tx, row, { captureId: capture.captureId, actorId: null });
      return;
    }
    if (row.providerCaptureId) return; // Already reported to the admins.
    await updateTransaction(tx, id, {
      providerCaptureId: capture.captureId,
      note: transactionNotes.ordersAmountDiffers,
    });
    await notify(tx, {
      role: 'admin',
      type: 'request-topup',
      message: notificationText('paymentAmountDiffers', {
        id,
        amount: formatDollars(row.amountCents),
      }),
      meta: { link: `/transaction/${id}` },
    });
  });
}

export type PaymentOutcome = { transaction: Transaction; message: string };

const outcomeOf = (transaction: Transaction): PaymentOutcome => ({
  transaction,
  message:
    transaction.status === 'completed'
      ? orderPaymentMessages.paid
      : transaction.status === 'cancelled'
        ? orderPaymentMessages.cancelled
        : orderPaymentMessages.pending,
});

/** The success page's validation polling (POST /transactions/:id/validate) of a payment. */
export async function validateOrderPayment(
  db: Db,
  wallet: Wallet | null,
  caller: AuthUser,
  id: number,
  keep: KeepAnswer<PaymentOutcome> = keepNothing,
): Promise<PaymentOutcome> {
  return withTransaction(db, async (tx) => {
    await settleOrderPayment(tx, wallet, id, { ownerId: caller.id });
    const outcome = outcomeOf(await viewOf(tx, id));
    await keep(tx, outcome);
    return outcome;
  });
}

/** The payer turned back at the wallet (POST /transactions/:id/cancel): the orders wait again. */
export async function cancelOrderPayment(db: Db, caller: AuthUser, id: number) {
  return withTransaction(db, async (tx) => {
    const row = assertOwnOrderPayment(await findTransactionForUpdate(tx, id), caller.id);
    if (row.status !== 'pending') {
      throw new AppError('BAD_REQUEST', orderPaymentMessages.notPendingPayment);
    }
    await endCheckout(tx, id, { note: transactionNotes.cancelledAtWallet, actorId: caller.id });
    return outcomeOf(await viewOf(tx, id));
  });
}

/**
 * An admin settles a wallet payment left for review (PUT /transactions/:id/approve or reject):
 * approving completes it and pays its orders; refusing cancels it and the orders wait again.
 */
export async function settleOrderPaymentByStaff(
  tx: Tx,
  actor: AuthUser,
  row: TransactionRow,
  decision: 'approve' | 'reject',
): Promise<void> {
  if (decision === 'approve') {
    await completeCheckout(tx, row, { captureId: null, actorId: actor.id });
  } else {
    await endCheckout(tx, row.id, { note: transactionNotes.refusedByStaff, actorId: actor.id });
  }
  await audit(tx, {
    actorId: actor.id,
    action: decision === 'approve' ? 'order.payment_approve' : 'order.payment_refuse',
    entityType: 'transaction',
    entityId: row.id,
    before: { status: row.status },
    after: { status: decision === 'approve' ? 'completed' : 'cancelled' },
  });
}

/** How often the sweep looks at wallet payments nobody polls, and when it gives one up. */
const ABANDON_AFTER_MS = 3 * 60 * 60_000;
const QUIET_FOR_MS = 2 * 60_000;

/**
 * Settles wallet payments nobody is polling any more: pays the approved ones, and gives up the
 * declined ones and the ones not approved within 3 hours (their orders wait for payment again).
 * Safe on every instance at once (each is settled under its row lock).
 */
export async function sweepPendingOrderPayments(db: Db, wallet: Wallet | null, now = new Date()) {
  if (!wallet) return { settled: 0 };
  const ids = await findPendingOrderPaymentIds(db, new Date(now.getTime() - QUIET_FOR_MS), 100);
  const abandonBefore = new Date(now.getTime() - ABANDON_AFTER_MS);
  let settled = 0;
  for (const id of ids) {
    const row = await findTransactionForUpdate(db, id);
    try {
      if (row && !row.providerOrderId && row.createdAt < new Date(now.getTime() - QUIET_FOR_MS)) {
        await endCheckout(db, id, { note: transactionNotes.walletCouldNotOpen, actorId: null });
      } else {
        await settleOrderPayment(db, wallet, id, { abandonBefore });
      }
      settled += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') break;
      throw error;
    }
  }
  return { settled };
}

/**
 * GET /orders/payable: the orders the payment page shows — the chosen ones, or every order waiting
 * for payment (oldest first) — each with whether it can be paid, their total, the credit and the
 * wallet on offer.
 */
export async function listPayableOrders(
  db: Db,
  wallet: Wallet | null,
  caller: AuthUser,
  ids: number[] | undefined,
): Promise<PayableOrders> {
  const rows = ids
    ? await findOrdersToPay(db, caller.id, ids)
    : await findOrdersToPay(
        db,
        caller.id,
        (await findPayableOrders(db, caller.id, MAX_ORDERS_PER_PAYMENT)).map((row) => row.id),
      );
  const orders = rows.map((row) => {
    const reason = unpayableReason(row);
    return {
      id: row.id,
      sellerOrderId: row.sellerOrderId,
      customerName: row.customerName,
      status: row.status,
      addressVerified: row.addressVerified,
      archived: row.archivedAt !== null,
      itemCount: row.itemCount,
      total: toDollars(row.totalCents),
      createdAt: row.createdAt.toISOString(),
      payable: reason === null,
      reason: reason?.message ?? null,
    };
  });
  const payableCents = totalCentsOf(rows.filter((row) => unpayableReason(row) === null));
  return {
    orders,
    total: toDollars(payableCents),
    credit: toDollars(await findCreditCents(db, caller.id)),
    wallet: wallet ? { provider: wallet.provider, sandbox: wallet.sandbox } : null,
  };
}
