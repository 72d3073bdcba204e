import type { ImportResult } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/** A 100,000-row file takes seconds on the server; the usual 25 s would cut big imports short. */
export const IMPORT_TIMEOUT_MS = 120_000;

/** POST /orders/in-bulk (form data, field csv): each order group done or failed, with counters. */
export async function importOrders(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('csv', file, file.name);
  const body = await apiClient.post<{ data: ImportResult }>('/orders/in-bulk', form, {
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  return body.data;
}

export function useImportOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOrders,
    onSuccess: (result) => {
      if (result.success === 0) return;
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
    },
  });
}
