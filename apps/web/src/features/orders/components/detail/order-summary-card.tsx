import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@stitchworks/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, missingValue } from '../../../../lib/format';
import type { OrderAbilities } from '../../order-abilities';
import { OrderStatusBadge } from '../order-status-badge';
import { ProductionStatusBadge } from '../production-status-badge';
import { ChangeFactoryControl } from './change-factory-control';

/** Statuses, where and how it is made and shipped, whose it is and when things happened. */
export function OrderSummaryCard({
  order,
  abilities,
  showSeller,
}: {
  order: Order;
  abilities: OrderAbilities;
  showSeller: boolean;
}) {
  const { t } = useTranslation('orders');
  const row = (label: string, value: ReactNode) => (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="div" size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
  const updateFlag =
    order.updateFlag === null ? null : t(`updateFlags.${order.updateFlag}` as 'updateFlags.1');
  return (
    <Card component="section" aria-labelledby="order-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-summary-title">
          {t('detail.summary')}
        </Title>
        {row(t('columns.status'), <OrderStatusBadge order={order} />)}
        {order.productionStatus !== null
          ? row(
              t('columns.productionStatus'),
              <ProductionStatusBadge value={order.productionStatus} />,
            )
          : null}
        {updateFlag ? row(t('detail.updateRequest'), updateFlag) : null}
        {abilities.changeFactory ? (
          <ChangeFactoryControl orderId={order.id} factory={order.factory} />
        ) : (
          row(t('detail.factory'), t(`factories.${order.factory}`))
        )}
        {row(t('columns.shippingMethod'), t(`shippingMethods.${order.shippingMethod}`))}
        {row(t('columns.tracking'), order.trackingNumber || missingValue())}
        {order.isTiktokShop ? row(t('detail.tiktokShop'), t('detail.yes')) : null}
        {order.ioss ? row(t('detail.ioss'), order.ioss) : null}
        {row(t('columns.store'), order.store?.name ?? missingValue())}
        {showSeller && order.seller
          ? row(
              t('columns.seller'),
              <>
                {order.seller.name}
                <Text size="xs" c="dimmed">
                  {order.seller.email}
                </Text>
              </>,
            )
          : null}
        {row(t('columns.createdAt'), formatDateTime(order.createdAt))}
        {row(t('columns.paidAt'), formatDateTime(order.paidAt))}
        {order.approvedAt ? row(t('detail.approvedAt'), formatDateTime(order.approvedAt)) : null}
        {order.archivedAt ? row(t('detail.archivedAt'), formatDateTime(order.archivedAt)) : null}
      </Stack>
    </Card>
  );
}
