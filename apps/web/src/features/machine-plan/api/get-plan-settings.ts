import type { Factory, PlanSettings } from '@stitchworks/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

/** GET /production/plan-settings?factory: the times the estimates use, and the shift. */
export async function getPlanSettings(factory: Factory, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: PlanSettings }>('/production/plan-settings', {
    query: { factory },
    signal,
    silent: true,
  });
  return body.data;
}

export function usePlanSettings(factory: Factory) {
  return useQuery({
    queryKey: machinePlanKeys.settings(factory),
    queryFn: ({ signal }) => getPlanSettings(factory, signal),
  });
}
