import type { Product } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const body = await apiClient.get<{ data: Product }>(`/products/${id}`, { signal });
  return body.data;
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productsKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: number | undefined) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
}
