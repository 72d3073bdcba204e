import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type OrderSync, storeSyncMessages } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useCancelOrderSync } from '../api/cancel-order-sync';

/** Asks before cancelling an order sync (no order is made for it); the failure toast after. */
export function useConfirmCancelOrderSync() {
  const { t } = useTranslation('storeSync');
  const cancel = useCancelOrderSync();
  return (orderSync: OrderSync) =>
    modals.openConfirmModal({
      title: t('orderSync.cancelTitle'),
      children: (
        <Text size="sm">
          {t('orderSync.cancelBody', {
            name: orderSync.platformOrderName,
            store: orderSync.store.name,
          })}
        </Text>
      ),
      labels: { confirm: t('orderSync.cancelConfirm'), cancel: t('orderSync.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(orderSync.id, {
          onSuccess: (result) =>
            notifications.show({
              color: 'green',
              message: translateServerText(result.message ?? storeSyncMessages.cancelled),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: translateServerText(storeSyncMessages.removeOrderSyncFailed),
              message: getErrorMessage(error),
            }),
        }),
    });
}
