import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useListSearch } from '../../components/filter-bar/use-list-search';
import { useStock } from '../../features/inventory/api/get-stock';
import { StockFilters } from '../../features/inventory/components/stock-filters';
import { StockTable } from '../../features/inventory/components/stock-table';
import { stockQueryOf } from '../../features/inventory/inventory-search';
import { usePageTitle } from '../../lib/use-page-title';

/** /stock (sellers): which blanks are available, low or out. */
export function StockPage(): ReactElement {
  const { t } = useTranslation('inventory');
  usePageTitle('inventory:stock.title');
  const search = useSearch({ from: '/shell/stock' });
  const navigate = useNavigate({ from: '/stock' });
  const stock = useStock(stockQueryOf(search));
  const url = useListSearch(search, (next) => void navigate({ search: next }));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('stock.title')}</Title>
      <Text c="dimmed">{t('stock.intro')}</Text>
      <StockFilters filters={url.filters} onChange={url.setFilters} />
      <StockTable
        rows={stock.data?.rows}
        fetching={stock.isPlaceholderData}
        error={listLoadFailed(stock, t('stock.loadFailed'))}
        empty={
          <EmptyList resetLabel={t('filters.reset')} onReset={url.reset}>
            {t('stock.empty')}
          </EmptyList>
        }
      />
      <ListFooter
        data={stock.data}
        page={url.page}
        onPage={url.setPage}
        totalLabel={t('stock.total', { count: stock.data?.count ?? 0 })}
        paginationLabel={t('list.pagination')}
      />
    </Stack>
  );
}
