import type { CostList } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { costListsKeys } from './query-keys';

/** GET /users/{id}/cost-list: what a seller pays per catalog and size (staff). */
export async function getCostList(userId: number, signal?: AbortSignal): Promise<CostList> {
  const body = await apiClient.get<{ data: CostList }>(`/users/${userId}/cost-list`, { signal });
  return body.data;
}

export function costListQueryOptions(userId: number) {
  return queryOptions({
    queryKey: costListsKeys.detail(userId),
    queryFn: ({ signal }) => getCostList(userId, signal),
  });
}

export function useCostList(userId: number) {
  return useQuery(costListQueryOptions(userId));
}
