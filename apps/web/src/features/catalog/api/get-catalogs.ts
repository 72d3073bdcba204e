import type { Catalog } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

export async function getCatalogs(signal?: AbortSignal): Promise<Catalog[]> {
  const body = await apiClient.get<{ data: Catalog[] }>('/catalogs', { signal });
  return body.data;
}

export function catalogsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.adminList(),
    queryFn: ({ signal }) => getCatalogs(signal),
  });
}

/** Every catalog, active or not (admin). */
export function useCatalogs() {
  return useQuery(catalogsQueryOptions());
}
