import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** "#1042" linking to the order, with the seller's own reference under it. */
export function OrderIdLink({ id, sellerOrderId }: { id: number; sellerOrderId: string }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={0} miw={96}>
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/order/$orderId" params={{ orderId: String(id) }} />
        )}
        fw={600}
        size="sm"
        aria-label={t('list.openOrder', { id })}
      >
        #{id}
      </Anchor>
      {sellerOrderId ? (
        <Text size="xs" c="dimmed" lineClamp={1} title={sellerOrderId}>
          {sellerOrderId}
        </Text>
      ) : null}
    </Stack>
  );
}
