import type { ProductListQuery } from '@stitchworks/shared';

export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productsKeys.lists(), query] as const,
  detail: (id: number) => [...productsKeys.all, 'detail', id] as const,
};
