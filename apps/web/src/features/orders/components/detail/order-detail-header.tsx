import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@stitchworks/shared';
import {
  IconArchive,
  IconArrowLeft,
  IconCopy,
  IconCreditCard,
  IconFileInvoice,
  IconPencil,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDuplicateOrder } from '../../api/duplicate-order';
import { useConfirmArchiveOrder } from '../../hooks/use-confirm-archive-order';
import type { OrderAbilities } from '../../order-abilities';
import { UnverifiedAddressMarker } from '../address-marker';
import { OrderStatusBadge } from '../order-status-badge';
import { ProductionStatusBadge } from '../production-status-badge';

/** The order's name, its statuses, and what can be done with it. */
export function OrderDetailHeader({
  order,
  abilities,
  staffActions,
}: {
  order: Order;
  abilities: OrderAbilities;
  /** The staff's key actions (buy the label, change the production status), first in the group. */
  staffActions?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const duplicate = useDuplicateOrder();
  const archive = useConfirmArchiveOrder(() => void navigate({ to: '/order' }));

  return (
    <Stack gap="xs">
      <Anchor renderRoot={(props) => <Link {...props} to="/order" />} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('detail.title', { id: order.id })}</Title>
          {order.sellerOrderId ? (
            <Text size="sm" c="dimmed">
              {t('detail.sellerOrderId', { value: order.sellerOrderId })}
            </Text>
          ) : null}
          <Group gap={6}>
            <OrderStatusBadge order={order} />
            <ProductionStatusBadge value={order.productionStatus} />
            <UnverifiedAddressMarker verified={order.addressVerified} />
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {staffActions}
          {abilities.pay ? (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/order/transaction" search={{ ids: String(order.id) }} />
              )}
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              {t('detail.pay')}
            </Button>
          ) : null}
          {abilities.edit ? (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/order/$orderId/edit" params={{ orderId: String(order.id) }} />
              )}
              variant={abilities.pay ? 'default' : 'filled'}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('detail.edit')}
            </Button>
          ) : null}
          {abilities.duplicate ? (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              loading={duplicate.isPending}
              onClick={() => duplicate.mutate(order.id)}
            >
              {t('detail.duplicate')}
            </Button>
          ) : null}
          {abilities.invoice ? (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/order-invoice/$id" params={{ id: String(order.id) }} />
              )}
              variant="default"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              {t('detail.invoice')}
            </Button>
          ) : null}
          {abilities.archive ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconArchive size={16} aria-hidden />}
              loading={archive.isPending}
              onClick={() => archive.confirmArchive([order.id])}
            >
              {t('detail.archive')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
