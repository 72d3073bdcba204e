import type { OrderRevision } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** GET /orders/{id}/revisions: every change of the order, newest first. */
export async function getOrderRevisions(
  id: number,
  signal?: AbortSignal,
): Promise<OrderRevision[]> {
  const body = await apiClient.get<{ data: { rows: OrderRevision[] } }>(`/orders/${id}/revisions`, {
    signal,
  });
  return body.data.rows;
}

export function orderRevisionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ordersKeys.revisions(id),
    queryFn: ({ signal }) => getOrderRevisions(id, signal),
  });
}

/** Loaded when the changelog tab opens. */
export function useOrderRevisions(id: number, { enabled = true } = {}) {
  return useQuery({ ...orderRevisionsQueryOptions(id), enabled });
}
