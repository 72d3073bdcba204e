import type { FbaOrderStatus } from '@stitchworks/shared';

/** GET /fba-orders' query as the list sends it. */
export type FbaOrderListQuery = {
  page: number;
  limit: number;
  status?: FbaOrderStatus | undefined;
  keyword?: string | undefined;
  userId?: number | undefined;
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
};

export const fbaOrderKeys = {
  all: ['fba-orders'] as const,
  lists: () => [...fbaOrderKeys.all, 'list'] as const,
  list: (query: FbaOrderListQuery) => [...fbaOrderKeys.lists(), query] as const,
  detail: (id: number) => [...fbaOrderKeys.all, 'detail', id] as const,
  ofOrder: (orderId: number) => [...fbaOrderKeys.all, 'of-order', orderId] as const,
};
