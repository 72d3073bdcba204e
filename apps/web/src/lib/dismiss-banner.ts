import type { DismissibleBanner } from '@stitchworks/shared/enums/users';
import type { SelfUser } from '@stitchworks/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { currentUserKeys } from './current-user';

export async function updateDismissedBanners(
  dismissedBanners: DismissibleBanner[],
): Promise<SelfUser> {
  const body = await apiClient.put<{ data: SelfUser }>('/users/self', { dismissedBanners });
  return body.data;
}

/**
 * Dismisses a banner for good: kept on the user (PUT /users/self), so it stays closed on every
 * device and after signing in again. The banner disappears at once; a failed save brings it back.
 */
export function useDismissBanner() {
  const queryClient = useQueryClient();
  const key = currentUserKeys.self();
  return useMutation({
    mutationFn: (banner: DismissibleBanner) => {
      const user = queryClient.getQueryData<SelfUser>(key);
      const current = user?.dismissedBanners ?? [];
      return updateDismissedBanners(current.includes(banner) ? current : [...current, banner]);
    },
    onMutate: async (banner) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SelfUser>(key);
      if (previous && !previous.dismissedBanners.includes(banner)) {
        queryClient.setQueryData<SelfUser>(key, {
          ...previous,
          dismissedBanners: [...previous.dismissedBanners, banner],
        });
      }
      return { previous };
    },
    onError: (_error, _banner, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (user) => queryClient.setQueryData(key, user),
  });
}
