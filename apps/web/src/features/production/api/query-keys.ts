import type { ProductionBoardQuery } from '@stitchworks/shared';

/**
 * Query keys of the production floor. A scan, undo or status change invalidates the root
 * 'production', so the scan page, the order's production card and the board refresh together.
 */
export const productionKeys = {
  all: ['production'] as const,
  items: () => [...productionKeys.all, 'item'] as const,
  item: (id: number) => [...productionKeys.items(), id] as const,
  orders: () => [...productionKeys.all, 'order'] as const,
  order: (orderId: number) => [...productionKeys.orders(), orderId] as const,
  labels: (ids: string) => [...productionKeys.all, 'labels', ids] as const,
  boards: () => [...productionKeys.all, 'board'] as const,
  board: (query: ProductionBoardQuery) => [...productionKeys.boards(), query] as const,
  /** A stitch file's SVG preview, fetched with the token; it never changes for an id. */
  preview: (url: string) => ['production-preview', url] as const,
};
