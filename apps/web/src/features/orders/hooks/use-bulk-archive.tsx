import { List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { orderMessages } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useArchiveOrders } from '../api/archive-order';

/**
 * Archives the picked orders one by one after asking (DELETE each): the ones that went are
 * counted in the success toast, and every refused order is listed with the server's reason (a
 * paid order: 'Cannot archive paid order. Please contact support for help!').
 */
export function useBulkArchive(onDone: (archived: number[]) => void) {
  const { t } = useTranslation('orders');
  const archive = useArchiveOrders();

  const showFailures = (failed: { id: number; error: unknown }[]) =>
    modals.open({
      title: t('bulk.failedTitle', { count: failed.length }),
      children: (
        <List spacing="xs" size="sm" aria-label={t('bulk.failedTitle', { count: failed.length })}>
          {failed.map(({ id, error }) => (
            <List.Item key={id}>
              <Text span fw={600} size="sm">
                #{id}
              </Text>{' '}
              {getErrorMessage(error)}
            </List.Item>
          ))}
        </List>
      ),
    });

  const confirmArchive = (ids: number[]) => {
    if (ids.length === 0) {
      notifications.show({
        color: 'orange',
        message: translateServerText(orderMessages.noOrderSelected),
      });
      return;
    }
    modals.openConfirmModal({
      title: t('bulk.archiveTitle', { count: ids.length }),
      children: <Text size="sm">{t('bulk.archiveBody', { count: ids.length })}</Text>,
      labels: { confirm: t('bulk.archiveConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        archive.mutate(ids, {
          onSuccess: ({ archived, failed }) => {
            if (archived.length > 0) {
              notifications.show({
                color: 'green',
                message:
                  failed.length === 0
                    ? translateServerText(orderMessages.archived)
                    : t('bulk.archivedSome', { count: archived.length, total: ids.length }),
              });
            }
            if (failed.length > 0) showFailures(failed);
            onDone(archived);
          },
        }),
    });
  };

  return { confirmArchive, isPending: archive.isPending };
}
