import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts/chart-figure';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { DayRangeInput } from '../../../components/form/day-range-input';
import { formatNumber } from '../../../lib/format';
import { exportReportView } from '../api/export-report-view';
import { useProductionOutput } from '../api/get-production-output';
import { outputPerDay, reportDays } from '../report-charts';
import {
  type OutputGridRow,
  outputGrid,
  type ProductionOutputSearch,
  productionOutputQueryOf,
} from '../report-search';
import { ExportCsvButton } from './export-csv-button';
import { FactorySelect } from './report-filter-selects';
import { ReportTableFrame } from './report-table-frame';

type Props = {
  search: ProductionOutputSearch;
  onChange: (next: ProductionOutputSearch) => void;
};

/** Units per day × step, per factory and person, from standing scans; filters in the URL. */
export function ProductionOutputSection({ search, onChange }: Props) {
  const { t } = useTranslation('reports');
  const query = productionOutputQueryOf(search);
  const output = useProductionOutput(query);
  const grid = useMemo(
    () => (output.data ? outputGrid(output.data.rows) : undefined),
    [output.data],
  );
  const { from, to } = query;
  const perDay = useMemo(
    () =>
      output.data
        ? outputPerDay(output.data.rows, reportDays({ from, to }, Math.floor(Date.now() / 1000)))
        : [],
    [output.data, from, to],
  );
  const columns = useMemo<DataTableColumn<OutputGridRow>[]>(
    () => [
      { id: 'day', header: t('columns.day'), nowrap: true, cell: (row) => row.day },
      {
        id: 'factory',
        header: t('columns.factory'),
        nowrap: true,
        cell: (row) => row.factory.toUpperCase(),
      },
      {
        id: 'person',
        header: t('columns.person'),
        hideable: false,
        card: 'title',
        cell: (row) => row.person ?? t('productionOutput.unknownPerson'),
      },
      {
        id: 'embroidered',
        header: t('steps.embroidered'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.embroidered),
      },
      {
        id: 'checked',
        header: t('steps.checked'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.checked),
      },
      {
        id: 'packed',
        header: t('steps.packed'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.packed),
      },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('productionOutput.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('productionOutput.description')}
          </Text>
        </Stack>
        <ExportCsvButton onExport={() => exportReportView('production-output', query)} />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DayRangeInput
          label={t('filters.period')}
          placeholder={t('filters.last30Days')}
          clearLabel={t('filters.clearPeriod')}
          from={search.outFrom}
          to={search.outTo}
          onChange={(range) => onChange({ ...search, outFrom: range.from, outTo: range.to })}
        />
        <FactorySelect
          value={search.outFactory}
          onChange={(outFactory) => onChange({ ...search, outFactory })}
          width={160}
        />
      </Group>
      {output.data ? (
        <Text size="sm" aria-live="polite">
          {t('productionOutput.totals', {
            embroidered: formatNumber(output.data.totals.embroidered),
            checked: formatNumber(output.data.totals.checked),
            packed: formatNumber(output.data.totals.packed),
          })}
        </Text>
      ) : null}
      {output.data && output.data.rows.length > 0 ? (
        <ChartFigure
          title={t('productionOutput.chart')}
          kind="stacked-bar"
          data={perDay}
          dataKey="day"
          dataKeyLabel={t('columns.day')}
          series={[
            { name: 'embroidered', label: t('steps.embroidered'), color: 'blue.6' },
            { name: 'checked', label: t('steps.checked'), color: 'teal.6' },
            { name: 'packed', label: t('steps.packed'), color: 'grape.6' },
          ]}
          format={formatNumber}
        />
      ) : null}
      <ReportTableFrame
        tableId="production-output"
        caption={t('productionOutput.caption')}
        columns={columns}
        rows={grid}
        getRowId={(row) => row.key}
        truncated={output.data?.truncated}
        loading={output.isFetching}
        error={output.isError ? output.error : undefined}
        onRetry={() => output.refetch()}
        retrying={output.isFetching}
        empty={t('productionOutput.empty')}
      />
    </Stack>
  );
}
