import type { ListInventoriesQuery, StockQuery } from '@stitchworks/shared';

/** Query keys of the inventory; every stock change invalidates `all` (lists and histories move together). */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (query: ListInventoriesQuery) => [...inventoryKeys.lists(), query] as const,
  movements: (id: number, page: number) => [...inventoryKeys.all, 'movements', id, page] as const,
  catalogs: () => [...inventoryKeys.all, 'catalogs'] as const,
  stock: (query: StockQuery) => ['stock', query] as const,
};
