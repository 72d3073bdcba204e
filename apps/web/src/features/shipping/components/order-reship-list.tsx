import { Paper, Stack, Text } from '@mantine/core';
import type { OrderShipping } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { addressLine } from '../address-line';

/** The order's reships: when, where to, why, who paid and what it cost. */
export function OrderReshipList({ reships }: { reships: OrderShipping['reships'] }) {
  const { t } = useTranslation('shipping');
  if (reships.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reships.map((reship) => (
        <Paper key={reship.id} component="li" withBorder p="xs" radius="sm">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {formatDateTime(reship.createdAt)}
            </Text>
            <Text size="sm">{addressLine(reship.address)}</Text>
            <Text size="sm">{t('reships.reason', { reason: reship.reason })}</Text>
            <Text size="xs" c="dimmed">
              {t('reships.paidBy', { payer: t(`payers.${reship.paidBy}`) })} ·{' '}
              {t('reships.cost', { cost: formatMoney(reship.cost) })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
