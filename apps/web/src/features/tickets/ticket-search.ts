import {
  type TicketStatus,
  type TicketTopic,
  ticketStatuses,
  ticketTopics,
} from '@stitchworks/shared/enums/tickets';

/** /ticket's filters and page in the URL (spec 03: status, topic, assigned and keyword). */
export type TicketListSearch = {
  page?: number | undefined;
  status?: TicketStatus | undefined;
  topic?: TicketTopic | undefined;
  isAssigned?: 'true' | 'false' | undefined;
  keyword?: string | undefined;
};

/** /report/tickets: the day range (unix seconds), the topic and the page in the URL. */
export type TicketReportSearch = {
  page?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  topic?: TicketTopic | undefined;
};

/** /ticket/new?orderId=12 opens the form about that order. */
export type NewTicketSearch = { orderId?: number | undefined };

const MAX_KEYWORD_LENGTH = 100;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

const integerFrom = (value: unknown, min: number) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
};

export function validateTicketListSearch(search: Record<string, unknown>): TicketListSearch {
  // The router reads `?keyword=12` as a number: a ticket or order id is a fine keyword.
  const keyword =
    typeof search.keyword === 'string' || typeof search.keyword === 'number'
      ? String(search.keyword).trim().slice(0, MAX_KEYWORD_LENGTH)
      : '';
  const assigned = search.isAssigned;
  return {
    page: integerFrom(search.page, 2),
    status: oneOf(ticketStatuses, search.status),
    topic: oneOf(ticketTopics, search.topic),
    isAssigned:
      assigned === true || assigned === 'true'
        ? 'true'
        : assigned === false || assigned === 'false'
          ? 'false'
          : undefined,
    keyword: keyword || undefined,
  };
}

export function validateTicketReportSearch(search: Record<string, unknown>): TicketReportSearch {
  const from = integerFrom(search.from, 0);
  const to = integerFrom(search.to, 0);
  return {
    page: integerFrom(search.page, 2),
    from,
    to: to !== undefined && (from === undefined || to >= from) ? to : undefined,
    topic: oneOf(ticketTopics, search.topic),
  };
}

export function validateNewTicketSearch(search: Record<string, unknown>): NewTicketSearch {
  return { orderId: integerFrom(search.orderId, 1) };
}
