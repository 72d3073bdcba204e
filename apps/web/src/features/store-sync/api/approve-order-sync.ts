import type { ApproveOrderSyncInput, OrderSync } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

export type ApproveOrderSyncResult = { message: string; orderSync: OrderSync };

/** Maps each store item and makes the order; `remember` keeps each SKU's mapping. */
export async function approveOrderSync(
  id: number,
  input: ApproveOrderSyncInput,
): Promise<ApproveOrderSyncResult> {
  const body = await apiClient.post<{ data: ApproveOrderSyncResult }>(
    `/order-syncs/${id}/approve`,
    input,
  );
  return body.data;
}

export function useApproveOrderSync(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveOrderSyncInput) => approveOrderSync(id, input),
    // The list moves the row to synced; remembered mappings are new product syncs; the log too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeSyncKeys.all }),
  });
}
