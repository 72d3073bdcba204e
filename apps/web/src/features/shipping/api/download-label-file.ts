import type { ShippingLabel } from '@stitchworks/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE_URL, apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { apiPathOf, labelFileName } from '../tracking-url';

/** GET /shipping_labels/{id}/file: the label's PDF, fetched with the token and saved. */
export async function downloadLabelFile(
  label: Pick<ShippingLabel, 'id' | 'orderId' | 'fileUrl' | 'trackingNumber'>,
) {
  const path = label.fileUrl
    ? apiPathOf(label.fileUrl, API_BASE_URL)
    : `/shipping_labels/${label.id}/file`;
  const pdf = await apiClient.get<Blob>(path, {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(pdf, labelFileName(label.orderId, label.trackingNumber));
}

export function useDownloadLabelFile() {
  return useMutation({ mutationFn: downloadLabelFile });
}
