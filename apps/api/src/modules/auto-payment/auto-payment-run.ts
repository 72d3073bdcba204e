import {
  autoPaymentReasons,
  fillTemplate,
  MAX_ORDERS_PER_PAYMENT,
  notificationText,
  transactionNotes,
} from '@stitchworks/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import {
  type Payoneer,
  PayoneerAuthorizationError,
  PayoneerUnavailableError,
} from '../../integrations/payoneer/payoneer.ts';
import { formatDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findPayableOrders } from '../orders/orders.public.ts';
import { payOrdersInTransaction } from '../transactions/order-payments.service.ts';
import {
  claimRun,
  findDueSellers,
  findPayoneerAuthorization,
  finishRun,
  lockCredit,
  savePayoneerAuthorization,
} from './auto-payment.repository.ts';

const BANGKOK_OFFSET_HOURS = 7;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The scheduled hour `now` falls in, in Asia/Bangkok (UTC+7 all year), and its start. */
export function slotOf(now: Date): { hour: number; slotAt: Date } {
  const slotAt = new Date(now);
  slotAt.setUTCMinutes(0, 0, 0);
  return { hour: (now.getUTCHours() + BANGKOK_OFFSET_HOURS) % 24, slotAt };
}

/**
 * Which orders the credit pays, oldest first: as many as it covers, stopping at the first that
 * does not fit (an older order is never passed over for a newer, cheaper one).
 */
export function ordersTheCreditCovers<T extends { totalCents: number }>(
  orders: readonly T[],
  creditCents: number,
): { paid: T[]; unpaid: T[] } {
  let left = creditCents;
  let index = 0;
  for (; index < orders.length; index += 1) {
    const order = orders[index] as T;
    if (order.totalCents > left) break;
    left -= order.totalCents;
  }
  return { paid: orders.slice(0, index), unpaid: orders.slice(index) };
}

export type AutoPaymentDeps = {
  payoneer: Payoneer | null;
  mailer?: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
};

type SellerRun = { paid: number[]; unpaid: number[]; amountCents: number; note: string } | null;

async function runForSeller(
  db: Db,
  deps: AutoPaymentDeps,
  seller: { id: number; autopayPayoneer: boolean },
  slot: { hour: number; slotAt: Date },
): Promise<SellerRun> {
  const mode = seller.autopayPayoneer ? 'payoneer' : 'credit';
  const note = fillTemplate(transactionNotes.autoPayment, {
    hour: String(slot.hour).padStart(2, '0'),
  });
  return withTransaction(db, async (tx) => {
    const run = await claimRun(tx, { userId: seller.id, slotAt: slot.slotAt, mode });
    if (!run) return null; // Another instance ran this slot.
    const waiting = await findPayableOrders(tx, seller.id, MAX_ORDERS_PER_PAYMENT);
    if (waiting.length === 0) {
      await finishRun(tx, run.id, {
        paidOrderIds: [],
        unpaidOrderIds: [],
        amountCents: 0,
        transactionId: null,
        note: transactionNotes.nothingToPay,
      });
      return null;
    }
    let paid: typeof waiting = [];
    let unpaid = waiting;
    let why = '';
    let transactionId: number | null = null;
    let amountCents = 0;
    // Orders a discount made free cost nothing: Payoneer is not asked to charge $0, the credit
    // path pays them at once.
    if (mode === 'credit' || waiting.every((order) => order.totalCents === 0)) {
      ({ paid, unpaid } = ordersTheCreditCovers(waiting, await lockCredit(tx, seller.id)));
      if (unpaid.length > 0) why = autoPaymentReasons.creditShort;
      if (paid.length > 0) {
        ({ transactionId, amountCents } = await payOrdersInTransaction(tx, {
          sellerId: seller.id,
          orderIds: paid.map((order) => order.id),
          method: 'credit',
          actorId: null,
          note,
        }));
      }
    } else {
      const charged = await chargePayoneer(
        tx,
        deps,
        seller.id,
        waiting,
        `autopay-${seller.id}-${slot.slotAt.toISOString()}`,
        note,
      );
      if (charged.status === 'completed') {
        paid = waiting;
        unpaid = [];
        ({ transactionId, amountCents } = await payOrdersInTransaction(tx, {
          sellerId: seller.id,
          orderIds: paid.map((order) => order.id),
          method: 'payoneer',
          actorId: null,
          note,
          providerCaptureId: charged.paymentId,
        }));
      } else {
        why = charged.reason;
      }
    }
    await finishRun(tx, run.id, {
      paidOrderIds: paid.map((order) => order.id),
      unpaidOrderIds: unpaid.map((order) => order.id),
      amountCents,
      transactionId,
      note: why,
    });
    const summary = describe(paid.length, amountCents, unpaid.length, why);
    await notify(tx, {
      userIds: [seller.id],
      type: 'auto-payment',
      message: summary,
      meta: { link: transactionId ? `/transaction/${transactionId}` : '/order?status=created' },
    });
    return {
      paid: paid.map((o) => o.id),
      unpaid: unpaid.map((o) => o.id),
      amountCents,
      note: summary,
    };
  });
}

