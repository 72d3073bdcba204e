import type { OrderShipping } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { shippingKeys } from './query-keys';

/** GET /orders/{id}/shipping: the order's labels, packages and reships. */
export async function getOrderShipping(
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderShipping> {
  const body = await apiClient.get<{ data: OrderShipping }>(`/orders/${orderId}/shipping`, {
    signal,
  });
  return body.data;
}

export function orderShippingQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: shippingKeys.order(orderId),
    queryFn: ({ signal }) => getOrderShipping(orderId, signal),
  });
}

export function useOrderShipping(orderId: number, enabled = true) {
  return useQuery({ ...orderShippingQueryOptions(orderId), enabled: enabled && orderId > 0 });
}
