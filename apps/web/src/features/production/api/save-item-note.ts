import type { ItemNoteInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyItemAnswer, type ItemAnswer } from './item-mutation';

/** POST /order_items/note: the item's note for the floor; answers the item as it is now. */
export async function saveItemNote(input: ItemNoteInput): Promise<ItemAnswer> {
  return apiClient.post<ItemAnswer>('/order_items/note', input);
}

export function useSaveItemNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItemNote,
    onSuccess: (answer) => applyItemAnswer(queryClient, answer?.data),
  });
}
