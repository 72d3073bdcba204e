import type { Factory, Plan } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

/** POST /production/plan: every unstarted run of the factory is planned again. */
export function replan(factory: Factory) {
  return apiClient.post<{ data: Plan; message: string }>(
    '/production/plan',
    { factory },
    { silent: true },
  );
}

export function useReplan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replan,
    onSuccess: (answer) => {
      queryClient.setQueryData(machinePlanKeys.plan(answer.data.factory), answer.data);
    },
  });
}
