import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The warning that other orders carry the same tracking number, each linked to its order. */
export function AlsoOnOrders({ orderIds }: { orderIds: readonly number[] }) {
  const { t } = useTranslation('shipping');
  if (orderIds.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {orderIds.map((id) => (
        <Badge
          key={id}
          color="orange"
          variant="light"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          style={{ cursor: 'pointer', textTransform: 'none' }}
          renderRoot={(props) => (
            <Link {...props} to="/order/$orderId" params={{ orderId: String(id) }} />
          )}
        >
          {t('tracking.alsoOnOrder', { id })}
        </Badge>
      ))}
    </Group>
  );
}
