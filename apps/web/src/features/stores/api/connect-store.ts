import type { Store } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

/** Starts the platform's connection again: the store comes back with a fresh loginUrl. */
export async function connectStore(id: number): Promise<Store> {
  const body = await apiClient.post<{ data: Store }>(`/stores/${id}/connect`);
  return body.data;
}

export function useConnectStore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => connectStore(id),
    onSuccess: (store) => {
      queryClient.setQueryData(storesKeys.detail(id), store);
      return queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
    },
  });
}
