import { Badge } from '@mantine/core';
import type { OrderSyncStatus, StoreFulfillment, StoreSyncLogOutcome } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

const outcomeColors: Record<StoreSyncLogOutcome, string> = {
  imported: 'green',
  waiting: 'yellow',
  duplicate: 'gray',
  updated: 'blue',
  skipped: 'gray',
  refused: 'red',
  ok: 'teal',
  failed: 'red',
  queued: 'cyan',
};

export function SyncOutcomeBadge({ outcome }: { outcome: StoreSyncLogOutcome }) {
  const { t } = useTranslation('storeSync');
  return (
    <Badge color={outcomeColors[outcome]} variant="light">
      {t(`outcomes.${outcome}`)}
    </Badge>
  );
}

const statusColors: Record<OrderSyncStatus, string> = {
  created: 'yellow',
  synced: 'green',
  cancelled: 'gray',
};

export function OrderSyncStatusBadge({ status }: { status: OrderSyncStatus }) {
  const { t } = useTranslation('storeSync');
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`orderSyncStatuses.${status}`)}
    </Badge>
  );
}

const fulfillmentColors: Record<StoreFulfillment['status'], string> = {
  pending: 'blue',
  sent: 'green',
  failed: 'red',
};

export function FulfillmentStatusBadge({ status }: { status: StoreFulfillment['status'] }) {
  const { t } = useTranslation('storeSync');
  return (
    // Beside a long tracking number the badge keeps its word ('Sent', not 'SE…').
    <Badge color={fulfillmentColors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`fulfillmentStatuses.${status}`)}
    </Badge>
  );
}
