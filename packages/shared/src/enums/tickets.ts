/**
 * The ticket's life (spec 03 §4 leaves it to us): `open` waits for staff, `answered` waits for the
 * seller, `closed` ends it; a seller's new message reopens an answered or closed ticket.
 */
export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** What a ticket is about (the spec names the field, not its values). */
export const ticketTopics = [
  'order',
  'shipping',
  'payment',
  'product',
  'design',
  'account',
  'other',
] as const;
export type TicketTopic = (typeof ticketTopics)[number];
