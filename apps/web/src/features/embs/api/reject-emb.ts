import type { RejectEmbInput } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type EmbChange, useEmbMutation } from './emb-mutation';

/** POST /embs/{id}/reject: sends the uploaded file back to the designer with a reason. */
export function rejectEmb({ id, ...input }: RejectEmbInput & { id: number }) {
  return apiClient.post<EmbChange>(`/embs/${id}/reject`, input, { silent: true });
}

export function useRejectEmb() {
  return useEmbMutation(rejectEmb);
}
