import type { OrderSync } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

export type CancelOrderSyncResult = { message?: string; orderSync?: OrderSync };

export async function cancelOrderSync(id: number): Promise<CancelOrderSyncResult> {
  const body = await apiClient.post<{ data: CancelOrderSyncResult }>('/order-syncs/cancel', {
    id,
  });
  return body.data ?? {};
}

export function useCancelOrderSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrderSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeSyncKeys.orderSyncs() }),
  });
}
