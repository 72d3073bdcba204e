import type { OrderStatus, ReshipInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { refreshOrderShipping } from './label-mutation';

export type ReshipAnswer = {
  data: { orderId: number; status: OrderStatus; transactionId: number | null };
  message: string;
};

/**
 * POST /orders/reship: the order sent again, paid by the seller (charged to their credit) or the
 * business. The key makes a retried charge count once.
 */
export async function reshipOrder(input: ReshipInput, idempotencyKey?: string) {
  return apiClient.post<ReshipAnswer>('/orders/reship', input, { idempotencyKey, silent: true });
}

/** Reships; a retried submit of the same values charges once (one key per submit). */
export function useReshipOrder() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: ReshipInput) => keys.run(input, (key) => reshipOrder(input, key)),
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
