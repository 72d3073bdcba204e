import type { CreateStoreInput, Store } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export async function createStore(input: CreateStoreInput): Promise<Store> {
  const body = await apiClient.post<{ data: Store }>('/stores', input);
  return body.data;
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.lists() }),
  });
}
