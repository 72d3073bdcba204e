import type { Product, ProductListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export type ProductList = { rows: Product[]; count: number; totalPage: number };

export async function getProducts(query: ProductListQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: ProductList }>('/products', { query, signal });
  return body.data;
}

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: productsKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query));
}
