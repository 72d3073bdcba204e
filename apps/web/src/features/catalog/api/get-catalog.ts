import type { Catalog } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

export async function getCatalog(id: number, signal?: AbortSignal): Promise<Catalog> {
  const body = await apiClient.get<{ data: Catalog }>(`/catalogs/${id}`, { signal });
  return body.data;
}

export function catalogQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.adminDetail(id),
    queryFn: ({ signal }) => getCatalog(id, signal),
  });
}

export function useCatalog(id: number | undefined) {
  return useQuery({ ...catalogQueryOptions(id ?? 0), enabled: id !== undefined });
}
