import type { DesignCostTiers } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { embsKeys } from './query-keys';

/** PUT /design_costs/tiers: replaces the whole tier table. */
export function saveDesignCostTiers(tiers: DesignCostTiers) {
  return apiClient.put<{ data: DesignCostTiers; message: string }>('/design_costs/tiers', tiers, {
    silent: true,
  });
}

export function useSaveDesignCostTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDesignCostTiers,
    onSuccess: (answer) => queryClient.setQueryData(embsKeys.tiers(), answer.data),
  });
}
