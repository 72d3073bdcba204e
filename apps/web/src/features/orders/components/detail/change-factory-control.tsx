import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Factory, factories, orderMessages } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails, getErrorMessage } from '../../../../lib/error-message';
import { i18n } from '../../../../lib/i18n';
import { translateServerText } from '../../../../lib/server-messages';
import { useChangeOrderFactory } from '../../api/change-order-factory';

/** The rows a refused move names ('Row 2: eu1 makes no blank of this kind…'), one a line. */
function rowProblems(error: unknown): string[] {
  return errorDetails(error).flatMap((detail) => {
    const row = /^items\.(\d+)\./.exec(detail.path)?.[1];
    if (row === undefined) return [];
    const message = translateServerText(detail.message, { context: 'orders' });
    return [i18n.t('detail.rowProblem', { ns: 'orders', row: Number(row) + 1, message })];
  });
}

/**
 * Moves the order to the other factory (admins, staff with permission 5); its rows take the same
 * kind of blank there, and a refusal names the rows that have none.
 */
export function ChangeFactoryControl({ orderId, factory }: { orderId: number; factory: Factory }) {
  const { t } = useTranslation('orders');
  const change = useChangeOrderFactory();
  const [value, setValue] = useState<Factory>(factory);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('detail.factory')}
        data={factories.map((item) => ({ value: item, label: t(`factories.${item}`) }))}
        value={value}
        onChange={(next) => setValue((next as Factory | null) ?? factory)}
        allowDeselect={false}
        size="xs"
        w={150}
      />
      <Button
        size="xs"
        variant="light"
        disabled={value === factory}
        loading={change.isPending}
        onClick={() =>
          change.mutate(
            { id: orderId, factory: value },
            {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: translateServerText(orderMessages.updated),
                }),
              onError: (error) => {
                setValue(factory);
                const said = getErrorMessage(error);
                const rows = rowProblems(error);
                notifications.show(
                  rows.length > 0
                    ? {
                        color: 'red',
                        title: said,
                        message: rows.join('\n'),
                        style: { whiteSpace: 'pre-line' },
                      }
                    : { color: 'red', message: said },
                );
              },
            },
          )
        }
      >
        {t('detail.moveFactory')}
      </Button>
    </Group>
  );
}
