import type { AdminLiveReport } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './query-keys';

export async function getAdminLiveReport(signal?: AbortSignal): Promise<AdminLiveReport> {
  const body = await apiClient.get<{ data: AdminLiveReport }>('/dashboard/admin/report', {
    signal,
  });
  return body.data;
}

export function adminLiveReportQueryOptions() {
  return queryOptions({
    queryKey: dashboardsKeys.adminLive(),
    queryFn: ({ signal }) => getAdminLiveReport(signal),
  });
}

/** What waits now for the admin. */
export function useAdminLiveReport() {
  return useQuery(adminLiveReportQueryOptions());
}
