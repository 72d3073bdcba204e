import {
  createOrderInputSchema,
  FBA_APPROVED_MESSAGE,
  type FbaOrder,
  fbaOrderMessages,
  fillTemplate,
  notificationText,
  productionStatuses,
  type ShipFbaOrderInput,
  shipFbaOrderInputSchema,
  transactionNotes,
} from '@stitchworks/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { formatDollars, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  addOrderPackages,
  cancelPaidOrder,
  canSeeOrder,
  createOrderInTransaction,
  findOrdersById,
  lockOrderForShipping,
  lockOrdersForPayment,
  markOrdersPaid,
  type OrderRow,
} from '../orders/orders.public.ts';
import { chargeToCredit } from '../transactions/charges.service.ts';
import { refundToCredit } from '../transactions/refunds.service.ts';
import { buildFbaLabelSheet } from './fba-label-pdfs.ts';
import { type FbaOrderRow, findFbaOrderRow, updateFbaOrderRow } from './fba-orders.repository.ts';
import {
  assertCanSeeFba,
  type FbaDeps,
  isFbaStaff,
  parsed,
  viewOfFbaOrder,
} from './fba-orders.service.ts';

/**
 * What an FBA order does once priced: the seller approves (pays) it and its units go to the floor
 * as an order of the order book; staff ship the carton; it can be cancelled before production.
 * Each change runs under the FBA order's row lock, so approve, cancel and ship of one order queue
 * up: approving twice charges once, and an approve and a cancel at once never both win.
 */

export type FbaOutcome = { data: FbaOrder; message: string };

/**
 * Where the order of the units ships to: the marketplace's warehouse, named on the carton's
 * shipping label the seller uploaded (the carton ships on that label, not one of ours).
 */
const warehouseAddress = (id: number) => ({
  firstName: 'FBA',
  lastName: `Order ${id}`,
  address1: 'Marketplace warehouse on the carton shipping label',
  city: 'Warehouse',
  state: 'Label',
  zip: '00000',
  country: 'US',
});

/** The order of the order book the units are made in: the sample first, then the rows. */
export function floorOrderValues(row: FbaOrderRow) {
  const rows = row.items.map((item) => ({
    catalogId: item.catalogId,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
    designImages: item.designs.map((design) => ({
      imageUrl: design.imageUrl,
      location: design.location,
    })),
  }));
  const sample = row.requestSample && rows[0] ? [{ ...rows[0], quantity: 1 }] : [];
  return createOrderInputSchema.parse({
    address: warehouseAddress(row.id),
    shippingMethod: 'ship_by_seller',
    sellerOrderId: `FBA-${row.id}`,
    items: [...sample, ...rows],
  });
}

async function lockVisible(tx: Tx, user: AuthUser, id: number) {
  return assertCanSeeFba(user, await findFbaOrderRow(tx, id, true));
}

async function answered(
  tx: Tx,
  row: FbaOrderRow,
  message: string,
  keep: KeepAnswer<FbaOutcome>,
): Promise<FbaOutcome> {
  const answer = { data: await viewOfFbaOrder(tx, row), message };
  await keep(tx, answer);
  return answer;
}

/**
 * PUT /fba-orders/{id}/approve: the seller accepts the price. In one transaction: the units become
 * an order of the order book (shipping by the seller's own label), the price is charged to the
 * seller's credit through the ledger (never below zero) naming that order, and the order is marked
 * paid, which starts its production like any paid order. Answers the message 'approved'.
 */
export async function approveFbaOrder(
  db: Db,
  user: AuthUser,
  id: number,
  keep: KeepAnswer<FbaOutcome> = keepNothing,
): Promise<FbaOutcome> {
  return withTransaction(db, async (tx) => {
    const row = await lockVisible(tx, user, id);
    if (row.status === 'created') throw new AppError('CONFLICT', fbaOrderMessages.notPriced);
    if (row.status !== 'priced' || row.totalCostCents === null) {
      throw new AppError('CONFLICT', fbaOrderMessages.notApprovable);
    }
    const orderId = await createOrderInTransaction(tx, row.userId, floorOrderValues(row));
    const orders = await lockOrdersForPayment(tx, row.userId, [orderId]);
    const charge = await chargeToCredit(tx, {
      sellerId: row.userId,
      orderId,
      amountCents: row.totalCostCents,
      note: fillTemplate(transactionNotes.fbaOrderPayment, { id: row.id }),
      actorId: user.id,
    });
    await markOrdersPaid(tx, orders, { transactionId: charge.transactionId, actorId: user.id });
    const updated = await updateFbaOrderRow(tx, row.id, {
      status: 'approved',
      orderId,
      paymentTransactionId: charge.transactionId,
      approvedAt: new Date(),
    });
    await notify(tx, {
      roles: ['admin'],
      type: 'fba-order',
      message: notificationText('fbaOrderApproved', { id: row.id }),
      meta: { link: `/fba-order/${row.id}` },
    });
    return answered(tx, updated, FBA_APPROVED_MESSAGE, keep);
  });
}

/**
 * PUT /fba-orders/{id}/cancel. Before approval nothing was paid: it is simply cancelled. Approved
 * and still On-design (no blank taken, nothing embroidered): the price goes back to the credit and
 * the order of its units is cancelled. Once in production, the seller asks to cancel that order
 * (POST /orders/cancel, the spec's cancel request), and staff answer it there.
 */
