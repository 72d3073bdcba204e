import { Anchor, type AnchorProps, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** "#1042" linking to the order. */
export function OrderNumberLink({ id, ...props }: { id: number } & AnchorProps) {
  const { t } = useTranslation('orders');
  return (
    <Anchor
      renderRoot={(root) => (
        <Link {...root} to="/order/$orderId" params={{ orderId: String(id) }} />
      )}
      aria-label={t('list.openOrder', { id })}
      {...props}
    >
      #{id}
    </Anchor>
  );
}

/** "#1042" linking to the order, with the seller's own reference under it. */
export function OrderIdLink({ id, sellerOrderId }: { id: number; sellerOrderId: string }) {
  return (
    <Stack gap={0} miw={96}>
      <OrderNumberLink id={id} fw={600} size="sm" />
      {sellerOrderId ? (
        <Text size="xs" c="dimmed" lineClamp={1} title={sellerOrderId}>
          {sellerOrderId}
        </Text>
      ) : null}
    </Stack>
  );
}
