import type { TicketStatus } from '@stitchworks/shared';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { type TicketChange, useTicketMutation } from './ticket-change';

export type NewTicketMessage = {
  id: number;
  message: string;
  internal?: boolean | undefined;
  status?: TicketStatus | undefined;
  attachments: File[];
};

/** POST /tickets/{id}/messages (multipart: message, attachments; internal and status ours). */
export function addTicketMessage(input: NewTicketMessage) {
  const form = new FormData();
  form.append('message', input.message);
  if (input.internal) form.append('internal', 'true');
  if (input.status) form.append('status', input.status);
  for (const file of input.attachments) form.append('attachments', file, file.name);
  return apiClient.post<TicketChange>(`/tickets/${input.id}/messages`, form, {
    silent: true,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}

export function useAddTicketMessage() {
  return useTicketMutation(addTicketMessage);
}
