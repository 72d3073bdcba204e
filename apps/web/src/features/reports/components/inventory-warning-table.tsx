import { Badge, Table } from '@mantine/core';
import type { InventoryWarning } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ReportTableFrame } from './report-table-frame';

type Props = {
  data: InventoryWarning | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
};

/** Stock rows below or near their threshold, the soonest to run out first. */
export function InventoryWarningTable({ data, loading, error, onRetry, retrying }: Props) {
  const { t } = useTranslation('reports');
  return (
    <ReportTableFrame
      caption={t('inventoryWarning.caption')}
      rowCount={data?.rows.length}
      truncated={data?.truncated}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      empty={t('inventoryWarning.empty')}
      head={
        <Table.Tr>
          <Table.Th>{t('columns.factory')}</Table.Th>
          <Table.Th>{t('columns.catalog')}</Table.Th>
          <Table.Th>{t('columns.color')}</Table.Th>
          <Table.Th>{t('columns.size')}</Table.Th>
          <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
          <Table.Th ta="right">{t('columns.threshold')}</Table.Th>
          <Table.Th>{t('columns.level')}</Table.Th>
          <Table.Th ta="right">{t('columns.used30')}</Table.Th>
          <Table.Th ta="right">{t('columns.dailyUse')}</Table.Th>
          <Table.Th ta="right">{t('columns.daysLeft')}</Table.Th>
        </Table.Tr>
      }
      body={(data?.rows ?? []).map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>{row.factory.toUpperCase()}</Table.Td>
          <Table.Td>{row.catalog || row.catalogId}</Table.Td>
          <Table.Td>{row.color}</Table.Td>
          <Table.Td>{row.size}</Table.Td>
          <Table.Td ta="right">{formatNumber(row.quantity)}</Table.Td>
          <Table.Td ta="right">{formatNumber(row.warningThreshold)}</Table.Td>
          <Table.Td>
            <Badge color={row.level === 'below' ? 'red' : 'orange'} variant="light">
              {t(`levels.${row.level}`)}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{formatNumber(row.usedLast30Days)}</Table.Td>
          <Table.Td ta="right">{row.dailyUse}</Table.Td>
          <Table.Td ta="right">
            {row.daysLeft === null ? t('noPace') : formatNumber(row.daysLeft)}
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
