import type { ImportResult } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSubmitKeys } from '../../../lib/idempotency-key';
import { xhrPost } from '../../../lib/xhr-post';
import { ordersKeys } from './query-keys';

/** A 100,000-row file takes seconds on the server; the usual 25 s would cut big imports short. */
export const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /orders/in-bulk (form data, field csv): each order group done or failed, with counters,
 * with the upload's progress (`onProgress` gets 0–1).
 */
export async function importOrders(
  file: File,
  onProgress?: (share: number) => void,
  idempotencyKey?: string,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('csv', file, file.name);
  const answer = await xhrPost<{ data: ImportResult }>('/orders/in-bulk', form, {
    responseType: 'json',
    timeoutMs: IMPORT_TIMEOUT_MS,
    onProgress,
    idempotencyKey,
  });
  return answer.body.data;
}

/** Imports a file; lists and counts refresh when some order was created. */
export function useImportOrders(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  const keys = useSubmitKeys();
  return useMutation({
    // The same file sent again (a time-out, a dropped connection) imports once.
    mutationFn: (file: File) => keys.run(file, (key) => importOrders(file, onProgress, key)),
    onSuccess: (result) => {
      if (result.success === 0) return;
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
    },
  });
}
