import type { PlanSettings, PlanSettingsInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

/** PUT /production/plan-settings (admin, manager). */
export function savePlanSettings(input: PlanSettingsInput) {
  return apiClient.put<{ data: PlanSettings; message: string }>(
    '/production/plan-settings',
    input,
    { silent: true },
  );
}

export function useSavePlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(machinePlanKeys.settings(saved.data.factory), saved.data);
      void queryClient.invalidateQueries({ queryKey: machinePlanKeys.plans() });
    },
  });
}
