import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

/** PATCH /order_items/{id}/complete: marks every remaining step of every unit. */
export async function completeItem(itemId: number): Promise<ItemAnswer> {
  return apiClient.patch<ItemAnswer>(`/order_items/${itemId}/complete`);
}

export function useCompleteItem(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeItem(itemId),
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
