import type { CreditEntryInput, Transaction } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { transactionsKeys } from './query-keys';

/** Which way staff move a seller's credit: top up (deposit) or take back (withdraw). */
export type CreditEntryKind = 'deposit' | 'withdraw';

export type CreditEntryResult = { data: Transaction; message: string };

/**
 * POST /transactions/deposit or /transactions/withdraw (admin); answers the server's message. The
 * key makes a retried submit move the credit once.
 */
export async function addCreditEntry(
  kind: CreditEntryKind,
  input: CreditEntryInput,
  idempotencyKey?: string,
): Promise<CreditEntryResult> {
  return apiClient.post<CreditEntryResult>(`/transactions/${kind}`, input, { idempotencyKey });
}

/** Adds a credit entry and reloads the transaction lists; the caller reloads the seller. */
export function useAddCreditEntry() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (entry: { kind: CreditEntryKind; input: CreditEntryInput }) =>
      keys.run(entry, (key) => addCreditEntry(entry.kind, entry.input, key)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionsKeys.all }),
  });
}
