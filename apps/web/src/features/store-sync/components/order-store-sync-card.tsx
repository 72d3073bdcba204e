import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiAccess, isAllowed, type Role, type StoreFulfillment } from '@stitchworks/shared';
import { IconBuildingStore, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useOrderStoreSync } from '../api/get-order-store-sync';
import { useRetryStoreFulfillments } from '../api/retry-store-fulfillments';
import { translateSyncLogText } from '../sync-log-message';
import { FulfillmentStatusBadge } from './sync-badges';

const HEADING_ID = 'order-store-sync-title';

function FulfillmentRow({ fulfillment }: { fulfillment: StoreFulfillment }) {
  const { t } = useTranslation('storeSync');
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('orderCard.package', { tracking: fulfillment.trackingNumber })}
        </Text>
        <FulfillmentStatusBadge status={fulfillment.status} />
      </Group>
      {fulfillment.status === 'sent' && fulfillment.sentAt ? (
        <Text size="xs" c="dimmed">
          {t('orderCard.sentAt', { time: formatDateTime(fulfillment.sentAt) })}
        </Text>
      ) : null}
      {fulfillment.status !== 'sent' && fulfillment.attempts > 0 ? (
        <Text size="xs" c="dimmed">
          {t('orderCard.attempts', { count: fulfillment.attempts })}
        </Text>
      ) : null}
      {fulfillment.status === 'failed' && fulfillment.lastError ? (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {translateSyncLogText(fulfillment.lastError)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * An order's "Store" card: the store order it came from, and whether each package's tracking
 * reached the store (a failed push can be sent again). Nothing shows for an order that did not
 * come from a store and has no push.
 */
export function OrderStoreSyncCard({ orderId, role }: { orderId: number; role: Role }) {
  const { t } = useTranslation('storeSync');
  const sync = useOrderStoreSync(orderId);
  const retry = useRetryStoreFulfillments(orderId);

  if (sync.isPending) return null;
  if (sync.isError) {
    // An order that is not the caller's, or a server without store sync: nothing to show.
    if (isApiError(sync.error) && sync.error.status < 500 && sync.error.status !== 429) return null;
    return (
      <Alert color="red" title={t('orderCard.loadFailed')}>
        <Button variant="light" size="xs" onClick={() => void sync.refetch()}>
          {t('orderCard.retry')}
        </Button>
      </Alert>
    );
  }
  const { origin, fulfillments } = sync.data;
  if (origin === null && fulfillments.length === 0) return null;
  const failed = fulfillments.some((fulfillment) => fulfillment.status === 'failed');
  const canRetry = isAllowed(apiAccess['POST /orders/:id/store-fulfillments/retry'], role);

  const sendAgain = () =>
    retry.mutate(undefined, {
      onSuccess: ({ message }) =>
        notifications.show({ color: 'green', message: translateServerText(message) }),
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconBuildingStore size={18} aria-hidden />
          <Title order={2} size="h4" id={HEADING_ID}>
            {t('orderCard.title')}
          </Title>
        </Group>
        {origin ? (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="orderCard.from"
              values={{
                store: origin.storeName,
                type: t(`types.${origin.storeType}`, { ns: 'stores' }),
                name: origin.platformOrderName,
              }}
              components={{
                store:
                  role === 'seller' || role === 'admin' ? (
                    <Anchor
                      size="sm"
                      fw={600}
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/store/$storeId"
                          params={{ storeId: String(origin.storeId) }}
                        />
                      )}
                    />
                  ) : (
                    <Text span fw={600} size="sm" />
                  ),
              }}
            />
          </Text>
        ) : null}
        {fulfillments.length > 0 ? (
          <Stack gap="xs">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('orderCard.tracking')}
            </Text>
            {fulfillments.map((fulfillment) => (
              <FulfillmentRow key={fulfillment.id} fulfillment={fulfillment} />
            ))}
          </Stack>
        ) : null}
        {failed && canRetry ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={retry.isPending}
              onClick={sendAgain}
            >
              {t('orderCard.sendAgain')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
