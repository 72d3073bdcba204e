import type { Store } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export async function getStore(id: number, signal?: AbortSignal): Promise<Store> {
  const body = await apiClient.get<{ data: Store }>(`/stores/${id}`, { signal });
  return body.data;
}

export function storeQueryOptions(id: number) {
  return queryOptions({
    queryKey: storesKeys.detail(id),
    queryFn: ({ signal }) => getStore(id, signal),
  });
}

export function useStore(id: number, enabled = true) {
  return useQuery({ ...storeQueryOptions(id), enabled });
}
