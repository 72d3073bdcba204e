import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** DELETE /orders/{id}: archives the order (spec 02 §4: deleting in the list acts as archive). */
export async function archiveOrder(id: number): Promise<void> {
  await apiClient.delete(`/orders/${id}`);
}

export type ArchiveOutcome = { archived: number[]; failed: { id: number; error: unknown }[] };

/**
 * Archives one or more orders one by one (each is its own check: a paid one is refused while the
 * others go), then refreshes the lists, counts and the archived orders' details.
 */
export async function archiveOrders(ids: readonly number[]): Promise<ArchiveOutcome> {
  const outcome: ArchiveOutcome = { archived: [], failed: [] };
  for (const id of ids) {
    try {
      await archiveOrder(id);
      outcome.archived.push(id);
    } catch (error) {
      outcome.failed.push({ id, error });
    }
  }
  return outcome;
}

export function useArchiveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
