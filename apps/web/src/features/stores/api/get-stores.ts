import type { Store, StoreListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export type StoreList = { rows: Store[]; count: number; total: number; totalPage: number };

export async function getStores(query: StoreListQuery, signal?: AbortSignal): Promise<StoreList> {
  const body = await apiClient.get<{ data: StoreList }>('/stores', { query, signal });
  return body.data;
}

export function storesQueryOptions(query: StoreListQuery) {
  return queryOptions({
    queryKey: storesKeys.list(query),
    queryFn: ({ signal }) => getStores(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStores(query: StoreListQuery) {
  return useQuery(storesQueryOptions(query));
}
