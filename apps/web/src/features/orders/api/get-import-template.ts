import { apiClient } from '../../../lib/api-client';

export const IMPORT_TEMPLATE_FILE_NAME = 'order-import-template.csv';

/** GET /orders/in-bulk/template: the CSV whose example row imports as it is. */
export async function getImportTemplate(signal?: AbortSignal): Promise<Blob> {
  return apiClient.get<Blob>('/orders/in-bulk/template', {
    signal,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
}

/** Saves the template as a file through a temporary link. */
export async function downloadImportTemplate(): Promise<void> {
  const blob = await getImportTemplate();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = IMPORT_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or Chromium may cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
