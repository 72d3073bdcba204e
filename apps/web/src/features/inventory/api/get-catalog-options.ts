import type { Bootstrap } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './query-keys';

export type CatalogOption = { id: number; name: string; sizes: string[]; colors: string[] };

/** GET /bootstrap, read for the catalogs' names, sizes and colours (both factories). */
export async function getCatalogOptions(signal?: AbortSignal): Promise<CatalogOption[]> {
  const body = await apiClient.get<{ data: Bootstrap }>('/bootstrap', { signal, silent: true });
  const all = [...body.data.catalogData, ...body.data.catalogDataEu1];
  const byId = new Map(all.map((catalog) => [catalog.value, catalog]));
  return [...byId.values()]
    .sort((a, b) => a.value - b.value)
    .map((catalog) => ({
      id: catalog.value,
      name: catalog.text,
      sizes: catalog.sizes,
      colors: catalog.colors.map((color) => color.name),
    }));
}

export function catalogOptionsQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.catalogs(),
    queryFn: ({ signal }) => getCatalogOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogOptions() {
  return useQuery(catalogOptionsQueryOptions());
}
