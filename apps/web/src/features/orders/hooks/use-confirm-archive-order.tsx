import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useArchiveOrders } from '../api/archive-order';

/**
 * Asks before archiving, then archives: 'Make archive success!' when every order went, the
 * server's message for a refusal (e.g. 'Cannot archive paid order. Please contact support for
 * help!'). `confirmArchive([id])` from a detail page, `confirmArchive(selectedIds)` from the list;
 * `onArchived` gets the ids that were archived.
 */
export function useConfirmArchiveOrder(onArchived?: (ids: number[]) => void) {
  const { t } = useTranslation('orderForm');
  const archive = useArchiveOrders();
  const confirmArchive = (ids: readonly number[]) => {
    if (ids.length === 0) {
      notifications.show({ color: 'orange', message: t('messages.noOrderSelected') });
      return;
    }
    modals.openConfirmModal({
      title: t('archive.title'),
      children: (
        <Text size="sm">
          {ids.length === 1
            ? t('archive.body', { id: ids[0] })
            : t('archive.bodyMany', { count: ids.length })}
        </Text>
      ),
      labels: { confirm: t('archive.confirm'), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        archive.mutate(ids, {
          onSuccess: ({ archived, failed }) => {
            if (archived.length > 0) {
              notifications.show({ color: 'green', message: t('messages.archived') });
            }
            const firstFailure = failed[0];
            if (firstFailure) {
              const message = getErrorMessage(firstFailure.error);
              notifications.show({
                color: 'red',
                message: ids.length === 1 ? message : `#${firstFailure.id}: ${message}`,
              });
            }
            if (archived.length > 0) onArchived?.(archived);
          },
        }),
    });
  };
  return { confirmArchive, isPending: archive.isPending };
}
