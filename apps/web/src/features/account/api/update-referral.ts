import type { InvoiceInfo, SelfUser } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

export type UpdateReferralInput = { referralCode: string; invoiceInfo?: InvoiceInfo };

export async function updateReferral(input: UpdateReferralInput): Promise<SelfUser> {
  const body = await apiClient.put<{ data: SelfUser }>('/users/self/referral', input);
  return body.data;
}

export function useUpdateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferral,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.self(), user),
  });
}
