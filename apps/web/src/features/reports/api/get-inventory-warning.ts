import type { InventoryWarning, InventoryWarningQuery } from '@stitchworks/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from './query-keys';

export async function getInventoryWarning(query: InventoryWarningQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: InventoryWarning }>('/reports/inventory-warning', {
    query,
    signal,
  });
  return body.data;
}

export function useInventoryWarning(query: InventoryWarningQuery) {
  return useQuery({
    queryKey: reportsKeys.inventoryWarning(query),
    queryFn: ({ signal }) => getInventoryWarning(query, signal),
    placeholderData: keepPreviousData,
  });
}
