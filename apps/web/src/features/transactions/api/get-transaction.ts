import type { Transaction } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { transactionsKeys } from './query-keys';

export async function getTransaction(id: number, signal?: AbortSignal): Promise<Transaction> {
  const body = await apiClient.get<{ data: Transaction }>(`/transactions/${id}`, { signal });
  return body.data;
}

export function transactionQueryOptions(id: number) {
  return queryOptions({
    queryKey: transactionsKeys.detail(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
  });
}

/** One credit entry; 404 when it does not exist or is another seller's. */
export function useTransaction(id: number, enabled = true) {
  return useQuery({ ...transactionQueryOptions(id), enabled });
}
