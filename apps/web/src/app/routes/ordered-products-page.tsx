import { Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import { exportReportView } from '../../features/reports/api/export-report-view';
import { useOrderedProducts } from '../../features/reports/api/get-ordered-products';
import { ExportCsvButton } from '../../features/reports/components/export-csv-button';
import { OrderedProductsFilters } from '../../features/reports/components/ordered-products-filters';
import { OrderedProductsTable } from '../../features/reports/components/ordered-products-table';
import {
  catalogOptionsOf,
  type OrderedProductsSearch,
  orderedProductsQueryOf,
} from '../../features/reports/report-search';
import { usePageTitle } from '../../lib/use-page-title';

/** /report/ordered-products: what was ordered (paid), grouped as chosen; filters in the URL. */
export function OrderedProductsPage() {
  const { t } = useTranslation('reports');
  usePageTitle('reports:orderedProducts.title');
  const search = useSearch({ from: '/shell/report/ordered-products' });
  const navigate = useNavigate({ from: '/report/ordered-products' });
  const query = orderedProductsQueryOf(search);
  const view = useOrderedProducts(query);
  const bootstrap = useBootstrap();
  const catalogs = catalogOptionsOf([bootstrap.data?.catalogData, bootstrap.data?.catalogDataEu1]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('orderedProducts.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('orderedProducts.description')}
          </Text>
        </Stack>
        <ExportCsvButton
          onExport={() =>
            exportReportView('ordered-products', {
              ...query,
              groupBy: query.groupBy as readonly string[] | undefined,
            })
          }
        />
      </Group>
      <OrderedProductsFilters
        search={search}
        catalogs={catalogs}
        onChange={(next: OrderedProductsSearch) => void navigate({ search: next, replace: true })}
      />
      <OrderedProductsTable
        data={view.data}
        groupBy={query.groupBy as NonNullable<typeof view.data>['groupBy']}
        loading={view.isFetching}
        error={view.isError ? view.error : undefined}
        onRetry={() => view.refetch()}
        retrying={view.isFetching}
      />
    </Stack>
  );
}
