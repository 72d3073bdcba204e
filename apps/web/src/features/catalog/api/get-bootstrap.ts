import type { Bootstrap } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

export async function getBootstrap(signal?: AbortSignal): Promise<Bootstrap> {
  const body = await apiClient.get<{ data: Bootstrap }>('/bootstrap', { signal });
  return body.data;
}

/** Catalogs of both factories and the seller's own prices; read by pickers and price forms. */
export function bootstrapQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.bootstrap(),
    queryFn: ({ signal }) => getBootstrap(signal),
    staleTime: 5 * 60_000,
  });
}

export function useBootstrap() {
  return useQuery(bootstrapQueryOptions());
}
