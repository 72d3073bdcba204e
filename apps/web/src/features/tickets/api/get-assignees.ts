import type { TicketAssignee } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /tickets/assignees: the supporters and admins a ticket can go to. */
export async function getAssignees(signal?: AbortSignal) {
  const body = await apiClient.get<{ data: { rows: TicketAssignee[] } }>('/tickets/assignees', {
    signal,
  });
  return body.data.rows;
}

export function useAssignees(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ticketKeys.assignees(),
      queryFn: ({ signal }) => getAssignees(signal),
    }),
    enabled,
    staleTime: 60_000,
  });
}
