import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicSettings } from './public-settings-request';

export { getPublicSettings } from './public-settings-request';

/** Settings anyone may read: single sign-on ids, guide links, support address. */
export const publicSettingsKeys = {
  all: ['public-settings'] as const,
};

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
