import type { ScanUnitInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

/** POST /order_items/{id}/scans: marks one unit's next step (the floor roles). */
export async function scanUnit(itemId: number, input: ScanUnitInput): Promise<ItemAnswer> {
  return apiClient.post<ItemAnswer>(`/order_items/${itemId}/scans`, input);
}

export function useScanUnit(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScanUnitInput) => scanUnit(itemId, input),
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
