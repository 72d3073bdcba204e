import type { Factory } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type RunAnswer, useRunMutation } from './run-mutation';

/** POST /production/runs/{id}/finish: every unit still in the run is marked embroidered. */
export function finishRun(runId: number) {
  return apiClient.post<RunAnswer>(`/production/runs/${runId}/finish`, {}, { silent: true });
}

export function useFinishRun(factory: Factory) {
  return useRunMutation(factory, finishRun);
}
