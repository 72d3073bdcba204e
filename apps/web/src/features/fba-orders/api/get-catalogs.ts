import type { Bootstrap, Catalog } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fbaOrderKeys } from './query-keys';

/** Every catalog a unit can be made as (both factories', each id once). */
export async function getFbaCatalogs(signal?: AbortSignal): Promise<Catalog[]> {
  const body = await apiClient.get<{ data: Bootstrap }>('/bootstrap', { signal });
  const byId = new Map<number, Catalog>();
  for (const catalog of [...body.data.catalogData, ...body.data.catalogDataEu1]) {
    if (!byId.has(catalog.value)) byId.set(catalog.value, catalog);
  }
  return [...byId.values()];
}

export function useFbaCatalogs() {
  return useQuery(
    queryOptions({
      queryKey: [...fbaOrderKeys.all, 'catalogs'],
      queryFn: ({ signal }) => getFbaCatalogs(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
