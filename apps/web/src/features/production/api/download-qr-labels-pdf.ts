import { useMutation } from '@tanstack/react-query';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { labelsFileName } from '../qr-label-pages';

/** GET /orders/qr-labels.pdf?ids=1,2: the same sheet as a PDF, saved as a download. */
export async function downloadQrLabelsPdf(ids: readonly number[]): Promise<void> {
  const pdf = await apiClient.get<Blob>('/orders/qr-labels.pdf', {
    query: { ids: ids.join(',') },
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(pdf, labelsFileName(ids));
}

export function useDownloadQrLabelsPdf() {
  return useMutation({ mutationFn: downloadQrLabelsPdf });
}
