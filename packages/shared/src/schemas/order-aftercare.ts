import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { isWholeCents, MAX_ID, plainNumber, positiveDollarsSchema } from './common.ts';
import { transactionSchema } from './transactions.ts';

/** Cancel, refund and update permission of paid orders (spec 02 §4, §7, §8). */
export const orderAftercareMessages = {
  cancelled: 'Cancel this order successfully',
  cancelFailed: 'Cancel fail, please try again!',
  refunded: 'Refund this order successfully',
  refundFailed: 'Refund fail, please try again!',
  updated: 'Update order successfully',
  updateFailed: 'Update order fail, please try again',
  // Ours, where the spec names a rule but no wording.
  cancelRequested: 'Your cancel request is sent. We will answer it soon',
  cancelRefused: 'The cancel request is refused',
  cancelWaiting: 'A cancel request of this order is already waiting for an answer',
  noCancelRequest: 'This order has no cancel request waiting for an answer',
  notCancellable: 'This order can no longer be cancelled: it is packed or shipped',
  ended: 'This order is already cancelled or refunded',
  notPaid: 'This order is not paid: archive it instead',
  tooMuch: 'The amount is more than what is left to refund on this order',
  /** tooMuch with what is left, in dollars (a template, message-templates.ts). */
  tooMuchLeft: 'The amount is more than what is left to refund on this order ({{left}})',
  nothingToRefund: 'Everything paid for this order was already refunded',
  updateRequested: 'Your update request is sent. We will answer it soon',
  updateWaiting: 'An update request of this order is already waiting for an answer',
  noUpdateRequest: 'This order has no update request waiting for an answer',
  updateAllowed: 'The seller may now update this order once',
  updateDenied: 'The update request is refused',
  updateNotNeeded: 'This order is not paid yet: edit it directly',
  updatePriceChanged: 'An update of a paid order cannot change its price',
  itemNotInOrder: 'This row is not one of the order’s rows',
  updateRemovesWork:
    'An update cannot remove a row, or units of a row, that production has already worked on (scanned or charged a cost)',
  paymentUnderWay: 'A payment of this order is under way',
} as const;

/**
 * Dollars with at most two decimals, from 0 (nothing back) up to $1,000,000; sent as text, only a
 * plain decimal, as every other amount.
 */
const refundDollars = plainNumber(
  z
    .number({ error: (issue) => (issue.input == null ? m.required : m.double) })
    .min(0, m.double)
    .max(1_000_000, m.max)
    .refine(isWholeCents, { error: m.double }),
);

/** POST /orders/cancel {orderId, cancelReason, amount} (spec 01 §3, 02 §7). */
export const cancelOrderInputSchema = z.object({
  orderId: z.number({ error: m.required }).int(m.numeric).min(1).max(MAX_ID),
  cancelReason: z.string({ error: m.required }).trim().min(1, m.required).max(500, m.max),
  amount: refundDollars,
});
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;

/** PUT /orders/:id/cancel-request: staff accept (refunding `amount`, default the asked one) or refuse. */
export const replyCancelRequestInputSchema = z.object({
  accept: z.boolean({ error: m.required }),
  amount: refundDollars.optional(),
  note: z.string().trim().max(500, m.max).optional().default(''),
});
export type ReplyCancelRequestInput = z.input<typeof replyCancelRequestInputSchema>;

/** POST /orders/:id/refund {amount, note} (admin): part or all of what was paid. */
export const refundOrderInputSchema = z.object({
  amount: positiveDollarsSchema(1_000_000),
  note: z.string().trim().max(500, m.max).optional().default(''),
});
export type RefundOrderInput = z.input<typeof refundOrderInputSchema>;

/** POST /orders/:id/update-request {note} (seller). */
export const requestOrderUpdateInputSchema = z.object({
  note: z.string().trim().max(500, m.max).optional().default(''),
});

/** PUT /orders/:id/update-permission {allow} (staff): flag 2 (allowed once) or 3 (denied). */
export const orderUpdatePermissionInputSchema = z.object({
  allow: z.boolean({ error: m.required }),
});

export const orderAftercareResultSchema = z.object({
  data: z.object({
    orderId: z.number().int(),
    /** The refund written, when money went back to the credit. */
    transaction: transactionSchema.nullable(),
  }),
  message: z.string(),
});
export type OrderAftercareResult = z.infer<typeof orderAftercareResultSchema>;
