import type { OrderSyncList, OrderSyncListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

export async function getOrderSyncs(
  query: OrderSyncListQuery,
  signal?: AbortSignal,
): Promise<OrderSyncList> {
  const body = await apiClient.get<{ data: OrderSyncList }>('/order-syncs', { query, signal });
  return body.data;
}

export function orderSyncsQueryOptions(query: OrderSyncListQuery) {
  return queryOptions({
    queryKey: storeSyncKeys.orderSyncList(query),
    queryFn: ({ signal }) => getOrderSyncs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderSyncs(query: OrderSyncListQuery) {
  return useQuery(orderSyncsQueryOptions(query));
}
