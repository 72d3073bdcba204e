import type { ItemCostInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

export type ItemCostKind = 'extra' | 'design';

/**
 * POST /order_items/extra_cost or /order_items/design_cost (admin, manager): charges the seller
 * through the credit ledger. The key makes a retry of the same charge safe.
 */
export async function addItemCost(
  kind: ItemCostKind,
  input: ItemCostInput,
  idempotencyKey?: string,
): Promise<ItemAnswer> {
  return apiClient.post<ItemAnswer>(`/order_items/${kind}_cost`, input, { idempotencyKey });
}

/** Charges; a retried submit of the same charge counts once (one key per submit). */
export function useAddItemCost() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (request: { kind: ItemCostKind; input: ItemCostInput }) =>
      keys.run(request, (key) => addItemCost(request.kind, request.input, key)),
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
