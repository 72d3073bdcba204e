import { notifications } from '@mantine/notifications';
import type { SelfUser } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { getErrorMessage } from '../../../lib/error-message';
import { type AppLanguage, changeAppLanguage, i18n, localeOfLanguage } from '../../../lib/i18n';

export async function saveLanguage(language: AppLanguage): Promise<SelfUser> {
  const body = await apiClient.put<{ data: SelfUser }>('/users/self', {
    locale: localeOfLanguage(language),
  });
  return body.data;
}

/**
 * Switches the interface language at once and keeps it on the account (PUT /users/self), so the
 * next sign-in, on any device, opens in it. The cached account takes the new language at once
 * too: the route guard applies the account's language on every navigation and preload, and must
 * not switch back while the save is under way. A failed save switches back and says so.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onMutate: async (language) => {
      const previous = i18n.language as AppLanguage;
      await queryClient.cancelQueries({ queryKey: currentUserKeys.self() });
      const previousUser = queryClient.getQueryData<SelfUser>(currentUserKeys.self());
      if (previousUser) {
        queryClient.setQueryData(currentUserKeys.self(), {
          ...previousUser,
          locale: localeOfLanguage(language),
        });
      }
      await changeAppLanguage(language);
      return { previous, previousUser };
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.self(), user),
    onError: async (error, _language, context) => {
      if (context?.previousUser) {
        queryClient.setQueryData(currentUserKeys.self(), context.previousUser);
      }
      if (context) await changeAppLanguage(context.previous);
      notifications.show({
        color: 'red',
        title: i18n.t('shell:userMenu.languageFailed'),
        message: getErrorMessage(error),
      });
    },
  });
}
