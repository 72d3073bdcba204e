import type { ProductionItem } from '@stitchworks/shared';
import type { QueryClient } from '@tanstack/react-query';
import { productionKeys } from './query-keys';

/** What the item's mutations answer: the item as it is now, and the server's message. */
export type ItemAnswer = { data: ProductionItem; message?: string };

/**
 * After a change to an item: its new state shows at once, the rest of the floor's views (the
 * order's card, the board) load again.
 */
export async function applyItemAnswer(queryClient: QueryClient, item: ProductionItem | undefined) {
  if (item) queryClient.setQueryData(productionKeys.item(item.id), item);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: productionKeys.orders() }),
    queryClient.invalidateQueries({ queryKey: productionKeys.boards() }),
    item ? undefined : queryClient.invalidateQueries({ queryKey: productionKeys.items() }),
  ]);
}
