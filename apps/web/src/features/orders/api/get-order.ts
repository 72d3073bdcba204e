import type { Order } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** GET /orders/{id}: the whole order with its items, address, cost and statuses. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const body = await apiClient.get<{ data: Order }>(`/orders/${id}`, { signal });
  return body.data;
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
