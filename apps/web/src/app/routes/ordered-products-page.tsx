import { Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../components/charts/chart-figure';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import { exportReportView } from '../../features/reports/api/export-report-view';
import { useOrderedProducts } from '../../features/reports/api/get-ordered-products';
import { ExportCsvButton } from '../../features/reports/components/export-csv-button';
import { OrderedProductsFilters } from '../../features/reports/components/ordered-products-filters';
import { OrderedProductsTable } from '../../features/reports/components/ordered-products-table';
import { reportDays, soldChart } from '../../features/reports/report-charts';
import {
  catalogOptionsOf,
  type OrderedProductsSearch,
  orderedProductsQueryOf,
} from '../../features/reports/report-search';
import { formatNumber } from '../../lib/format';
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
  const { from, to } = query;
  const chart = useMemo(() => {
    if (!view.data || view.data.rows.length === 0) return null;
    const label = (row: NonNullable<typeof view.data>['rows'][number]) =>
      [row.period, row.seller?.name, row.catalog ?? row.catalogId, row.color, row.size]
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(' · ');
    return soldChart(
      view.data.rows,
      view.data.groupBy,
      reportDays({ from, to }, Math.floor(Date.now() / 1000)),
      label,
    );
  }, [view.data, from, to]);

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
      {chart ? (
        <ChartFigure
          title={
            chart.kind === 'time'
              ? t('orderedProducts.chartOverTime')
              : t('orderedProducts.chartRanking', { count: chart.points.length })
          }
          kind="bar"
          data={chart.points}
          dataKey="label"
          dataKeyLabel={
            chart.kind === 'time' ? t('columns.period') : t('orderedProducts.chartGroup')
          }
          series={[{ name: 'units', label: t('columns.units'), color: 'blue.6' }]}
          format={formatNumber}
        />
      ) : null}
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
