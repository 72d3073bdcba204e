import type { StoreKey } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

/** A new order key for an api or platfox store, shown once; the previous key stops working. */
export async function createStoreKey(storeId: number): Promise<StoreKey> {
  const body = await apiClient.post<{ data: StoreKey }>(`/stores/${storeId}/key`, {});
  return body.data;
}

export function useCreateStoreKey(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createStoreKey(storeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.all }),
  });
}
