import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useStock } from '../../features/inventory/api/get-stock';
import { StockFilters } from '../../features/inventory/components/stock-filters';
import { StockTable } from '../../features/inventory/components/stock-table';
import { type StockSearch, stockQueryOf } from '../../features/inventory/inventory-search';
import { usePageTitle } from '../../lib/use-page-title';

/** /stock (sellers): which blanks are available, low or out. */
export function StockPage(): ReactElement {
  const { t } = useTranslation('inventory');
  usePageTitle('inventory:stock.title');
  const search = useSearch({ from: '/shell/stock' });
  const navigate = useNavigate({ from: '/stock' });
  const stock = useStock(stockQueryOf(search));
  const setSearch = (next: StockSearch) => void navigate({ search: next });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('stock.title')}</Title>
      <Text c="dimmed">{t('stock.intro')}</Text>
      <StockFilters search={search} onChange={(filters) => setSearch(filters)} />
      <StockTable
        rows={stock.data?.rows}
        fetching={stock.isPlaceholderData}
        error={
          stock.isError && !stock.data ? (
            <LoadFailed
              title={t('stock.loadFailed')}
              error={stock.error}
              onRetry={() => stock.refetch()}
              retrying={stock.isFetching}
            />
          ) : undefined
        }
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('stock.empty')}
            </Text>
            <Button variant="light" size="xs" onClick={() => setSearch({})}>
              {t('filters.reset')}
            </Button>
          </Stack>
        }
      />
      {stock.data && stock.data.count > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('stock.total', { count: stock.data.count })}
          </Text>
          {stock.data.totalPage > 1 ? (
            <Pagination
              total={stock.data.totalPage}
              value={search.page ?? 1}
              onChange={(next) => setSearch({ ...search, page: next > 1 ? next : undefined })}
              aria-label={t('list.pagination')}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
