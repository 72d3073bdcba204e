import type { Order, UpdateOrderInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { ordersKeys } from './query-keys';

/** PUT /orders/{id}: the whole order again, while it is still created; answers the order. */
export async function updateOrder(
  id: number,
  input: UpdateOrderInput,
  idempotencyKey?: string,
): Promise<Order> {
  const body = await apiClient.put<{ data: Order }>(`/orders/${id}`, input, { idempotencyKey });
  return body.data;
}

/** Saves an order's changes; its detail, revisions and the lists refresh. */
export function useUpdateOrder(id: number) {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) =>
      keys.run({ id, input }, (key) => updateOrder(id, input, key)),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.revisions(id) });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  });
}
