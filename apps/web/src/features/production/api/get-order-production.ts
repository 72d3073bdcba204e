import type { OrderProduction } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productionKeys } from './query-keys';

/** GET /orders/{id}/production: every item's units, designs and costs, and the scan history. */
export async function getOrderProduction(
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderProduction> {
  const body = await apiClient.get<{ data: OrderProduction }>(`/orders/${orderId}/production`, {
    signal,
  });
  return body.data;
}

export function orderProductionQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: productionKeys.order(orderId),
    queryFn: ({ signal }) => getOrderProduction(orderId, signal),
  });
}

export function useOrderProduction(orderId: number, enabled = true) {
  return useQuery({ ...orderProductionQueryOptions(orderId), enabled: enabled && orderId > 0 });
}
