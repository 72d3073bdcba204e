import { z } from 'zod';
import { MAX_ORDERS_PER_PAYMENT } from '../enums/transactions.ts';
import { validationMessages as m } from '../messages.ts';
import { MAX_ID } from './common.ts';
import { orderMessages } from './orders.ts';
import { createDepositInputSchema, transactionSchema } from './transactions.ts';

/** Paying orders (spec 02 §4, §7): from the credit balance, or at the online wallet. */
export const orderPaymentMethods = ['credit', 'paypal'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

export { MAX_ORDERS_PER_PAYMENT } from '../enums/transactions.ts';

/** How the payment-success page waits for the wallet to confirm (validation polling). */
export const ORDER_PAYMENT_POLL_INTERVAL_MS = 2000;
export const ORDER_PAYMENT_POLL_ATTEMPTS = 15;

export const orderPaymentMessages = {
  created: 'Create transaction successfully',
  failed: 'Create transaction fail, please try again',
  notEnoughCredit: 'The credit balance is not enough to pay for these orders',
  tooMany: `Pay at most ${MAX_ORDERS_PER_PAYMENT} orders at a time`,
  duplicate: 'An order is selected twice',
  notPayable: 'Only created orders can be paid',
  paid: 'Your orders are paid',
  pending: 'The payment is not confirmed yet',
  cancelled: 'The payment is cancelled: the orders are waiting for payment again',
  notPendingPayment: 'This payment is no longer waiting for the wallet',
  cannotPayOnline: 'Cannot pay online at the moment, please try again later',
} as const;

/** POST /transactions `{type: 'payment', paymentMethod, note, orderIds}` (spec 02 §7). */
export const payOrdersInputSchema = z.object({
  type: z.literal('payment', { error: m.required }),
  paymentMethod: z.enum(orderPaymentMethods, { error: m.required }),
  orderIds: z
    .array(z.number({ error: m.numeric }).int(m.numeric).min(1).max(MAX_ID), {
      error: orderMessages.noOrderSelected,
    })
    .min(1, orderMessages.noOrderSelected)
    .max(MAX_ORDERS_PER_PAYMENT, orderPaymentMessages.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, orderPaymentMessages.duplicate),
  note: z.string().trim().max(255, m.max).optional().default(''),
});
export type PayOrdersInput = z.input<typeof payOrdersInputSchema>;

/** The one body of POST /transactions: a top-up (`deposit`) or a payment of orders (`payment`). */
export const createTransactionInputSchema = z.discriminatedUnion(
  'type',
  [createDepositInputSchema, payOrdersInputSchema],
  { error: m.required },
);

/**
 * The answer to a payment: the transaction (completed when paid from the credit, pending while the
 * payer approves it at the wallet) and, for the wallet, where to approve it.
 */
export const orderPaymentSchema = z.object({
  transaction: transactionSchema,
  /** The wallet's approval page; null when the credit paid at once. */
  approveUrl: z.string().nullable(),
  sandbox: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** GET /orders/payable?ids=…: the chosen orders as the payment page shows them. */
export const payableOrdersQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .min(1, orderMessages.noOrderSelected)
    .transform((value, context) => {
      const parts = value.split(',').map((part) => part.trim());
      const ids = [...new Set(parts.map(Number))];
      if (parts.some((part) => !/^\d+$/.test(part)) || ids.some((id) => id < 1 || id > MAX_ID)) {
        context.addIssue({ code: 'custom', message: orderMessages.noOrderSelected });
        return z.NEVER;
      }
      if (ids.length > MAX_ORDERS_PER_PAYMENT) {
        context.addIssue({ code: 'custom', message: orderPaymentMessages.tooMany });
        return z.NEVER;
      }
      return ids;
    }),
});

export const payableOrderSchema = z.object({
  id: z.number().int(),
  sellerOrderId: z.string(),
  customerName: z.string(),
  status: z.string(),
  addressVerified: z.boolean(),
  archived: z.boolean(),
  itemCount: z.number().int(),
  total: z.number(),
  createdAt: z.string(),
  /** Whether it can be paid now, and why not. */
  payable: z.boolean(),
  reason: z.string().nullable(),
});
export type PayableOrder = z.infer<typeof payableOrderSchema>;

export const payableOrdersSchema = z.object({
  orders: z.array(payableOrderSchema),
  /** The payable orders' total, in dollars. */
  total: z.number(),
  /** The seller's credit balance, in dollars. */
  credit: z.number(),
  wallet: z.object({ provider: z.literal('paypal'), sandbox: z.boolean() }).nullable(),
});
export type PayableOrders = z.infer<typeof payableOrdersSchema>;
