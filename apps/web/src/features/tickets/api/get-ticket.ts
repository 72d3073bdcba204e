import type { Ticket } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /tickets/{id}: the ticket with its conversation. */
export async function getTicket(id: number, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: Ticket }>(`/tickets/${id}`, { signal, silent: true });
  return body.data;
}

export function ticketQueryOptions(id: number) {
  return queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}
