import type { OrderCost, OrderPriceInput } from '@stitchworks/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/**
 * POST /orders/price: what the rows cost before the address is complete (shipping by the
 * country when one is given, no tax). A read, so it runs as a query keyed by its payload.
 */
export async function priceOrder(input: OrderPriceInput, signal?: AbortSignal): Promise<OrderCost> {
  const body = await apiClient.post<{ data: OrderCost }>('/orders/price', input, {
    signal,
    silent: true,
  });
  return body.data;
}

export function orderPriceQueryOptions(input: OrderPriceInput) {
  return queryOptions({
    queryKey: [...ordersKeys.all, 'price', input] as const,
    queryFn: ({ signal }) => priceOrder(input, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
