import type { ProductionStatusInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productionKeys } from './query-keys';

type StatusAnswer = { message?: string };

/** PUT /orders/{id}/production_status: moves the order on, holds it, or corrects it. */
export async function updateProductionStatus(
  orderId: number,
  input: ProductionStatusInput,
): Promise<StatusAnswer> {
  return apiClient.put<StatusAnswer>(`/orders/${orderId}/production_status`, input, {
    // The dialog shows the refusal itself.
    silent: true,
  });
}

export function useUpdateProductionStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductionStatusInput) => updateProductionStatus(orderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionKeys.all }),
  });
}
