import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { referralsKeys } from './query-keys';

/** DELETE /referrals/{id} (admin): the code takes no new seller; what it earned stays. */
export async function deleteReferral(id: number): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/referrals/${id}`);
}

export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralsKeys.lists() }),
  });
}
