import { Badge } from '@mantine/core';
import type { TransactionStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

/** Pending yellow (a withdrawal request waiting for an admin), Completed green, Cancelled gray. */
export const statusColors = {
  pending: 'yellow',
  completed: 'green',
  cancelled: 'gray',
} as const satisfies Record<TransactionStatus, string>;

/** 'Pending', 'Completed' or 'Cancelled' as a coloured badge; the word carries the meaning. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('transactions');
  return (
    <Badge color={statusColors[status]} variant="light" tt="none">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
