import type { UnverifiedOrderList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys, type UnverifiedOrdersFilter } from './query-keys';

/** GET /orders/unverified-address: created orders whose address did not verify, with the issues. */
export async function getUnverifiedOrders(
  filter: UnverifiedOrdersFilter,
  signal?: AbortSignal,
): Promise<UnverifiedOrderList> {
  const body = await apiClient.get<{ data: UnverifiedOrderList }>('/orders/unverified-address', {
    query: filter,
    signal,
  });
  return body.data;
}

export function unverifiedOrdersQueryOptions(filter: UnverifiedOrdersFilter) {
  return queryOptions({
    queryKey: ordersKeys.unverified(filter),
    queryFn: ({ signal }) => getUnverifiedOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnverifiedOrders(filter: UnverifiedOrdersFilter) {
  return useQuery(unverifiedOrdersQueryOptions(filter));
}
