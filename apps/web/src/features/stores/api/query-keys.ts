import type { StoreListQuery } from '@stitchworks/shared';

export const storesKeys = {
  all: ['stores'] as const,
  lists: () => [...storesKeys.all, 'list'] as const,
  list: (query: StoreListQuery) => [...storesKeys.lists(), query] as const,
  detail: (id: number) => [...storesKeys.all, 'detail', id] as const,
  key: (id: number) => [...storesKeys.all, 'key', id] as const,
  platforms: () => [...storesKeys.all, 'platforms'] as const,
  platformWebsites: () => [...storesKeys.all, 'platform-websites'] as const,
  shopifyCheck: (shop: string) => [...storesKeys.all, 'shopify-check', shop] as const,
};
