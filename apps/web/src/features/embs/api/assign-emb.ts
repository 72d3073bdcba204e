import type { AssignEmbInput } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type EmbChange, useEmbMutation } from './emb-mutation';

/** POST /embs/{id}/assign: gives the job to a designer. */
export function assignEmb({ id, ...input }: AssignEmbInput & { id: number }) {
  return apiClient.post<EmbChange>(`/embs/${id}/assign`, input, { silent: true });
}

export function useAssignEmb() {
  return useEmbMutation(assignEmb);
}
