import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type OrderSync, type OrderSyncStatus, orderSyncStatuses } from '@stitchworks/shared';
import { IconPlugConnected } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useOrderSyncs } from '../../features/store-sync/api/get-order-syncs';
import { OrderSyncTable } from '../../features/store-sync/components/order-sync-table';
import { SyncOrderModal } from '../../features/store-sync/components/sync-order-modal';
import { useConfirmCancelOrderSync } from '../../features/store-sync/hooks/use-confirm-cancel-order-sync';
import { StoreFilterSelect } from '../../features/stores/components/store-filter-select';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/**
 * /order-sync (admin, seller): store orders by status (waiting first, spec 03 §4) and store, in
 * the URL; a waiting one is synced (its items mapped) or cancelled.
 */
export function OrderSyncPage() {
  const { t } = useTranslation('storeSync');
  usePageTitle('storeSync:orderSync.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/order-sync' });
  const navigate = useNavigate({ from: '/order-sync' });
  const status: OrderSyncStatus = search.status ?? 'created';
  const page = search.page ?? 1;
  const syncs = useOrderSyncs({ page, limit: PAGE_SIZE, status, storeId: search.storeId });
  const [syncing, setSyncing] = useState<OrderSync | null>(null);
  const confirmCancel = useConfirmCancelOrderSync();
  const isSeller = user.role === 'seller';
  const canAct = !(isSeller && user.meta.disabled);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('orderSync.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('orderSync.description')}
        </Text>
      </Stack>
      <Group justify="space-between" align="flex-end">
        <Tabs
          value={status}
          onChange={(next) =>
            void navigate({
              search: {
                storeId: search.storeId,
                status: next === 'created' ? undefined : (next as OrderSyncStatus),
              },
            })
          }
        >
          <Tabs.List>
            {orderSyncStatuses.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`orderSyncStatuses.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <StoreFilterSelect
          value={search.storeId}
          onChange={(storeId) => void navigate({ search: { status: search.status, storeId } })}
        />
      </Group>
      <OrderSyncTable
        rows={syncs.data?.rows}
        showSeller={!isSeller}
        onSync={canAct ? setSyncing : undefined}
        onCancel={canAct ? confirmCancel : undefined}
        fetching={syncs.isPlaceholderData}
        error={listLoadFailed(syncs, t('orderSync.loadFailed'))}
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t(`orderSync.empty.${status}`)}
            </Text>
            {search.storeId ? (
              <Button
                variant="light"
                size="xs"
                onClick={() => void navigate({ search: { status: search.status } })}
              >
                {t('orderSync.emptyStore')}
              </Button>
            ) : isSeller && canAct ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlugConnected size={14} aria-hidden />}
                renderRoot={(props) => <Link {...props} to="/store" />}
              >
                {t('orderSync.connectStore')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <ListFooter
        data={syncs.data}
        page={page}
        onPage={(next) =>
          void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
        }
        totalLabel={t('orderSync.total', { count: syncs.data?.count ?? 0 })}
        paginationLabel={t('orderSync.pagination')}
      />
      <SyncOrderModal orderSync={syncing} onClose={() => setSyncing(null)} />
    </Stack>
  );
}
