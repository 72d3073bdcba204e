import type { Transaction } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { transactionsKeys } from './query-keys';

/** What an admin does with a pending withdrawal request: pay it out, or refuse it. */
export type WithdrawalDecision = 'approve' | 'reject';

export type SettleWithdrawalResult = { data: Transaction; message: string };

/**
 * PUT /transactions/:id/approve (completed) or /transactions/:id/reject (cancelled, the amount
 * back in the seller's credit). Admin only; 400 when the request is no longer pending.
 */
export async function settleWithdrawal(
  id: number,
  decision: WithdrawalDecision,
  idempotencyKey?: string,
): Promise<SettleWithdrawalResult> {
  return apiClient.put<SettleWithdrawalResult>(`/transactions/${id}/${decision}`, undefined, {
    idempotencyKey,
  });
}

/** Settles a request; the entry's page shows the answer at once and every list reloads. */
export function useSettleWithdrawal() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (request: { id: number; decision: WithdrawalDecision }) =>
      keys.run(request, (key) => settleWithdrawal(request.id, request.decision, key)),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData(transactionsKeys.detail(id), result.data);
      return queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    },
    // Someone else may have settled it first (400): show what it is now.
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: transactionsKeys.detail(id) }),
  });
}
