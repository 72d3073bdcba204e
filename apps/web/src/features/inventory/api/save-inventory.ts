import type { Inventory, SaveInventoryInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './query-keys';

/**
 * POST /inventories: without `id` a new row; with `id` a quantity adjustment (added to the stock)
 * and/or a new warning threshold. The answer carries the spec's toast text.
 */
export function saveInventory(input: SaveInventoryInput) {
  return apiClient.post<{ data: Inventory; message: string }>('/inventories', input, {
    silent: true,
  });
}

export function useSaveInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInventory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
