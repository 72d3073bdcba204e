import type { SupporterDashboard } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './query-keys';

export async function getSupporterDashboard(signal?: AbortSignal): Promise<SupporterDashboard> {
  const body = await apiClient.get<{ data: SupporterDashboard }>('/dashboard/supporter', {
    signal,
  });
  return body.data;
}

export function supporterDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardsKeys.supporter(),
    queryFn: ({ signal }) => getSupporterDashboard(signal),
  });
}

/** Orders waiting for support. */
export function useSupporterDashboard() {
  return useQuery(supporterDashboardQueryOptions());
}
