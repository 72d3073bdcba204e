import type { DesignerDashboard } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './query-keys';

export async function getDesignerDashboard(signal?: AbortSignal): Promise<DesignerDashboard> {
  const body = await apiClient.get<{ data: DesignerDashboard }>('/dashboard/designer', { signal });
  return body.data;
}

export function designerDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardsKeys.designer(),
    queryFn: ({ signal }) => getDesignerDashboard(signal),
  });
}

/** The designer's own queue. */
export function useDesignerDashboard() {
  return useQuery(designerDashboardQueryOptions());
}
