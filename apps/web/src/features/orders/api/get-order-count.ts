import type { OrderStatus } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** GET /orders/count?status=: how many orders of a status the caller can see. */
export async function getOrderCount(status: OrderStatus, signal?: AbortSignal): Promise<number> {
  const body = await apiClient.get<{ data: { count: number } }>('/orders/count', {
    query: { status },
    signal,
    // A banner's count: its failure is not worth a toast on every page.
    silent: true,
  });
  return body.data.count;
}

export function orderCountQueryOptions(status: OrderStatus) {
  return queryOptions({
    queryKey: ordersKeys.count(status),
    queryFn: ({ signal }) => getOrderCount(status, signal),
    staleTime: 60_000,
  });
}

export function useOrderCount(status: OrderStatus, { enabled = true } = {}) {
  return useQuery({ ...orderCountQueryOptions(status), enabled });
}
