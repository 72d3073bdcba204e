import type { InventoryList, ListInventoriesQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './query-keys';

/** GET /inventories: rows of the factories the user manages, filtered and paged. */
export async function getInventories(
  query: ListInventoriesQuery,
  signal?: AbortSignal,
): Promise<InventoryList> {
  const body = await apiClient.get<{ data: InventoryList }>('/inventories', {
    query: query as Record<string, string | number | boolean | undefined>,
    signal,
    silent: true,
  });
  return body.data;
}

export function inventoriesQueryOptions(query: ListInventoriesQuery) {
  return queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => getInventories(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInventories(query: ListInventoriesQuery) {
  return useQuery(inventoriesQueryOptions(query));
}
