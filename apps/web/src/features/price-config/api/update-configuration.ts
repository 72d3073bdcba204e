import type { Configuration, ConfigurationInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { priceConfigKeys } from './query-keys';

export async function updateConfiguration(input: ConfigurationInput): Promise<Configuration> {
  const body = await apiClient.put<{ data: Configuration }>('/users/configuration', input);
  return body.data;
}

/** Saves the price list; the bootstrap's userPrices change with it, so it is refreshed too. */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfiguration,
    onSuccess: async (saved) => {
      queryClient.setQueryData(priceConfigKeys.configuration(), saved);
      await queryClient.invalidateQueries({ queryKey: ['catalog', 'bootstrap'] });
    },
  });
}
