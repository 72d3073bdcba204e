import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productionKeys } from './query-keys';

type Review = { embId: number } & ({ approve: true } | { approve: false; reason: string });

/**
 * The seller's answer to a stitch-out waiting for them: POST /embs/{id}/approve starts production
 * of the orders waiting on it; POST /embs/{id}/decline {reason} sends it back to the designer.
 */
export async function reviewStitchOut(review: Review): Promise<{ message?: string }> {
  return review.approve
    ? apiClient.post(`/embs/${review.embId}/approve`, {})
    : apiClient.post(`/embs/${review.embId}/decline`, { reason: review.reason });
}

export function useReviewStitchOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewStitchOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionKeys.all }),
  });
}
