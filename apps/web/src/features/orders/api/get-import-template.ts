import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

export const IMPORT_TEMPLATE_FILE_NAME = 'orders-template.csv';

/** GET /orders/in-bulk/template: the CSV whose example rows import as they are. */
export async function getImportTemplate(signal?: AbortSignal): Promise<Blob> {
  return apiClient.get<Blob>('/orders/in-bulk/template', {
    signal,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
}

/** Fetches the template (the call carries the token) and saves it as a file. */
export async function downloadImportTemplate(): Promise<void> {
  saveBlob(await getImportTemplate(), IMPORT_TEMPLATE_FILE_NAME);
}
