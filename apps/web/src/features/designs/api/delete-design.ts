import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { designsKeys } from './query-keys';

export async function deleteDesign(id: number): Promise<void> {
  await apiClient.delete(`/designs/${id}`);
}

export function useDeleteDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designsKeys.lists() }),
  });
}
