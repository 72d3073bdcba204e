import type { Order, OrderAddressInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** PUT /orders/{id}/address: the new address is checked again; answers the order. */
export async function updateOrderAddress(id: number, address: OrderAddressInput): Promise<Order> {
  const body = await apiClient.put<{ data: Order }>(`/orders/${id}/address`, address);
  return body.data;
}

/** Saves an address and refreshes the order, the lists and the unverified list. */
export function useUpdateOrderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id: number; address: OrderAddressInput }) =>
      updateOrderAddress(id, address),
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(ordersKeys.detail(order.id), order);
    },
    onSettled: (_order, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.unverifiedLists() }),
      ]),
  });
}
