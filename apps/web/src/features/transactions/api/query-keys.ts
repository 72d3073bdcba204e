import type { TransactionListQuery } from '@stitchworks/shared';

/**
 * Query keys of the credit ledger. The root 'transactions' is also invalidated by the live
 * notifications hook (features/notifications) when a seller's credit moves.
 */
export const transactionsKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  list: (query: TransactionListQuery) => [...transactionsKeys.lists(), query] as const,
  details: () => [...transactionsKeys.all, 'detail'] as const,
  detail: (id: number) => [...transactionsKeys.details(), id] as const,
};
