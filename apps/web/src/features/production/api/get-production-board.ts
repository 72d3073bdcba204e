import type { ProductionBoard, ProductionBoardQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';
import { productionKeys } from './query-keys';

/** GET /production/board: items by stage with counts per stage and of overdue items. */
export async function getProductionBoard(
  query: ProductionBoardQuery,
  signal?: AbortSignal,
): Promise<ProductionBoard> {
  const body = await apiClient.get<{ data: ProductionBoard }>('/production/board', {
    query: query as QueryParams,
    signal,
  });
  return body.data;
}

export function productionBoardQueryOptions(query: ProductionBoardQuery) {
  return queryOptions({
    queryKey: productionKeys.board(query),
    queryFn: ({ signal }) => getProductionBoard(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProductionBoard(query: ProductionBoardQuery) {
  return useQuery(productionBoardQueryOptions(query));
}
