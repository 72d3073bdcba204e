import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { usePrintShippingLabels } from '../api/print-labels';

/**
 * Downloads one PDF of the shipping labels of these orders, in the order given; says which
 * orders had no label to print.
 */
export function PrintShippingLabelsButton({
  orderIds,
  ...props
}: { orderIds: readonly number[] } & Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation('shipping');
  const print = usePrintShippingLabels();
  if (orderIds.length === 0) return null;

  const run = () =>
    print.mutate(orderIds, {
      onSuccess: ({ printed, missing }) => {
        const done = t('print.done', { count: printed ?? orderIds.length - missing.length });
        notifications.show({
          color: missing.length > 0 ? 'yellow' : 'green',
          message:
            missing.length > 0
              ? `${done} ${t('print.missing', {
                  count: missing.length,
                  ids: missing.map((id) => `#${id}`).join(', '),
                })}`
              : done,
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('print.failed'),
          message: getErrorMessage(error, { context: 'shipping' }),
        }),
    });

  return (
    <Button
      leftSection={<IconPrinter size={16} aria-hidden />}
      loading={print.isPending}
      onClick={run}
      {...props}
    >
      {t('print.button', { count: orderIds.length })}
    </Button>
  );
}
