import type { StockList, StockQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKeys } from './query-keys';

/** GET /stock (sellers): each blank available, low or out. */
export async function getStock(query: StockQuery, signal?: AbortSignal): Promise<StockList> {
  const body = await apiClient.get<{ data: StockList }>('/stock', {
    query: query as Record<string, string | number | undefined>,
    signal,
  });
  return body.data;
}

export function stockQueryOptions(query: StockQuery) {
  return queryOptions({
    queryKey: inventoryKeys.stock(query),
    queryFn: ({ signal }) => getStock(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStock(query: StockQuery) {
  return useQuery(stockQueryOptions(query));
}
