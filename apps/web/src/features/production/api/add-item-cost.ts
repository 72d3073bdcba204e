import type { ItemCostInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

export type ItemCostKind = 'extra' | 'design';

/**
 * POST /order_items/extra_cost or /order_items/design_cost (admin, manager): charges the seller
 * through the credit ledger. The key makes a retry of the same charge safe.
 */
export async function addItemCost(
  kind: ItemCostKind,
  input: ItemCostInput,
  idempotencyKey: string,
): Promise<ItemAnswer> {
  return apiClient.post<ItemAnswer>(`/order_items/${kind}_cost`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useAddItemCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: ItemCostKind; input: ItemCostInput; idempotencyKey: string }) =>
      addItemCost(request.kind, request.input, request.idempotencyKey),
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
