import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

/** Sends the order's failed tracking pushes to its store again (queued on the job runner). */
export async function retryStoreFulfillments(orderId: number): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>(
    `/orders/${orderId}/store-fulfillments/retry`,
  );
  return body.data;
}

export function useRetryStoreFulfillments(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryStoreFulfillments(orderId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storeSyncKeys.orderStoreSync(orderId) }),
  });
}
