import type { Parcel, RebuyLabelFields } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type LabelAnswer, refreshOrderShipping } from './label-mutation';

export type RebuyLabelRequest = {
  fields: RebuyLabelFields & { chargeSeller: boolean; parcel?: Parcel | undefined };
  /** The carrier's PDF, for uploaded carriers: sent as multipart with the fields. */
  file: File | null;
  idempotencyKey: string;
};

/**
 * POST /shipping_labels/rebuy: a new label replacing the one in use (voided). JSON for the API
 * carrier and typed carriers, multipart with `file` for uploaded ones. It may charge the seller:
 * the key makes a retry count once.
 */
export async function rebuyLabel({ fields, file, idempotencyKey }: RebuyLabelRequest) {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (!file) {
    return apiClient.post<LabelAnswer>('/shipping_labels/rebuy', fields, { headers, silent: true });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '' || typeof value === 'object')
      continue;
    form.append(name, String(value));
  }
  form.append('file', file, file.name);
  return apiClient.post<LabelAnswer>('/shipping_labels/rebuy', form, { headers, silent: true });
}

export function useRebuyLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuyLabel,
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
