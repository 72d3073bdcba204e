import type { Factory } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type RunAnswer, useRunMutation } from './run-mutation';

/** POST /production/runs/{id}/start: planned → started, once. */
export function startRun(runId: number) {
  return apiClient.post<RunAnswer>(`/production/runs/${runId}/start`, {}, { silent: true });
}

export function useStartRun(factory: Factory) {
  return useRunMutation(factory, startRun);
}
