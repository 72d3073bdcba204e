import type { UpdateTicketInput } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type TicketChange, useTicketMutation } from './ticket-change';

/** PUT /tickets/{id}: status, assignedUserId, sellerRead or supporterRead. */
export function updateTicket({ id, ...input }: UpdateTicketInput & { id: number }) {
  return apiClient.put<TicketChange>(`/tickets/${id}`, input, { silent: true });
}

export function useUpdateTicket() {
  return useTicketMutation(updateTicket);
}
