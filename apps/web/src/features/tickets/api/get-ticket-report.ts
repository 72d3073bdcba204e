import type { TicketReport, TicketReportQuery } from '@stitchworks/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /tickets/report?from&to&topic&page: response and resolution times. */
export async function getTicketReport(query: TicketReportQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: TicketReport }>('/tickets/report', { query, signal });
  return body.data;
}

export function useTicketReport(query: TicketReportQuery) {
  return useQuery({
    queryKey: ticketKeys.report(query),
    queryFn: ({ signal }) => getTicketReport(query, signal),
    placeholderData: keepPreviousData,
  });
}
