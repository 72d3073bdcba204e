import type { AcceptEmbInput } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type EmbChange, useEmbMutation } from './emb-mutation';

/** POST /embs/{id}/accept: the file is good; the designer's cost and the seller's charge are set. */
export function acceptEmb({ id, ...input }: AcceptEmbInput & { id: number }) {
  return apiClient.post<EmbChange>(`/embs/${id}/accept`, input, { silent: true });
}

export function useAcceptEmb() {
  return useEmbMutation(acceptEmb);
}
