import type { OrderListQuery } from '@stitchworks/shared';

/** What /unverified-order asks for: a page and an optional keyword. */
export type UnverifiedOrdersFilter = { page?: number; limit?: number; keyword?: string };

/**
 * Query keys of the order book. The root 'orders' is invalidated by the live `update-order` event
 * (staff) and by every order mutation, so lists, details and counts refresh together.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filter: OrderListQuery) => [...ordersKeys.lists(), filter] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (id: number) => [...ordersKeys.details(), id] as const,
  revisions: (id: number) => [...ordersKeys.detail(id), 'revisions'] as const,
  counts: () => [...ordersKeys.all, 'count'] as const,
  count: (status?: string) => [...ordersKeys.counts(), status ?? 'all'] as const,
  invoice: (id: number) => [...ordersKeys.detail(id), 'invoice'] as const,
  unverifiedLists: () => [...ordersKeys.all, 'unverified'] as const,
  unverified: (filter: UnverifiedOrdersFilter) =>
    [...ordersKeys.unverifiedLists(), filter] as const,
};
