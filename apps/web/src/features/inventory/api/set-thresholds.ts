import type { BulkThresholdInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './query-keys';

/** PUT /inventories/thresholds: one warning threshold for every matching row. */
export function setThresholds(input: BulkThresholdInput) {
  return apiClient.put<{ data: { updated: number; nowLow: number }; message: string }>(
    '/inventories/thresholds',
    input,
    { silent: true },
  );
}

export function useSetThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setThresholds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
