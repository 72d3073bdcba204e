import type { OutOfStockList } from '@stitchworks/shared/schemas/out-of-stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from './api-client';
import { type OutOfStockLookup, outOfStockLookup } from './out-of-stock-lookup';

/**
 * GET /out-of-stocks, read by the admin's out-of-stock page and by every seller form that offers
 * colours and sizes (orders, products, cart): shared code, as features do not import each other.
 * The page's save invalidates `outOfStockKeys.all`.
 */
export const outOfStockKeys = {
  all: ['out-of-stock'] as const,
  lists: () => [...outOfStockKeys.all, 'lists'] as const,
};

export async function getOutOfStocks(signal?: AbortSignal): Promise<OutOfStockList> {
  const body = await apiClient.get<{ data: OutOfStockList }>('/out-of-stocks', { signal });
  return body.data;
}

export function outOfStocksQueryOptions() {
  return queryOptions({
    queryKey: outOfStockKeys.lists(),
    queryFn: ({ signal }) => getOutOfStocks(signal),
    staleTime: 60_000,
  });
}

export function useOutOfStocks() {
  return useQuery(outOfStocksQueryOptions());
}

/**
 * The marked variants as a lookup; empty while loading or if the list could not load (the server
 * still refuses an order or cart line of a marked variant, with a message naming it).
 */
export function useOutOfStock(): OutOfStockLookup {
  const { data } = useOutOfStocks();
  return useMemo(() => outOfStockLookup(data), [data]);
}
