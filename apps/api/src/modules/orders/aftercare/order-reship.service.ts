import {
  fillTemplate,
  type OrderAddress,
  type OrderStatus,
  type ReshipInput,
  reshipInputSchema,
  shippingMessages,
  transactionNotes,
} from '@stitchworks/shared';
import type { Db } from '../../../db/client.ts';
import { orderReships } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../../lib/kept-answer.ts';
import { toCents, toDollars } from '../../../lib/money.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { chargeToCredit } from '../../transactions/charges.service.ts';
import { lockOrderForShipping } from '../packages/order-packages.ts';
import { assertCanSeeOrder } from '../shared/order-access.ts';
import { updateOrderRow } from '../shared/order-change.repository.ts';
import {
  assertForwardStatus,
  type OrderChange,
  recordOrderChange,
} from '../shared/order-changes.ts';

/** Orders that went out at least in part: only these can be sent again. */
const reshippable = new Set<OrderStatus>(['partially_shipped', 'shipped', 'reshipped']);

export type ReshipResult = {
  orderId: number;
  status: OrderStatus;
  reship: {
    id: number;
    address: OrderAddress;
    reason: string;
    paidBy: 'seller' | 'business';
    cost: number;
    createdAt: string;
  };
  transactionId: number | null;
};

/**
 * POST /orders/reship: sends a shipped order's goods again, to the address given, in one
 * transaction with the order's row locked. The reship keeps its address, reason, payer and cost
 * (the amount given, the order's shipping fee by default); a seller-paid reship is charged to the
 * seller's credit through the ledger (a balance short of it answers 400 and writes nothing). The
 * order becomes `reshipped` (forward only) and keeps production status 3: the goods are sent
 * again, not made again. Packages added while it is `reshipped` belong to its latest reship.
 * The order's own address is left as it was shipped; the reship holds where it went.
 */
export async function reshipOrder(
  db: Db,
  user: AuthUser,
  input: ReshipInput,
  keep: KeepAnswer<ReshipResult> = keepNothing,
): Promise<ReshipResult> {
  const values = reshipInputSchema.parse(input);
  return withTransaction(db, async (tx) => {
    const order = await lockOrderForShipping(tx, values.orderId);
    assertCanSeeOrder(user, order);
    if (!reshippable.has(order.status)) {
      throw new AppError('CONFLICT', shippingMessages.notShipped);
    }
    const costCents = values.amount === undefined ? order.shippingCents : toCents(values.amount);
    let transactionId: number | null = null;
    if (values.paidBy === 'seller' && costCents > 0) {
      ({ transactionId } = await chargeToCredit(tx, {
        sellerId: order.userId,
        orderId: order.id,
        amountCents: costCents,
        note: fillTemplate(transactionNotes.orderReship, { id: order.id }),
        actorId: user.id,
      }));
    }
    const [reship] = await tx
      .insert(orderReships)
      .values({
        orderId: order.id,
        address: values.address,
        reason: values.reason,
        paidBy: values.paidBy,
        costCents,
        transactionId,
        createdById: user.id,
      })
      .returning();
    const changes: OrderChange[] = [
      {
        field: 'reship',
        before: null,
        after: {
          id: reship!.id,
          paidBy: values.paidBy,
          cost: toDollars(costCents),
          reason: values.reason,
        },
      },
    ];
    if (order.status !== 'reshipped') {
      assertForwardStatus(order.status, 'reshipped');
      await updateOrderRow(tx, order.id, { status: 'reshipped' });
      changes.unshift({ field: 'status', before: order.status, after: 'reshipped' });
    }
    await recordOrderChange(tx, { order, actor: user, action: 'reship', changes });
    const result: ReshipResult = {
      orderId: order.id,
      status: 'reshipped',
      reship: {
        id: reship!.id,
        address: reship!.address,
        reason: reship!.reason,
        paidBy: reship!.paidBy,
        cost: toDollars(reship!.costCents),
        createdAt: reship!.createdAt.toISOString(),
      },
      transactionId,
    };
    // Kept with the reship in its transaction: the charge and its answer commit together.
    await keep(tx, result);
    return result;
  });
}
