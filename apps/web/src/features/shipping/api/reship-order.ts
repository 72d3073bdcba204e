import type { OrderStatus, ReshipInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshOrderShipping } from './label-mutation';

export type ReshipAnswer = {
  data: { orderId: number; status: OrderStatus; transactionId: number | null };
  message: string;
};

/**
 * POST /orders/reship: the order sent again, paid by the seller (charged to their credit) or the
 * business. The key makes a retried charge count once.
 */
export async function reshipOrder(input: ReshipInput, idempotencyKey: string) {
  return apiClient.post<ReshipAnswer>('/orders/reship', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function useReshipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { input: ReshipInput; idempotencyKey: string }) =>
      reshipOrder(request.input, request.idempotencyKey),
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
