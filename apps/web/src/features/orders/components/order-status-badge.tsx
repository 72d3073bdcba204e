import { Badge, type MantineColor } from '@mantine/core';
import {
  type DisplayedOrderStatus,
  displayedOrderStatus,
  type OrderStatus,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { readableBadge } from './readable-badge';

const colors: Record<DisplayedOrderStatus, MantineColor> = {
  created: 'yellow',
  pending_payment: 'orange',
  processing: 'blue',
  partially_shipped: 'teal',
  shipped: 'green',
  reshipped: 'grape',
  cancelled: 'gray',
  refunded: 'red',
  on_hold: 'red',
};

/** An order's status as people see it (spec 01 §4): On hold, shipped for partially shipped, … */
export function OrderStatusBadge({
  order,
}: {
  order: { status: OrderStatus; productionStatus: number | null };
}) {
  const { t } = useTranslation('orders');
  const status = displayedOrderStatus(order);
  return (
    <Badge {...readableBadge(colors[status])} variant="light" radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
