import type { BuyLabelInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type LabelAnswer, refreshOrderShipping } from './label-mutation';

/** POST /shipping_labels/buy: the first label of a packed order, from the API carrier in use. */
export async function buyLabel(input: BuyLabelInput): Promise<LabelAnswer> {
  // Buying waits on the carrier: the refusal is shown in the dialog, not as a toast.
  return apiClient.post<LabelAnswer>('/shipping_labels/buy', input, { silent: true });
}

export function useBuyLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyLabel,
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
