import type { TicketTopic } from '@stitchworks/shared';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { type TicketChange, useTicketMutation } from './ticket-change';

export type NewTicket = {
  title: string;
  topic: TicketTopic;
  message: string;
  userId?: number | undefined;
  orderId?: number | undefined;
  attachments: File[];
};

/** POST /tickets (multipart: title, message, topic, userId, orderId, attachments). */
export function createTicket(input: NewTicket) {
  const form = new FormData();
  form.append('title', input.title);
  form.append('topic', input.topic);
  form.append('message', input.message);
  if (input.userId !== undefined) form.append('userId', String(input.userId));
  if (input.orderId !== undefined) form.append('orderId', String(input.orderId));
  for (const file of input.attachments) form.append('attachments', file, file.name);
  return apiClient.post<TicketChange>('/tickets', form, {
    silent: true,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}

export function useCreateTicket() {
  return useTicketMutation(createTicket);
}
