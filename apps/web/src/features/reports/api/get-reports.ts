import type { ReportList, ReportListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hasPendingReports, REPORT_REFRESH_MS } from '../report-search';
import { reportsKeys } from './query-keys';

export async function getReports(query: ReportListQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: ReportList }>('/reports', { query, signal });
  return body.data;
}

export function reportsQueryOptions(query: ReportListQuery) {
  return queryOptions({
    queryKey: reportsKeys.list(query),
    queryFn: ({ signal }) => getReports(query, signal),
    placeholderData: keepPreviousData,
    // Asks again while a report of the page is queued or running.
    refetchInterval: (state) =>
      hasPendingReports(state.state.data?.rows) ? REPORT_REFRESH_MS : false,
  });
}

/** A page of generated reports, newest first. */
export function useReports(query: ReportListQuery) {
  return useQuery(reportsQueryOptions(query));
}
