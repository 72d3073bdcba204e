import type { OrderStoreSync } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

export async function getOrderStoreSync(
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderStoreSync> {
  const body = await apiClient.get<{ data: OrderStoreSync }>(`/orders/${orderId}/store-sync`, {
    signal,
    // A side card of the order page: its failure shows in the card, not as a toast.
    silent: true,
  });
  return body.data;
}

export function orderStoreSyncQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: storeSyncKeys.orderStoreSync(orderId),
    queryFn: ({ signal }) => getOrderStoreSync(orderId, signal),
  });
}

export function useOrderStoreSync(orderId: number) {
  return useQuery(orderStoreSyncQueryOptions(orderId));
}
