import type { OrderedProducts, OrderedProductsQuery } from '@stitchworks/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from './query-keys';

export async function getOrderedProducts(query: OrderedProductsQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: OrderedProducts }>('/reports/ordered-products', {
    query: { ...query, groupBy: query.groupBy as readonly string[] | undefined },
    signal,
  });
  return body.data;
}

export function useOrderedProducts(query: OrderedProductsQuery) {
  return useQuery({
    queryKey: reportsKeys.orderedProducts(query),
    queryFn: ({ signal }) => getOrderedProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
