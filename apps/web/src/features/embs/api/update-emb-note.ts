import type { UpdateEmbInput } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type EmbChange, useEmbMutation } from './emb-mutation';

/** PUT /embs/{id}: the instructions the designer reads. */
export function updateEmbNote({ id, ...input }: UpdateEmbInput & { id: number }) {
  return apiClient.put<EmbChange>(`/embs/${id}`, input, { silent: true });
}

export function useUpdateEmbNote() {
  return useEmbMutation(updateEmbNote);
}
