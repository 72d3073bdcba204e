import type { OrderList, OrderListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** GET /orders: one page of the order list with its filters (a seller's own, or staff's view). */
export async function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderList> {
  const body = await apiClient.get<{ data: OrderList }>('/orders', {
    query: query as Record<string, string | number | undefined>,
    signal,
  });
  return body.data;
}

export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    // The rows on screen stay while the next filter's rows load: no blank flash between filters.
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}
