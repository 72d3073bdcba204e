import type { CreateOrderInput, OrderCost } from '@stitchworks/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/**
 * POST /orders/provisional-total: the exact cost of an order to a complete address (shipping,
 * tax, discount), computed by the code that charges it.
 */
export async function getProvisionalTotal(
  input: CreateOrderInput,
  signal?: AbortSignal,
): Promise<OrderCost> {
  const body = await apiClient.post<{ data: OrderCost }>('/orders/provisional-total', input, {
    signal,
    silent: true,
  });
  return body.data;
}

export function provisionalTotalQueryOptions(input: CreateOrderInput) {
  return queryOptions({
    queryKey: [...ordersKeys.all, 'provisional-total', input] as const,
    queryFn: ({ signal }) => getProvisionalTotal(input, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
