import type { InventoryFilter } from '@stitchworks/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** GET /inventories/export: the stock (or the filtered rows) as CSV, streamed by the server. */
export async function exportInventories(filter: Partial<InventoryFilter> = {}): Promise<void> {
  const csv = await apiClient.get<Blob>('/inventories/export', {
    query: filter as Record<string, string | number | boolean | undefined>,
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(csv, `inventory-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportInventories() {
  return useMutation({ mutationFn: exportInventories });
}
