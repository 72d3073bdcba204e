import { Badge } from '@mantine/core';
import type { StoreStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<StoreStatus, string> = {
  active: 'green',
  creating: 'blue',
  pending_connection: 'yellow',
  disconnected: 'red',
};

export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const { t } = useTranslation('stores');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
