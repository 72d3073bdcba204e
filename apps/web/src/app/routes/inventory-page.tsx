import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Inventory } from '@stitchworks/shared';
import { IconDownload, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useInventories } from '../../features/inventory/api/get-inventories';
import { AddRowsModal } from '../../features/inventory/components/add-rows-modal';
import { InventoryFilters } from '../../features/inventory/components/inventory-filters';
import { InventoryTable } from '../../features/inventory/components/inventory-table';
import { MovementsDrawer } from '../../features/inventory/components/movements-drawer';
import { type InventorySearch, inventoryQueryOf } from '../../features/inventory/inventory-search';
import { usePageTitle } from '../../lib/use-page-title';

/** /inventory (manager, admin, inventory_manager): stock by catalog, colour and size, filtered from the URL. */
export function InventoryPage(): ReactElement {
  const { t } = useTranslation('inventory');
  usePageTitle('inventory:list.title');
  const search = useSearch({ from: '/shell/inventory' });
  const navigate = useNavigate({ from: '/inventory' });
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const [history, setHistory] = useState<Inventory | null>(null);
  const list = useInventories(inventoryQueryOf(search));
  const setSearch = (next: InventorySearch) => void navigate({ search: next });
  const onHistory = useCallback((row: Inventory) => setHistory(row), []);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/inventory/warehouse-warning-setting" />}
          >
            {t('list.settings')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/inventory/warehouse-export" />}
          >
            {t('list.export')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
            {t('list.addRows')}
          </Button>
        </Group>
      </Group>

      <InventoryFilters search={search} onChange={(filters) => setSearch(filters)} />

      <InventoryTable
        rows={list.data?.rows}
        fetching={list.isPlaceholderData}
        onHistory={onHistory}
        error={
          list.isError && !list.data ? (
            <LoadFailed
              title={t('list.loadFailed')}
              error={list.error}
              onRetry={() => list.refetch()}
              retrying={list.isFetching}
            />
          ) : undefined
        }
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('list.empty')}
            </Text>
            <Button variant="light" size="xs" onClick={() => setSearch({})}>
              {t('filters.reset')}
            </Button>
          </Stack>
        }
      />

      {list.data && list.data.count > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('list.total', { count: list.data.count })}
          </Text>
          {list.data.totalPage > 1 ? (
            <Pagination
              total={list.data.totalPage}
              value={search.page ?? 1}
              onChange={(next) => setSearch({ ...search, page: next > 1 ? next : undefined })}
              aria-label={t('list.pagination')}
            />
          ) : null}
        </Group>
      ) : null}

      <AddRowsModal opened={adding} onClose={closeAdd} />
      <MovementsDrawer key={history?.id ?? 0} row={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
