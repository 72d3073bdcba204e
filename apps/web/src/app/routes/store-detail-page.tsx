import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { storeSyncKeys } from '../../features/store-sync/api/query-keys';
import { SandboxShopPanel } from '../../features/store-sync/components/sandbox-shop-panel';
import { SyncLogCard } from '../../features/store-sync/components/sync-log-card';
import { TestOrderForm } from '../../features/store-sync/components/test-order-form';
import { translateSyncLogText } from '../../features/store-sync/sync-log-message';
import { useStore } from '../../features/stores/api/get-store';
import { storesKeys } from '../../features/stores/api/query-keys';
import { AmazonApprovalCard } from '../../features/stores/components/amazon-approval-card';
import { useConfirmDeleteStore } from '../../features/stores/components/confirm-delete-store';
import { EditStoreForm } from '../../features/stores/components/edit-store-form';
import { StoreConnectionCard } from '../../features/stores/components/store-connection-card';
import { StoreKeyCard } from '../../features/stores/components/store-key-card';
import { StoreStatusBadge } from '../../features/stores/components/store-status-badge';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

/** Platforms whose sandbox sells test orders and shows what it holds. */
const SANDBOX_PANEL_TYPES: ReadonlySet<string> = new Set([
  'shopify',
  'woocommerce',
  'etsy',
  'self_app_etsy',
  'amazon_seller_central',
]);

const ROUTE_ID = '/shell/store/$storeId';

/**
 * /store/$storeId (admin, seller): the store, its connection (Shopify: sync now, disconnect,
 * connect again), a sandbox store's test order and shop, the sync log (page and outcome in the
 * URL), and its settings.
 */
export function StoreDetailPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:detail.title');
  const { storeId } = useParams({ from: ROUTE_ID });
  const search = useSearch({ from: ROUTE_ID });
  const id = Number(storeId);
  const store = useStore(id);
  const user = useCurrentUser();
  const navigate = useNavigate({ from: '/store/$storeId' });
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDeleteStore(() => void navigate({ to: '/store' }));
  const canChange = !(user.role === 'seller' && user.meta.disabled);

  if (store.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  // Another seller's store is as missing as a deleted one: no "try again" would bring it.
  if (isApiError(store.error) && store.error.status === 404) return <NotFoundPage />;
  if (store.isError) return <Alert color="red">{t('detail.loadFailed')}</Alert>;
  const data = store.data;
  // A platform store connects and syncs; an api or platfox store sends its orders with its key.
  const apiFed = data.type === 'api' || data.type === 'platfox';
  const shopify = !apiFed;
  const sandboxSeller =
    SANDBOX_PANEL_TYPES.has(data.type) && data.sandbox && user.role === 'seller';
  // A sync reads the store at once: its log, order syncs and imports move.
  const refreshSync = () => queryClient.invalidateQueries({ queryKey: storeSyncKeys.all });
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{data.name}</Title>
          <StoreStatusBadge status={data.status} />
        </Group>
        {canChange && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => confirmDelete(data)}
          >
            {t('delete.action')}
          </Button>
        )}
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('form.type')}
            </Text>
            <Text>{t(`types.${data.type}`)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('columns.products')}
            </Text>
            <Text>{data.productCount}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('columns.createdAt')}
            </Text>
            <Text>{formatDateTime(data.createdAt)}</Text>
          </Stack>
          {data.seller && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('columns.seller')}
              </Text>
              <Text>
                {data.seller.name} ({data.seller.email})
              </Text>
            </Stack>
          )}
        </SimpleGrid>
        {!shopify && data.status !== 'active' && (
          <Alert color="yellow" mt="md">
            {t(`detail.statusHint.${data.status}`)}
          </Alert>
        )}
      </Card>
      {apiFed ? <StoreKeyCard store={data} canChange={canChange} /> : null}
      {shopify || data.status !== 'pending_connection' ? (
        <StoreConnectionCard
          store={data}
          role={user.role}
          canChange={canChange}
          readText={translateSyncLogText}
          onSynced={() => void refreshSync()}
        />
      ) : null}
      {data.type === 'amazon_seller_central' && data.status === 'active' ? (
        <AmazonApprovalCard store={data} role={user.role} />
      ) : null}
      {sandboxSeller && canChange && data.status === 'active' ? (
        <TestOrderForm
          storeId={id}
          // A test order arrives at once: the store's last sync moves.
          onSent={() => void queryClient.invalidateQueries({ queryKey: storesKeys.detail(id) })}
        />
      ) : null}
      {sandboxSeller ? <SandboxShopPanel storeId={id} /> : null}
      {shopify ? (
        <SyncLogCard
          storeId={id}
          search={search}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
        />
      ) : null}
      {canChange && (
        <Card withBorder>
          <Title order={2} size="h4" mb="md">
            {t('detail.edit')}
          </Title>
          <EditStoreForm store={data} />
        </Card>
      )}
    </Stack>
  );
}