export async function cancelFbaOrder(
  db: Db,
  user: AuthUser,
  id: number,
  keep: KeepAnswer<FbaOutcome> = keepNothing,
): Promise<FbaOutcome> {
  return withTransaction(db, async (tx) => {
    const row = await lockVisible(tx, user, id);
    if (row.status === 'shipped' || row.status === 'cancelled') {
      throw new AppError('CONFLICT', fbaOrderMessages.alreadyEnded);
    }
    let refundTransactionId: number | null = null;
    if (row.status === 'approved') {
      const order = row.orderId === null ? undefined : await lockOrderForShipping(tx, row.orderId);
      const ended = !order || order.status === 'cancelled' || order.status === 'refunded';
      if (!ended) {
        if (
          order.status !== 'processing' ||
          order.productionStatus !== productionStatuses.onDesign
        ) {
          throw new AppError('CONFLICT', fbaOrderMessages.inProduction);
        }
        await cancelPaidOrder(tx, user, order, 0, fbaOrderMessages.cancelled);
      }
      if (!ended && row.totalCostCents !== null && row.totalCostCents > 0) {
        const refund = await refundToCredit(tx, {
          sellerId: row.userId,
          orderId: order.id,
          amountCents: row.totalCostCents,
          note: fillTemplate(transactionNotes.fbaOrderCancelled, { id: row.id }),
          actorId: user.id,
        });
        refundTransactionId = refund.transactionId;
      }
    }
    const updated = await updateFbaOrderRow(tx, row.id, {
      status: 'cancelled',
      cancelledAt: new Date(),
      refundTransactionId,
    });
    await notify(tx, {
      userIds: [row.userId],
      type: 'fba-order',
      message:
        refundTransactionId !== null && row.totalCostCents !== null
          ? notificationText('fbaOrderCancelledRefunded', {
              id: row.id,
              amount: formatDollars(row.totalCostCents),
            })
          : notificationText('fbaOrderCancelled', { id: row.id }),
      meta: { link: `/fba-order/${row.id}` },
    });
    if (isFbaStaff(user)) {
      await audit(tx, {
        actorId: user.id,
        action: 'fba-order.cancel',
        entityType: 'fba-order',
        entityId: row.id,
        before: { status: row.status },
        after: {
          status: 'cancelled',
          refunded: refundTransactionId === null ? 0 : toDollars(row.totalCostCents ?? 0),
        },
      });
    }
    return answered(tx, updated, fbaOrderMessages.cancelled, keep);
  });
}

/**
 * PUT /fba-orders/{id}/ship (staff): the carton leaves with its tracking code (the one given, else
 * the one the order holds), once its units are packed (Pre-shipment). The order of its units takes the tracking code as its package, which
 * makes it shipped; the seller is told.
 */
export async function shipFbaOrder(
  db: Db,
  user: AuthUser,
  id: number,
  input: ShipFbaOrderInput,
): Promise<FbaOutcome> {
  const values = parsed(shipFbaOrderInputSchema, input ?? {});
  return withTransaction(db, async (tx) => {
    const row = await lockVisible(tx, user, id);
    if (row.status !== 'approved') throw new AppError('CONFLICT', fbaOrderMessages.notShippable);
    const trackingCode = values.trackingCode || row.trackingCode;
    if (!trackingCode) {
      throw new AppError('VALIDATION_ERROR', fbaOrderMessages.trackingRequired, [
        { path: 'trackingCode', message: fbaOrderMessages.trackingRequired },
      ]);
    }
    const order = row.orderId === null ? undefined : await lockOrderForShipping(tx, row.orderId);
    if (!order || order.status === 'cancelled' || order.status === 'refunded') {
      throw new AppError('CONFLICT', fbaOrderMessages.notShippable);
    }
    // The carton leaves with every unit in it: the units must be packed (Pre-shipment) first.
    const packed =
      order.productionStatus === productionStatuses.preShipment ||
      order.productionStatus === productionStatuses.shipped;
    if (!packed) throw new AppError('CONFLICT', fbaOrderMessages.notPacked);
    await addOrderPackages(
      tx,
      order,
      [{ trackingNumber: trackingCode, carrierCode: 'FBA' }],
      user.id,
      {
        action: 'fba-shipped',
        changes: [{ field: 'fbaOrderId', before: null, after: row.id }],
      },
    );
    const updated = await updateFbaOrderRow(tx, row.id, {
      status: 'shipped',
      trackingCode,
      shippedAt: new Date(),
    });
    await notify(tx, {
      userIds: [row.userId],
      type: 'fba-order',
      message: notificationText('fbaOrderShipped', { id: row.id, tracking: trackingCode }),
      meta: { link: `/fba-order/${row.id}` },
    });
    return answered(tx, updated, fbaOrderMessages.shipped, keepNothing);
  });
}

/**
 * The packer's label sheet: the FNSKU product label once per unit, in pack order (the rows as the
 * seller listed them; a sample unit is not packed), then the carton's shipping label. Staff other
 * than admins print it for the orders they see (their factory's).
 */
export async function printFbaLabels(
  deps: FbaDeps,
  user: AuthUser,
  id: number,
): Promise<{ pdf: Uint8Array; units: number }> {
  const row = assertCanSeeFba(user, await findFbaOrderRow(deps.db, id));
  if (user.role !== 'admin' && user.role !== 'seller') {
    const [order] = row.orderId === null ? [] : await findOrdersById(deps.db, [row.orderId]);
    if (!order || !canSeeOrder(user, order as OrderRow)) {
      throw new AppError('NOT_FOUND');
    }
  }
  const [product, carton] = await Promise.all([
    row.productLabel ? deps.storage.get(row.productLabel.key) : null,
    row.shippingLabel ? deps.storage.get(row.shippingLabel.key) : null,
  ]);
  if (!product || !carton) throw new AppError('CONFLICT', fbaOrderMessages.labelsMissing);
  const pdf = await buildFbaLabelSheet(product, carton, row.units, `FBA order ${row.id} labels`);
  return { pdf, units: row.units };
}
