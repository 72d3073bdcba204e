import type { Parcel, RebuyLabelFields } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { type LabelAnswer, refreshOrderShipping } from './label-mutation';

export type RebuyLabelRequest = {
  fields: RebuyLabelFields & { chargeSeller: boolean; parcel?: Parcel | undefined };
  /** The carrier's PDF, for uploaded carriers: sent as multipart with the fields. */
  file: File | null;
};

/**
 * POST /shipping_labels/rebuy: a new label replacing the one in use (voided). JSON for the API
 * carrier and typed carriers, multipart with `file` for uploaded ones. It may charge the seller:
 * the key makes a retry count once.
 */
export async function rebuyLabel({ fields, file }: RebuyLabelRequest, idempotencyKey?: string) {
  const options = { idempotencyKey, silent: true };
  if (!file) {
    return apiClient.post<LabelAnswer>('/shipping_labels/rebuy', fields, options);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '' || typeof value === 'object')
      continue;
    form.append(name, String(value));
  }
  form.append('file', file, file.name);
  return apiClient.post<LabelAnswer>('/shipping_labels/rebuy', form, options);
}

/** Rebuys; a retried submit of the same values charges once (one key per submit). */
export function useRebuyLabel() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (request: RebuyLabelRequest) =>
      keys.run(request, (key) => rebuyLabel(request, key)),
    onSuccess: (answer) => refreshOrderShipping(queryClient, answer.data.orderId),
  });
}
