import type { Factory, Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** PATCH /orders/{id}/factory: moves the order to the other factory (admin, permission 5). */
export async function changeOrderFactory(id: number, factory: Factory): Promise<Order> {
  const body = await apiClient.patch<{ data: Order }>(`/orders/${id}/factory`, { factory });
  return body.data;
}

export function useChangeOrderFactory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, factory }: { id: number; factory: Factory }) =>
      changeOrderFactory(id, factory),
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(ordersKeys.detail(order.id), order);
    },
    onSettled: (_order, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
      ]),
  });
}
