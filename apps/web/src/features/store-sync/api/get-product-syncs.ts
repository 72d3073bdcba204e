import type { ProductSync, ProductSyncListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

export type ProductSyncList = {
  rows: ProductSync[];
  count: number;
  total: number;
  totalPage: number;
};

export async function getProductSyncs(
  query: ProductSyncListQuery,
  signal?: AbortSignal,
): Promise<ProductSyncList> {
  const body = await apiClient.get<{ data: ProductSyncList }>('/product-syncs', { query, signal });
  return body.data;
}

export function productSyncsQueryOptions(query: ProductSyncListQuery) {
  return queryOptions({
    queryKey: storeSyncKeys.productSyncList(query),
    queryFn: ({ signal }) => getProductSyncs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProductSyncs(query: ProductSyncListQuery) {
  return useQuery(productSyncsQueryOptions(query));
}
