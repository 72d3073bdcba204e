import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { type LabelAnswer, refreshOrderShipping } from './label-mutation';

export type SellerLabelRequest = {
  orderId: number;
  trackingNumber: string;
  carrierCode: string;
  file: File;
};

/**
 * POST /shipping_labels/tiktoklabel/buy (multipart): the seller's own label of a TikTok Shop or
 * ship-by-seller order, one PDF and its tracking number.
 */
export async function uploadSellerLabel(
  request: SellerLabelRequest,
  idempotencyKey?: string,
): Promise<LabelAnswer> {
  const form = new FormData();
  form.append('orderId', String(request.orderId));
  form.append('trackingNumber', request.trackingNumber.trim());
  if (request.carrierCode.trim()) form.append('carrierCode', request.carrierCode.trim());
  form.append('file', request.file, request.file.name);
  return apiClient.post<LabelAnswer>('/shipping_labels/tiktoklabel/buy', form, {
    silent: true,
    idempotencyKey,
  });
}

/** Uploads the label; the same file sent again with its key is stored once. */
export function useUploadSellerLabel() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (request: SellerLabelRequest) =>
      keys.run(request, (key) => uploadSellerLabel(request, key)),
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
