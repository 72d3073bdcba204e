import type { Factory } from '@stitchworks/shared';
import { apiClient } from '../../../lib/api-client';
import { type RunAnswer, useRunMutation } from './run-mutation';

/** POST /production/runs/start-by-scan {code}: starts the planned run holding the scanned unit. */
export function startRunByScan(code: string) {
  return apiClient.post<RunAnswer>('/production/runs/start-by-scan', { code }, { silent: true });
}

export function useStartRunByScan(factory: Factory) {
  return useRunMutation(factory, startRunByScan);
}
