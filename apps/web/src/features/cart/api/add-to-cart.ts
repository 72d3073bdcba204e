import type { AddToCartInput, Cart } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './query-keys';

export async function addToCart(input: AddToCartInput): Promise<Cart> {
  const body = await apiClient.post<{ data: Cart }>('/cart', input);
  return body.data;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart(), cart),
  });
}
