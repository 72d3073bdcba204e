import type { FbaOrder } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { type FbaFormValues, fbaFormData } from './fba-form-data';
import { fbaOrderKeys } from './query-keys';

export type FbaOrderAnswer = { data: FbaOrder; message: string };

/** POST /fba-orders (multipart). */
export function createFbaOrder(values: FbaFormValues, idempotencyKey?: string) {
  return apiClient.post<FbaOrderAnswer>('/fba-orders', fbaFormData(values), {
    silent: true,
    idempotencyKey,
  });
}

/** Creates the order; the same form sent again after a lost answer is stored once. */
export function useCreateFbaOrder() {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    mutationFn: (values: FbaFormValues) => keys.run(values, (key) => createFbaOrder(values, key)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fbaOrderKeys.lists() }),
  });
}
