import type { UndoScanInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

/** POST /order_items/{id}/scans/undo: takes back a unit's latest step, with why (admin, manager). */
export async function undoScan(itemId: number, input: UndoScanInput): Promise<ItemAnswer> {
  return apiClient.post<ItemAnswer>(`/order_items/${itemId}/scans/undo`, input);
}

export function useUndoScan(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UndoScanInput) => undoScan(itemId, input),
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
