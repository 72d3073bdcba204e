import type { RequestWithdrawInput, Transaction } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { transactionsKeys } from './query-keys';

export type RequestWithdrawResult = { data: Transaction; message: string };

/**
 * POST /transactions/request-withdraw (seller): a pending Payoneer withdrawal. The server holds
 * the amount at once, so the seller's credit drops as soon as this answers.
 */
export async function requestWithdraw(
  input: RequestWithdrawInput,
  idempotencyKey?: string,
): Promise<RequestWithdrawResult> {
  return apiClient.post<RequestWithdrawResult>('/transactions/request-withdraw', input, {
    idempotencyKey,
  });
}

/** Asks for a payout, then reloads the header credit and the transaction lists. */
export function useRequestWithdraw() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: RequestWithdrawInput) =>
      keys.run(input, (key) => requestWithdraw(input, key)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() }),
        queryClient.invalidateQueries({ queryKey: transactionsKeys.all }),
      ]),
  });
}
