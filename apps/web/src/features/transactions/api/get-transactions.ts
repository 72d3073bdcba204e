import type { TransactionList, TransactionListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { transactionsKeys } from './query-keys';

export async function getTransactions(
  query: TransactionListQuery,
  signal?: AbortSignal,
): Promise<TransactionList> {
  const body = await apiClient.get<{ data: TransactionList }>('/transactions', { query, signal });
  return body.data;
}

export function transactionsQueryOptions(query: TransactionListQuery) {
  return queryOptions({
    queryKey: transactionsKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of credit entries: a seller's own, or everyone's for staff. */
export function useTransactions(query: TransactionListQuery) {
  return useQuery(transactionsQueryOptions(query));
}
