import type { AdminRangeReport } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { dashboardQueryOf } from '../dashboard-range';
import { dashboardsKeys } from './query-keys';

type RangeQuery = ReturnType<typeof dashboardQueryOf>;

export async function getAdminRangeReport(
  query: RangeQuery,
  signal?: AbortSignal,
): Promise<AdminRangeReport> {
  const body = await apiClient.get<{ data: AdminRangeReport }>('/dashboard/admin/report2', {
    query,
    signal,
  });
  return body.data;
}

export function adminRangeReportQueryOptions(query: RangeQuery) {
  return queryOptions({
    queryKey: dashboardsKeys.adminRange(query),
    queryFn: ({ signal }) => getAdminRangeReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Orders and revenue of a range, by day and factory (admin). */
export function useAdminRangeReport(query: RangeQuery) {
  return useQuery(adminRangeReportQueryOptions(query));
}
