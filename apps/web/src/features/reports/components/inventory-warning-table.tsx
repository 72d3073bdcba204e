import { Badge } from '@mantine/core';
import type { InventoryWarning, InventoryWarningRow } from '@stitchworks/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
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
  const columns = useMemo<DataTableColumn<InventoryWarningRow>[]>(
    () => [
      {
        id: 'factory',
        header: t('columns.factory'),
        nowrap: true,
        cell: (row) => row.factory.toUpperCase(),
      },
      {
        id: 'catalog',
        header: t('columns.catalog'),
        hideable: false,
        card: 'title',
        cell: (row) => row.catalog || row.catalogId,
      },
      { id: 'color', header: t('columns.color'), cell: (row) => row.color },
      { id: 'size', header: t('columns.size'), cell: (row) => row.size },
      {
        id: 'quantity',
        header: t('columns.quantity'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.quantity),
      },
      {
        id: 'threshold',
        header: t('columns.threshold'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.warningThreshold),
      },
      {
        id: 'level',
        header: t('columns.level'),
        nowrap: true,
        cell: (row) => (
          <Badge color={row.level === 'below' ? 'red' : 'orange'} variant="light">
            {t(`levels.${row.level}`)}
          </Badge>
        ),
      },
      {
        id: 'used30',
        header: t('columns.used30'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.usedLast30Days),
      },
      {
        id: 'dailyUse',
        header: t('columns.dailyUse'),
        align: 'right',
        nowrap: true,
        cell: (row) => row.dailyUse,
      },
      {
        id: 'daysLeft',
        header: t('columns.daysLeft'),
        align: 'right',
        nowrap: true,
        cell: (row) => (row.daysLeft === null ? t('noPace') : formatNumber(row.daysLeft)),
      },
    ],
    [t],
  );
  return (
    <ReportTableFrame
      tableId="inventory-warning"
      caption={t('inventoryWarning.caption')}
      columns={columns}
      rows={data?.rows}
      getRowId={(row) => String(row.id)}
      truncated={data?.truncated}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      empty={t('inventoryWarning.empty')}
    />
  );
}
