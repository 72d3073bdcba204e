import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ProductSync, storeSyncMessages } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useDeleteProductSync } from '../api/delete-product-sync';

/** Asks before forgetting a SKU's mapping; the failure toast after. */
export function useConfirmDeleteProductSync() {
  const { t } = useTranslation('storeSync');
  const remove = useDeleteProductSync();
  return (productSync: ProductSync) =>
    modals.openConfirmModal({
      title: t('productSync.deleteTitle'),
      children: (
        <Text size="sm">
          {t('productSync.deleteBody', { sku: productSync.sku, store: productSync.store.name })}
        </Text>
      ),
      labels: {
        confirm: t('productSync.deleteConfirm'),
        cancel: t('actions.cancel', { ns: 'common' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(productSync.id, {
          onSuccess: ({ message }) =>
            notifications.show({ color: 'green', message: translateServerText(message) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: translateServerText(storeSyncMessages.removeProductSyncFailed),
              message: getErrorMessage(error),
            }),
        }),
    });
}
