import type { FbaOrderList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type FbaOrderListQuery, fbaOrderKeys } from './query-keys';

export async function getFbaOrders(
  query: FbaOrderListQuery,
  signal?: AbortSignal,
): Promise<FbaOrderList> {
  const body = await apiClient.get<{ data: FbaOrderList }>('/fba-orders', {
    query,
    signal,
    silent: true,
  });
  return body.data;
}

export function fbaOrdersQueryOptions(query: FbaOrderListQuery) {
  return queryOptions({
    queryKey: fbaOrderKeys.list(query),
    queryFn: ({ signal }) => getFbaOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFbaOrders(query: FbaOrderListQuery) {
  return useQuery(fbaOrdersQueryOptions(query));
}
