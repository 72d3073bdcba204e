import type { Store } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export async function disconnectStore(id: number): Promise<Store> {
  const body = await apiClient.post<{ data: Store }>(`/stores/${id}/disconnect`);
  return body.data;
}

export function useDisconnectStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectStore(id),
    onSuccess: (store) => {
      queryClient.setQueryData(storesKeys.detail(id), store);
      return queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
    },
  });
}
