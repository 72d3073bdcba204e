import type { SellerDashboard } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { dashboardQueryOf } from '../dashboard-range';
import { dashboardsKeys } from './query-keys';

type RangeQuery = ReturnType<typeof dashboardQueryOf>;

export async function getSellerDashboard(
  query: RangeQuery,
  signal?: AbortSignal,
): Promise<SellerDashboard> {
  const body = await apiClient.get<{ data: SellerDashboard }>('/dashboard/seller', {
    query,
    signal,
  });
  return body.data;
}

export function sellerDashboardQueryOptions(query: RangeQuery) {
  return queryOptions({
    queryKey: dashboardsKeys.seller(query),
    queryFn: ({ signal }) => getSellerDashboard(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in seller's overview of a range. */
export function useSellerDashboard(query: RangeQuery) {
  return useQuery(sellerDashboardQueryOptions(query));
}
