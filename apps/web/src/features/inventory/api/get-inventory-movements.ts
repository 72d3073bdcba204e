import type { InventoryMovementList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './query-keys';

export const MOVEMENTS_PAGE_SIZE = 20;

/** GET /inventories/:id/movements: a row's history, newest first. */
export async function getInventoryMovements(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<InventoryMovementList> {
  const body = await apiClient.get<{ data: InventoryMovementList }>(
    `/inventories/${id}/movements`,
    { query: { page, limit: MOVEMENTS_PAGE_SIZE }, signal },
  );
  return body.data;
}

export function inventoryMovementsQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: inventoryKeys.movements(id, page),
    queryFn: ({ signal }) => getInventoryMovements(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryMovements(id: number | null, page: number) {
  return useQuery({ ...inventoryMovementsQueryOptions(id ?? 0, page), enabled: id !== null });
}
