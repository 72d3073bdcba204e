import { apiClient, EXPORT_TIMEOUT_MS } from '../../../lib/api-client';
import { type EmbChange, useEmbMutation } from './emb-mutation';

/** POST /embs/{id}/upload (multipart `file`): the DST or PES stitch file; it replaces any before. */
export function uploadEmbFile({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.post<EmbChange>(`/embs/${id}/upload`, form, {
    silent: true,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}

export function useUploadEmbFile() {
  return useEmbMutation(uploadEmbFile);
}
