import type { Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/**
 * PUT /orders/{id}/verify-address: runs the checks again; staff may pass `force` to accept an
 * address the checks refuse (a real place the tables do not know).
 */
export async function verifyOrderAddress(id: number, force: boolean): Promise<Order> {
  const body = await apiClient.put<{ data: Order }>(`/orders/${id}/verify-address`, { force });
  return body.data;
}

export function useVerifyOrderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) => verifyOrderAddress(id, force),
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
