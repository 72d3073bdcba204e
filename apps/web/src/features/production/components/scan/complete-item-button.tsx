import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ProductionItem } from '@stitchworks/shared';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../../lib/error-message';
import { useCompleteItem } from '../../api/complete-item';
import { isItemDone } from '../../production-steps';

/** Marks every remaining step of every unit, after a confirmation. */
export function CompleteItemButton({ item }: { item: ProductionItem }) {
  const { t } = useTranslation('production');
  const complete = useCompleteItem(item.id);
  if (isItemDone(item.units)) return null;

  const confirm = () =>
    modals.openConfirmModal({
      title: t('units.completeTitle'),
      centered: true,
      children: <Text size="sm">{t('units.completeBody')}</Text>,
      labels: { confirm: t('units.complete'), cancel: t('units.cancel') },
      onConfirm: () =>
        complete.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'green', message: t('units.completed') }),
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    });

  return (
    <Button
      size="sm"
      variant="light"
      leftSection={<IconPackage size={16} aria-hidden />}
      loading={complete.isPending}
      onClick={confirm}
    >
      {t('units.complete')}
    </Button>
  );
}
