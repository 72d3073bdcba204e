import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Referral } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useDeleteReferral } from '../api/delete-referral';

/** Asks before deleting a code; the spec's toasts after. */
export function useConfirmDeleteReferral() {
  const { t } = useTranslation('referrals');
  const remove = useDeleteReferral();
  return (referral: Referral) =>
    modals.openConfirmModal({
      title: t('list.deleteTitle'),
      children: <Text size="sm">{t('list.deleteBody', { code: referral.code })}</Text>,
      labels: {
        confirm: t('list.deleteConfirm'),
        cancel: t('actions.cancel', { ns: 'common' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(referral.id, {
          onSuccess: ({ message }) =>
            notifications.show({ color: 'green', message: translateServerText(message) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('list.deleteFailed'),
              message: getErrorMessage(error),
            }),
        }),
    });
}
