import type { CreateReferralInput, Referral } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { referralsKeys } from './query-keys';

/** POST /referrals (admin): answers the code and the server's message. */
export async function createReferral(
  input: CreateReferralInput,
): Promise<{ data: Referral; message: string }> {
  return apiClient.post<{ data: Referral; message: string }>('/referrals', input);
}

export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKeys.lists() }),
  });
}
