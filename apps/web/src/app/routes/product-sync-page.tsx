import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useSyncCatalogs } from '../../features/store-sync/api/get-catalogs';
import { useProductSyncs } from '../../features/store-sync/api/get-product-syncs';
import { ProductSyncTable } from '../../features/store-sync/components/product-sync-table';
import { useConfirmDeleteProductSync } from '../../features/store-sync/hooks/use-confirm-delete-product-sync';
import { StoreFilterSelect } from '../../features/stores/components/store-filter-select';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/** /product-sync (admin): the remembered SKU mappings of every store, by store and SKU. */
export function ProductSyncPage() {
  const { t } = useTranslation('storeSync');
  usePageTitle('storeSync:productSync.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/product-sync' });
  const navigate = useNavigate({ from: '/product-sync' });
  const page = search.page ?? 1;
  const syncs = useProductSyncs({
    page,
    limit: PAGE_SIZE,
    storeId: search.storeId,
    keyword: search.keyword,
  });
  const catalogs = useSyncCatalogs();
  const catalogById = useMemo(
    () => new Map((catalogs.data ?? []).map((catalog) => [catalog.value, catalog])),
    [catalogs.data],
  );
  const confirmDelete = useConfirmDeleteProductSync();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const searchKeyword = useDebouncedCallback((next: string) => {
    void navigate({
      search: { storeId: search.storeId, keyword: next.trim() || undefined },
      replace: true,
    });
  }, 400);
  const filtered = Boolean(search.storeId || search.keyword);
  const isSeller = user.role === 'seller';
  const canDelete = !(isSeller && user.meta.disabled);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('productSync.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('productSync.description')}
        </Text>
      </Stack>
      <Group align="flex-end">
        <StoreFilterSelect
          value={search.storeId}
          onChange={(storeId) => void navigate({ search: { keyword: search.keyword, storeId } })}
        />
        <TextInput
          label={t('productSync.keyword')}
          placeholder={t('productSync.keywordPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            searchKeyword(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <ProductSyncTable
        rows={syncs.data?.rows}
        showSeller={!isSeller}
        catalogById={catalogById}
        onDelete={canDelete ? confirmDelete : undefined}
        fetching={syncs.isPlaceholderData}
        error={listLoadFailed(syncs, t('productSync.loadFailed'))}
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {filtered ? t('productSync.emptyFiltered') : t('productSync.empty')}
            </Text>
            {filtered ? (
              <Button
                variant="light"
                size="xs"
                onClick={() => {
                  setKeyword('');
                  void navigate({ search: {} });
                }}
              >
                {t('productSync.clearFilters')}
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
        totalLabel={t('productSync.total', { count: syncs.data?.count ?? 0 })}
        paginationLabel={t('productSync.pagination')}
      />
    </Stack>
  );
}
