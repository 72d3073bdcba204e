import { Badge } from '@mantine/core';
import type { TicketStatus } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  answered: 'teal',
  closed: 'gray',
};

/** A ticket's status in words: open (waits for staff), answered (waits for the seller), closed. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** "New" beside a ticket the caller has not read since the other side wrote. */
export function UnreadBadge() {
  const { t } = useTranslation('tickets');
  return (
    <Badge color="red" variant="filled" size="xs">
      {t('list.unread')}
    </Badge>
  );
}
