import type { Cart } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cartKeys } from './query-keys';

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const body = await apiClient.get<{ data: Cart }>('/cart', { signal });
  return body.data;
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.cart(), queryFn: ({ signal }) => getCart(signal) });
}

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
