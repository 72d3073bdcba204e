import type { CreateOrderInput, Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { ordersKeys } from './query-keys';

/**
 * POST /orders: one order by hand; answers the created order. The key makes a retried submit
 * place it once.
 */
export async function createOrder(
  input: CreateOrderInput,
  idempotencyKey?: string,
): Promise<Order> {
  const body = await apiClient.post<{ data: Order }>('/orders', input, { idempotencyKey });
  return body.data;
}

/** Creates an order; its detail is cached at once, lists and counts refresh. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => keys.run(input, (key) => createOrder(input, key)),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
    },
  });
}
