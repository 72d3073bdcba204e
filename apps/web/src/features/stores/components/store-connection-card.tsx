import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ApiRouteKey, apiAccess, isAllowed, type Role, type Store } from '@stitchworks/shared';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useConnectStore } from '../api/connect-store';
import { useDisconnectStore } from '../api/disconnect-store';
import { useSyncStore } from '../api/sync-store';
import { StoreStatusBadge } from './store-status-badge';

const HEADING_ID = 'store-connection-title';

/** Whether a role may call a route (packages/shared access.ts). */
const may = (route: ApiRouteKey, role: Role) => isAllowed(apiAccess[route], role);

/**
 * A Shopify store's connection: its status (and why it is disconnected), whether it runs on the
 * sandbox, when an order last came in; sync now, disconnect, or connect again.
 */
export function StoreConnectionCard({
  store,
  role,
  canChange,
  readText = translateServerText,
  onSynced,
}: {
  store: Store;
  role: Role;
  /** False for a disabled seller: the card only shows. */
  canChange: boolean;
  /** A text of the sync engine (the status reason, the sync's answer) in the interface language. */
  readText?: (text: string) => string;
  /** After "Sync now" was accepted (the page refreshes its log). */
  onSynced?: () => void;
}) {
  const { t } = useTranslation('stores');
  const sync = useSyncStore(store.id);
  const disconnect = useDisconnectStore(store.id);
  const connect = useConnectStore(store.id);
  const active = store.status === 'active';
  // api and platfox stores are not read: their orders come with their key.
  const polled = store.type !== 'api' && store.type !== 'platfox';
  const canSync = canChange && active && polled && may('POST /stores/:id/sync', role);
  const canDisconnect = canChange && active && may('POST /stores/:id/disconnect', role);
  const canConnect =
    canChange &&
    (store.status === 'creating' ||
      store.status === 'disconnected' ||
      (polled && store.status === 'pending_connection')) &&
    may('POST /stores/:id/connect', role);
  const reason = store.statusReason ? readText(store.statusReason) : null;

  const syncNow = () =>
    sync.mutate(undefined, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message: readText(message) });
        onSynced?.();
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });

  const confirmDisconnect = () =>
    modals.openConfirmModal({
      title: t('connection.disconnectTitle'),
      children: <Text size="sm">{t('connection.disconnectBody', { name: store.name })}</Text>,
      labels: {
        confirm: t('connection.disconnect'),
        cancel: t('actions.cancel', { ns: 'common' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        disconnect.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('connection.disconnected') }),
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    });

  const connectAgain = () =>
    connect.mutate(undefined, {
      onSuccess: (next) => {
        if (next.loginUrl) window.location.assign(next.loginUrl);
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Title order={2} size="h4" id={HEADING_ID}>
              {t('connection.title')}
            </Title>
            <StoreStatusBadge status={store.status} />
            {store.sandbox ? (
              <Badge color="yellow" variant="filled" tt="none">
                {t('sandbox')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            {canSync ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={sync.isPending}
                onClick={syncNow}
              >
                {t('connection.syncNow')}
              </Button>
            ) : null}
            {canConnect ? (
              <Button
                size="xs"
                leftSection={<IconPlugConnected size={14} aria-hidden />}
                loading={connect.isPending || connect.isSuccess}
                onClick={connectAgain}
              >
                {t('connection.connectAgain')}
              </Button>
            ) : null}
            {canDisconnect ? (
              <Button
                variant="light"
                color="red"
                size="xs"
                leftSection={<IconPlugConnectedX size={14} aria-hidden />}
                loading={disconnect.isPending}
                onClick={confirmDisconnect}
              >
                {t('connection.disconnect')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* An api store has no shop of its own; a platfox store's is its website. */}
          {store.type === 'api' ? null : (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {store.type === 'platfox' ? t('form.platfoxUrl') : t('form.shop')}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>
                {store.configuration.shop ??
                  store.configuration.url ??
                  store.url ??
                  store.configuration.amazonSellerId ??
                  store.configuration.shopId ??
                  '—'}
              </Text>
            </Stack>
          )}
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('connection.lastSync')}
            </Text>
            <Text>
              {store.lastSyncAt ? formatDateTime(store.lastSyncAt) : t('connection.never')}
            </Text>
          </Stack>
        </SimpleGrid>
        {store.status !== 'active' ? (
          <Alert color={store.status === 'disconnected' ? 'red' : 'yellow'} variant="light">
            <Stack gap={4}>
              <Text size="sm">{t(`detail.statusHint.${store.status}`)}</Text>
              {reason ? (
                <Text size="sm" fw={600}>
                  {t('connection.reason', { reason })}
                </Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {store.sandbox ? (
          <Text size="xs" c="dimmed">
            {t('connection.sandboxNote')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
