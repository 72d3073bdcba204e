import type { ReferralClaim } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { referralsKeys } from './query-keys';

/**
 * POST /referrals/claim (seller): what is earned and unclaimed moves to the credit. The key makes
 * a retried click pay once.
 */
export async function claimReferralCredit(
  idempotencyKey?: string,
): Promise<{ data: ReferralClaim; message: string }> {
  return apiClient.post<{ data: ReferralClaim; message: string }>('/referrals/claim', undefined, {
    idempotencyKey,
  });
}

/** Claims, then reloads the history and the credit balance the shell shows. */
export function useClaimReferralCredit() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (claim: { unclaimed: number }) =>
      keys.run(claim, (key) => claimReferralCredit(key)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referralsKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() }),
      ]);
    },
  });
}
