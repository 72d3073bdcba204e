import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Store } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { useDeleteStore } from '../api/delete-store';

/** Asks before deleting a store; 'Delete store success!' or the failure toast after. */
export function useConfirmDeleteStore(onDeleted?: () => void) {
  const { t } = useTranslation('stores');
  const remove = useDeleteStore();
  return (store: Store) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: (
        <Text size="sm">{t('delete.body', { name: store.name, count: store.productCount })}</Text>
      ),
      labels: { confirm: t('delete.confirm'), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(store.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('messages.deleted') });
            onDeleted?.();
          },
          onError: () => notifications.show({ color: 'red', message: t('messages.deleteFailed') }),
        }),
    });
}
