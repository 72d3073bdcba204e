import type { TicketList, TicketListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /tickets?page&status&topic&isAssigned&keyword: a seller's own, or all for staff. */
export async function getTickets(query: TicketListQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: TicketList }>('/tickets', { query, signal });
  return body.data;
}

export function ticketsQueryOptions(query: TicketListQuery) {
  return queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTickets(query: TicketListQuery) {
  return useQuery(ticketsQueryOptions(query));
}
