import type { PublicSettings } from '@stitchworks/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Settings anyone may read: single sign-on ids, guide links, support address. */
export const publicSettingsKeys = {
  all: ['public-settings'] as const,
};

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  // Read as the API's response schema wrote it (the route serialises through publicSettingsSchema):
  // parsing again here would put zod on the sign-in page, which shows the single sign-on buttons.
  const body = await apiClient.get<{ data: PublicSettings }>('/settings/public', {
    signal,
    auth: false,
  });
  return body.data;
}

export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: publicSettingsKeys.all,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
