import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';

/** What the order costs (spec/README decision 5): items, shipping, tax, less the discount. */
export function OrderCostCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const line = (label: string, value: number, negative = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{negative && value > 0 ? `−${formatMoney(value)}` : formatMoney(value)}</Text>
    </Group>
  );
  return (
    <Card component="section" aria-labelledby="order-cost-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-cost-title">
          {t('detail.cost')}
        </Title>
        {line(t('cost.items'), order.itemsTotal)}
        {line(t('cost.shipping'), order.shippingFee)}
        {line(t('cost.tax'), order.tax)}
        {order.discount > 0 ? line(t('cost.discount'), order.discount, true) : null}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('cost.total')}</Text>
          <Text fw={700}>{formatMoney(order.total)}</Text>
        </Group>
        {order.paidAt ? (
          <Text size="xs" c="dimmed">
            {t('cost.fixedWhenPaid')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
