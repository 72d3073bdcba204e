import { Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../components/charts/chart-figure';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import { exportReportView } from '../../features/reports/api/export-report-view';
import { useInventoryWarning } from '../../features/reports/api/get-inventory-warning';
import { ExportCsvButton } from '../../features/reports/components/export-csv-button';
import { InventoryWarningFilters } from '../../features/reports/components/inventory-warning-filters';
import { InventoryWarningTable } from '../../features/reports/components/inventory-warning-table';
import { stockAgainstThreshold, TOP_BARS } from '../../features/reports/report-charts';
import { catalogOptionsOf } from '../../features/reports/report-search';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

/** /report/inventory-warning: stock running low, with the days it lasts at the current pace. */
export function InventoryWarningPage() {
  const { t } = useTranslation('reports');
  usePageTitle('reports:inventoryWarning.title');
  const search = useSearch({ from: '/shell/report/inventory-warning' });
  const navigate = useNavigate({ from: '/report/inventory-warning' });
  const view = useInventoryWarning(search);
  const bootstrap = useBootstrap();
  const catalogs = catalogOptionsOf([bootstrap.data?.catalogData, bootstrap.data?.catalogDataEu1]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('inventoryWarning.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('inventoryWarning.description')}
          </Text>
        </Stack>
        <ExportCsvButton onExport={() => exportReportView('inventory-warning', search)} />
      </Group>
      <InventoryWarningFilters
        search={search}
        catalogs={catalogs}
        onChange={(next) => void navigate({ search: next, replace: true })}
      />
      {view.data && view.data.rows.length > 0 ? (
        <ChartFigure
          title={t('inventoryWarning.chart', {
            count: Math.min(view.data.rows.length, TOP_BARS),
          })}
          kind="bar"
          data={stockAgainstThreshold(
            view.data.rows,
            (row) => `${row.catalog} ${row.color}/${row.size} (${row.factory.toUpperCase()})`,
          )}
          dataKey="label"
          dataKeyLabel={t('inventoryWarning.chartItem')}
          series={[
            { name: 'quantity', label: t('columns.quantity'), color: 'red.6' },
            { name: 'threshold', label: t('columns.threshold'), color: 'gray.5' },
          ]}
          format={formatNumber}
        />
      ) : null}
      <InventoryWarningTable
        data={view.data}
        loading={view.isFetching}
        error={view.isError ? view.error : undefined}
        onRetry={() => view.refetch()}
        retrying={view.isFetching}
      />
    </Stack>
  );
}
