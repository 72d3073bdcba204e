import type { CreateOrderInput, Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** POST /orders: one order by hand; answers the created order. */
export async function createOrder(input: CreateOrderInput): Promise<Order> {
  const body = await apiClient.post<{ data: Order }>('/orders', input);
  return body.data;
}

/** Creates an order; its detail is cached at once, lists and counts refresh. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
    },
  });
}
