import type { Ticket } from '@stitchworks/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from './query-keys';

/** What a ticket write answers: the ticket as it is now and the contract's message. */
export type TicketChange = { data: Ticket; message: string };

/** After a ticket changes: its detail is the answer; the lists and the report reload. */
export function settleTicketChange(queryClient: QueryClient, ticket?: Ticket) {
  if (ticket) queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
}

/** A mutation of a ticket; its form shows the error itself. */
export function useTicketMutation<TInput>(call: (input: TInput) => Promise<TicketChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (change) => settleTicketChange(queryClient, change.data),
  });
}
