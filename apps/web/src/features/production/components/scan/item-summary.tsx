import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductionItem } from '@stitchworks/shared';
import { IconArrowLeft, IconPlayerPause } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { ProductionStatusBadge } from '../production-status-badge';

/** What the floor checks first: which order, its status (and why it is held), what to make. */
export function ItemSummary({ item }: { item: ProductionItem }) {
  const { t } = useTranslation('production');
  const { order } = item;
  const facts: [string, string][] = [
    [t('item.product'), item.catalogText],
    [t('item.color'), item.color],
    [t('item.size'), item.size],
    [t('item.quantity'), String(item.quantity)],
  ];
  return (
    <Stack gap="sm">
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/order/$orderId" params={{ orderId: String(item.orderId) }} />
        )}
        size="sm"
        w="fit-content"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('item.back', { id: item.orderId })}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('item.title', { orderId: item.orderId })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('item.itemName', { id: item.id })}
          {order.sellerOrderId
            ? ` · ${t('item.sellerOrderId', { value: order.sellerOrderId })}`
            : ''}
        </Text>
        <Group gap={6}>
          {order.productionStatus === null ? (
            <Text size="sm" c="dimmed">
              {t('item.notPaid')}
            </Text>
          ) : (
            <ProductionStatusBadge value={order.productionStatus} size="lg" />
          )}
          {item.completedAt ? (
            <Text size="sm" c="dimmed">
              {t('item.completedAt', { date: formatDateTime(item.completedAt) })}
            </Text>
          ) : null}
        </Group>
      </Stack>
      {order.holdReason ? (
        <Alert color="red" icon={<IconPlayerPause size={18} aria-hidden />} role="alert">
          {t('item.holdReason', { reason: order.holdReason })}
        </Alert>
      ) : null}
      <Group component="dl" gap="lg" m={0} wrap="wrap" align="flex-start">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0} maw="100%">
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
