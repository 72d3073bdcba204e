import type { FbaOrder } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fbaOrderKeys } from './query-keys';

export async function getFbaOrder(id: number, signal?: AbortSignal): Promise<FbaOrder> {
  const body = await apiClient.get<{ data: FbaOrder }>(`/fba-orders/${id}`, {
    signal,
    silent: true,
  });
  return body.data;
}

export function fbaOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: fbaOrderKeys.detail(id),
    queryFn: ({ signal }) => getFbaOrder(id, signal),
  });
}

export function useFbaOrder(id: number) {
  return useQuery(fbaOrderQueryOptions(id));
}
