import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

/** Asks the store for the orders the webhooks may have missed (a poll on the job runner). */
export async function syncStore(id: number): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>(`/stores/${id}/sync`);
  return body.data;
}

export function useSyncStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncStore(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.detail(id) }),
  });
}
