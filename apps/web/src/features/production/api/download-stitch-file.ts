import { useMutation } from '@tanstack/react-query';
import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { apiPathOf } from '../../../lib/api-path';
import { saveBlob } from '../../../lib/save-blob';

/** GET /embs/{id}/file: the stitch file itself (DST or PES), saved as a download. */
export async function downloadStitchFile(request: { url: string; fileName: string }) {
  const file = await apiClient.get<Blob>(apiPathOf(request.url), {
    responseType: 'blob',
    headers: { Accept: 'application/octet-stream' },
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(file, request.fileName);
}

export function useDownloadStitchFile() {
  return useMutation({ mutationFn: downloadStitchFile });
}
