import type { Product, UpdateProductInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export async function updateProduct(id: number, input: UpdateProductInput): Promise<Product> {
  const body = await apiClient.put<{ data: Product }>(`/products/${id}`, input);
  return body.data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateProductInput }) =>
      updateProduct(id, input),
    onSuccess: async (product) => {
      queryClient.setQueryData(productsKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
}
