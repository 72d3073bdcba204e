/**
 * The ledger's kinds and states, without zod: the transaction list's URL check reads them on the
 * first page. schemas/transactions.ts re-exports them, so the main entry still has them.
 */

/**
 * Kinds of money movement. deposit adds to a seller's credit, withdraw takes from it; payment pays
 * orders (from the credit, or at the online wallet, or by Payoneer); refund gives an order's money
 * back to the credit (a cancel accepted, or an admin's refund).
 */
export const transactionTypes = ['deposit', 'withdraw', 'payment', 'refund'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** A withdrawal request is `pending` (its amount held) until an admin approves or refuses it. */
export const transactionStatuses = ['pending', 'completed', 'cancelled'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const TRANSACTION_PAGE_SIZE = 20;

/** Orders one payment may take (the order list's biggest page is 100). */
export const MAX_ORDERS_PER_PAYMENT = 200;
