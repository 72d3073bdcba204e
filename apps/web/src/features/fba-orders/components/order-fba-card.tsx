import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOrderFbaOrder } from '../api/get-order-fba-order';
import { PrintFbaLabelsButton } from './fba-label-buttons';
import { FbaStatusBadge } from './fba-status-badge';

/**
 * On an order's page, for an order made for an FBA order: which one, and the packer's label sheet
 * (each unit's FNSKU label in pack order, then the carton label). Nothing for other orders.
 */
export function OrderFbaCard({ orderId, linkToFba }: { orderId: number; linkToFba: boolean }) {
  const { t } = useTranslation('fbaOrders');
  const fba = useOrderFbaOrder(orderId);
  if (!fba.data) return null;
  const { id, status, units } = fba.data;
  return (
    <Card withBorder component="section" aria-labelledby="order-fba-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="order-fba-title">
            {t('orderCard.title')}
          </Title>
          <FbaStatusBadge status={status} />
        </Group>
        <Text size="sm">
          {linkToFba ? (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/fba-order/$orderId" params={{ orderId: String(id) }} />
              )}
            >
              {t('orderCard.fbaOrder', { id })}
            </Anchor>
          ) : (
            t('orderCard.fbaOrder', { id })
          )}
          {' · '}
          {t('list.units', { count: units })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('orderCard.description')}
        </Text>
        <Group>
          <PrintFbaLabelsButton id={id} units={units} />
        </Group>
      </Stack>
    </Card>
  );
}
