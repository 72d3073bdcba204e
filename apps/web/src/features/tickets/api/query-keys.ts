import type { TicketListQuery, TicketReportQuery } from '@stitchworks/shared';

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: TicketListQuery) => [...ticketKeys.lists(), query] as const,
  detail: (id: number) => [...ticketKeys.all, 'detail', id] as const,
  assignees: () => [...ticketKeys.all, 'assignees'] as const,
  cannedReplies: () => [...ticketKeys.all, 'canned-replies'] as const,
  report: (query: TicketReportQuery) => [...ticketKeys.all, 'report', query] as const,
};
