import { Text } from '@mantine/core';
import type { DesignCostRow } from '@stitchworks/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime, formatMoney, formatNumber, missingValue } from '../../../lib/format';
import { EmbOrderLink } from './emb-order-link';

/** The accepted files of the period: when, whose, how big, what they cost and were charged. */
export function DesignCostTable({
  rows,
  fetching,
  empty,
  error,
}: {
  rows: DesignCostRow[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
}) {
  const { t } = useTranslation('embs');
  const columns = useMemo<DataTableColumn<DesignCostRow>[]>(
    () => [
      {
        id: 'job',
        header: t('cost.columns.job'),
        hideable: false,
        card: 'title',
        nowrap: true,
        cell: (row) => (
          <Text size="sm" fw={600}>
            {t('cost.jobLink', { id: row.embId })}
          </Text>
        ),
      },
      {
        id: 'acceptedAt',
        header: t('cost.columns.acceptedAt'),
        nowrap: true,
        cell: (row) => formatDateTime(row.acceptedAt),
      },
      {
        id: 'designer',
        header: t('cost.columns.designer'),
        cell: (row) => row.designer?.name ?? t('cost.noDesigner'),
      },
      { id: 'seller', header: t('cost.columns.seller'), cell: (row) => row.seller.name },
      {
        id: 'order',
        header: t('cost.columns.order'),
        nowrap: true,
        cell: (row) => <EmbOrderLink orderId={row.orderId} />,
      },
      {
        id: 'stitches',
        header: t('cost.columns.stitches'),
        align: 'right',
        nowrap: true,
        cell: (row) => (row.stitches === null ? missingValue() : formatNumber(row.stitches)),
      },
      {
        id: 'cost',
        header: t('cost.columns.cost'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatMoney(row.cost),
      },
      {
        id: 'charged',
        header: t('cost.columns.charged'),
        align: 'right',
        nowrap: true,
        cell: (row) => (
          <Text size="sm" fw={600}>
            {formatMoney(row.charged)}
          </Text>
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable
      tableId="design-costs"
      label={t('cost.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.embId)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
