import type { ItemEmbInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

/** POST /order_items/emb: the embroidery options of one design of an item (spec 02 §7). */
export async function saveItemEmb(input: ItemEmbInput): Promise<ItemAnswer> {
  return apiClient.post<ItemAnswer>('/order_items/emb', input);
}

export function useSaveItemEmb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItemEmb,
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
