import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Inventory } from '@stitchworks/shared';
import { IconDownload, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useListSearch } from '../../components/filter-bar/use-list-search';
import { useInventories } from '../../features/inventory/api/get-inventories';
import { AddRowsModal } from '../../features/inventory/components/add-rows-modal';
import { InventoryFilters } from '../../features/inventory/components/inventory-filters';
import { InventoryTable } from '../../features/inventory/components/inventory-table';
import { MovementsDrawer } from '../../features/inventory/components/movements-drawer';
import { inventoryQueryOf } from '../../features/inventory/inventory-search';
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
  const url = useListSearch(search, (next) => void navigate({ search: next }));
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

      <InventoryFilters filters={url.filters} onChange={url.setFilters} />

      <InventoryTable
        rows={list.data?.rows}
        fetching={list.isPlaceholderData}
        onHistory={onHistory}
        error={listLoadFailed(list, t('list.loadFailed'))}
        empty={
          <EmptyList resetLabel={t('filters.reset')} onReset={url.reset}>
            {t('list.empty')}
          </EmptyList>
        }
      />

      <ListFooter
        data={list.data}
        page={url.page}
        onPage={url.setPage}
        totalLabel={t('list.total', { count: list.data?.count ?? 0 })}
        paginationLabel={t('list.pagination')}
      />

      <AddRowsModal opened={adding} onClose={closeAdd} />
      <MovementsDrawer key={history?.id ?? 0} row={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
