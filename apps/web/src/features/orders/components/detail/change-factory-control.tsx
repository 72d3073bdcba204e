import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Factory, factories, orderMessages } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../../lib/error-message';
import { useChangeOrderFactory } from '../../api/change-order-factory';
import { translateOrderMessage } from '../../order-messages';

/** Moves the order to the other factory (admins, staff with permission 5). */
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
                  message: translateOrderMessage(orderMessages.updated),
                }),
              onError: (error) => {
                setValue(factory);
                notifications.show({
                  color: 'red',
                  message: translateOrderMessage(getErrorMessage(error)),
                });
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
