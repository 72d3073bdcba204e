import type { CartCheckoutInput, Order } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { ordersKeys } from './query-keys';

/**
 * POST /orders/from-cart: the cart's lines become one order and the cart is emptied. The key
 * makes a retried submit place it once.
 */
export async function checkoutCart(
  input: CartCheckoutInput,
  idempotencyKey?: string,
): Promise<Order> {
  const body = await apiClient.post<{ data: Order }>('/orders/from-cart', input, {
    idempotencyKey,
  });
  return body.data;
}

/**
 * Places the cart's order. The cart belongs to another feature: the page that composes both
 * refreshes it through `onPlaced`.
 */
export function useCheckoutCart(onPlaced?: (order: Order) => void) {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: CartCheckoutInput) => keys.run(input, (key) => checkoutCart(input, key)),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
      onPlaced?.(order);
    },
  });
}
