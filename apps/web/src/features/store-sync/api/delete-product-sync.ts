import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

/** Forgets a SKU's mapping: the store's next order with it waits in order sync again. */
export async function deleteProductSync(id: number): Promise<{ message: string }> {
  const body = await apiClient.delete<{ data: { message: string } }>(`/product-syncs/${id}`);
  return body.data;
}

export function useDeleteProductSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeSyncKeys.productSyncs() }),
  });
}