async function chargePayoneer(
  tx: Tx,
  deps: AutoPaymentDeps,
  sellerId: number,
  orders: { totalCents: number }[],
  reference: string,
  description: string,
): Promise<{ status: 'completed'; paymentId: string } | { status: 'declined'; reason: string }> {
  if (!deps.payoneer) return { status: 'declined', reason: autoPaymentReasons.payoneerUnavailable };
  const stored = await findPayoneerAuthorization(tx, sellerId);
  if (!stored) return { status: 'declined', reason: autoPaymentReasons.payoneerNotConnected };
  try {
    const charged = await deps.payoneer.charge({
      authorization: stored,
      amountCents: orders.reduce((sum, order) => sum + order.totalCents, 0),
      reference,
      description,
    });
    if (charged.authorization.accessToken !== stored.accessToken) {
      await savePayoneerAuthorization(tx, {
        ...charged.authorization,
        userId: sellerId,
        sandbox: stored.sandbox,
      });
    }
    return charged.status === 'completed'
      ? { status: 'completed', paymentId: charged.paymentId }
      : { status: 'declined', reason: charged.reason };
  } catch (error) {
    if (error instanceof PayoneerAuthorizationError)
      return { status: 'declined', reason: error.message };
    throw error;
  }
}

function describe(paid: number, amountCents: number, unpaid: number, why: string): string {
  const amount = formatDollars(amountCents);
  if (unpaid === 0) return notificationText('autoPaid', { count: paid, amount });
  if (paid === 0) return notificationText('autoUnpaid', { count: unpaid, why });
  return notificationText('autoPaidAndUnpaid', { count: paid, amount, unpaid, why });
}

/**
 * One auto-payment tick: every seller whose chosen hours hold the current Asia/Bangkok hour and who
 * has no run for it yet gets one, in a transaction of its own that claims the (seller, hour) slot
 * first, so two instances running at once pay each order once. A seller whose run fails (Payoneer
 * down) is left for the next tick of the same hour.
 */
export async function runAutoPayment(db: Db, deps: AutoPaymentDeps, now = new Date()) {
  const slot = slotOf(now);
  const sellers = await findDueSellers(db, slot.hour, slot.slotAt);
  const outcome = { sellers: sellers.length, paidOrders: 0, failed: 0 };
  for (const seller of sellers) {
    try {
      const run = await runForSeller(db, deps, seller, slot);
      if (!run) continue;
      outcome.paidOrders += run.paid.length;
      if (deps.mailer && run.note) {
        const link = `${deps.publicUrl.replace(/\/+$/, '')}/autopayment`;
        await deps.mailer
          .send({
            to: seller.email,
            subject: 'Your auto-payment',
            text: `${run.note}\n\nSee your auto-payment: ${link}`,
            html: `<p>${escapeHtml(run.note)}</p><p><a href="${escapeHtml(link)}">See your auto-payment</a></p>`,
          })
          .catch((error: unknown) => deps.log?.warn({ err: error }, 'auto-payment mail failed'));
      }
    } catch (error) {
      outcome.failed += 1;
      if (!(error instanceof PayoneerUnavailableError))
        deps.log?.error({ err: error, sellerId: seller.id }, 'auto-payment run failed');
    }
  }
  return outcome;
}
