import type { BuyLabelInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { type LabelAnswer, refreshOrderShipping } from './label-mutation';

/** POST /shipping_labels/buy: the first label of a packed order, from the API carrier in use. */
export async function buyLabel(
  input: BuyLabelInput,
  idempotencyKey?: string,
): Promise<LabelAnswer> {
  // Buying waits on the carrier: the refusal is shown in the dialog, not as a toast.
  return apiClient.post<LabelAnswer>('/shipping_labels/buy', input, {
    silent: true,
    idempotencyKey,
  });
}

/** Buys a label; a retried click (after a time-out, say) buys it once. */
export function useBuyLabel() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (input: BuyLabelInput) => keys.run(input, (key) => buyLabel(input, key)),
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
