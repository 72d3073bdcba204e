import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { factories } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { DayRangeInput } from '../../../components/form/day-range-input';
import { formatNumber } from '../../../lib/format';
import { exportReportView } from '../api/export-report-view';
import { useProductionOutput } from '../api/get-production-output';
import { outputGrid, type ProductionOutputSearch, productionOutputQueryOf } from '../report-search';
import { ExportCsvButton } from './export-csv-button';
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
  const grid = output.data ? outputGrid(output.data.rows) : undefined;
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
        <Select
          label={t('filters.factory')}
          placeholder={t('filters.allFactories')}
          data={factories.map((value) => ({ value, label: value.toUpperCase() }))}
          value={search.outFactory ?? null}
          onChange={(value) =>
            onChange({
              ...search,
              outFactory: (value as ProductionOutputSearch['outFactory']) ?? undefined,
            })
          }
          clearable
          w={{ base: '100%', xs: 160 }}
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
      <ReportTableFrame
        caption={t('productionOutput.caption')}
        rowCount={grid?.length}
        truncated={output.data?.truncated}
        loading={output.isFetching}
        error={output.isError ? output.error : undefined}
        onRetry={() => output.refetch()}
        retrying={output.isFetching}
        empty={t('productionOutput.empty')}
        head={
          <Table.Tr>
            <Table.Th>{t('columns.day')}</Table.Th>
            <Table.Th>{t('columns.factory')}</Table.Th>
            <Table.Th>{t('columns.person')}</Table.Th>
            <Table.Th ta="right">{t('steps.embroidered')}</Table.Th>
            <Table.Th ta="right">{t('steps.checked')}</Table.Th>
            <Table.Th ta="right">{t('steps.packed')}</Table.Th>
          </Table.Tr>
        }
        body={(grid ?? []).map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.day}</Table.Td>
            <Table.Td>{row.factory.toUpperCase()}</Table.Td>
            <Table.Td>{row.person ?? t('productionOutput.unknownPerson')}</Table.Td>
            <Table.Td ta="right">{formatNumber(row.embroidered)}</Table.Td>
            <Table.Td ta="right">{formatNumber(row.checked)}</Table.Td>
            <Table.Td ta="right">{formatNumber(row.packed)}</Table.Td>
          </Table.Tr>
        ))}
      />
    </Stack>
  );
}
