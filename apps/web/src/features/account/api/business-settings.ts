import type { BusinessSettings, UpdateBusinessSettingsInput } from '@stitchworks/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { publicSettingsKeys } from '../../../lib/public-settings';
import { accountKeys } from './query-keys';

export async function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  const body = await apiClient.get<{ data: BusinessSettings }>('/settings/business', { signal });
  return body.data;
}

export function businessSettingsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.businessSettings(),
    queryFn: ({ signal }) => getBusinessSettings(signal),
  });
}

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}

export async function updateBusinessSettings(
  input: UpdateBusinessSettingsInput,
): Promise<BusinessSettings> {
  const body = await apiClient.put<{ data: BusinessSettings }>('/settings/business', input);
  return body.data;
}

export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(accountKeys.businessSettings(), settings);
      return queryClient.invalidateQueries({ queryKey: publicSettingsKeys.all });
    },
  });
}
