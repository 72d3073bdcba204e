import type { FbaOrderOfOrder } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fbaOrderKeys } from './query-keys';

/** GET /orders/{id}/fba-order: the FBA order an order's units are made for, or null. */
export async function getOrderFbaOrder(
  orderId: number,
  signal?: AbortSignal,
): Promise<FbaOrderOfOrder> {
  const body = await apiClient.get<{ data: FbaOrderOfOrder }>(`/orders/${orderId}/fba-order`, {
    signal,
    silent: true,
  });
  return body.data;
}

export function useOrderFbaOrder(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: fbaOrderKeys.ofOrder(orderId),
      queryFn: ({ signal }) => getOrderFbaOrder(orderId, signal),
    }),
  );
}
