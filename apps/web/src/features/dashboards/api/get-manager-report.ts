import type { ManagerReport } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { dashboardQueryOf } from '../dashboard-range';
import { dashboardsKeys } from './query-keys';

type RangeQuery = ReturnType<typeof dashboardQueryOf>;

export async function getManagerReport(
  query: RangeQuery,
  signal?: AbortSignal,
): Promise<ManagerReport> {
  const body = await apiClient.get<{ data: ManagerReport }>('/dashboard/manager/report', {
    query,
    signal,
  });
  return body.data;
}

export function managerReportQueryOptions(query: RangeQuery) {
  return queryOptions({
    queryKey: dashboardsKeys.manager(query),
    queryFn: ({ signal }) => getManagerReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The business's orders of a range, without money (manager). */
export function useManagerReport(query: RangeQuery) {
  return useQuery(managerReportQueryOptions(query));
}
