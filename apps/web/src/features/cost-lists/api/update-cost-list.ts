import type { CostList, CostListInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { costListsKeys } from './query-keys';

/** PUT /users/{id}/cost-list: replaces the seller's whole cost list (admin, manager). */
export async function updateCostList(userId: number, input: CostListInput): Promise<CostList> {
  const body = await apiClient.put<{ data: CostList }>(`/users/${userId}/cost-list`, input);
  return body.data;
}

export function useUpdateCostList(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CostListInput) => updateCostList(userId, input),
    onSuccess: (list) => queryClient.setQueryData(costListsKeys.detail(userId), list),
  });
}
