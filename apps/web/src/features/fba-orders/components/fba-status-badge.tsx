import { Badge } from '@mantine/core';
import type { FbaOrderStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<FbaOrderStatus, string> = {
  created: 'gray',
  priced: 'orange',
  approved: 'blue',
  shipped: 'green',
  cancelled: 'red',
};

export function FbaStatusBadge({ status }: { status: FbaOrderStatus }) {
  const { t } = useTranslation('fbaOrders');
  return (
    <Badge color={colors[status]} variant="light" tt="none">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
