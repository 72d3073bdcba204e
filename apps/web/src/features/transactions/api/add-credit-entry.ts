import type { CreditEntryInput, Transaction } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { transactionsKeys } from './query-keys';

/** Which way staff move a seller's credit: top up (deposit) or take back (withdraw). */
export type CreditEntryKind = 'deposit' | 'withdraw';

export type CreditEntryResult = { data: Transaction; message: string };

/** POST /transactions/deposit or /transactions/withdraw (admin); answers the server's message. */
export async function addCreditEntry(
  kind: CreditEntryKind,
  input: CreditEntryInput,
): Promise<CreditEntryResult> {
  return apiClient.post<CreditEntryResult>(`/transactions/${kind}`, input);
}

/** Adds a credit entry and reloads the transaction lists; the caller reloads the seller. */
export function useAddCreditEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, input }: { kind: CreditEntryKind; input: CreditEntryInput }) =>
      addCreditEntry(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionsKeys.all }),
  });
}
