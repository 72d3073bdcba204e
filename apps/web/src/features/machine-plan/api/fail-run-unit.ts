import type { Factory, FailRunUnitInput } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type RunAnswer, useRunMutation } from './run-mutation';

/** POST /production/runs/{id}/fail-unit: the unit leaves the started run with its reason. */
export function failRunUnit({ runId, ...input }: FailRunUnitInput & { runId: number }) {
  return apiClient.post<RunAnswer>(`/production/runs/${runId}/fail-unit`, input, {
    silent: true,
  });
}

export function useFailRunUnit(factory: Factory) {
  return useRunMutation(factory, failRunUnit);
}
