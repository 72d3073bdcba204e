import type { Product, ProductsInBulkInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export async function createProducts(input: ProductsInBulkInput): Promise<Product[]> {
  const body = await apiClient.post<{ data: Product[] }>('/products/in-bulk', input, {
    timeoutMs: 120_000,
  });
  return body.data;
}

export function useCreateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.lists() }),
  });
}
