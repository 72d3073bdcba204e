import { Badge } from '@mantine/core';
import type { StockRow } from '@stitchworks/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';

const colorOf = { available: 'green', low: 'yellow', out: 'red' } as const;

type Props = {
  rows: StockRow[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** What a seller sees of the blanks: available, low or out, never a number. */
export function StockTable({ rows, fetching, empty, error }: Props) {
  const { t } = useTranslation('inventory');
  const columns = useMemo<DataTableColumn<StockRow>[]>(
    () => [
      {
        id: 'catalog',
        header: t('columns.catalog'),
        hideable: false,
        card: 'title',
        cell: (row) => `#${row.catalogId} ${row.catalogName}`,
      },
      { id: 'factory', header: t('columns.factory'), nowrap: true, cell: (row) => row.factory },
      { id: 'color', header: t('columns.color'), nowrap: true, cell: (row) => row.color },
      {
        id: 'size',
        header: t('columns.size'),
        nowrap: true,
        cell: (row) => row.size.toUpperCase(),
      },
      {
        id: 'availability',
        header: t('columns.availability'),
        nowrap: true,
        hideable: false,
        cell: (row) => (
          <Badge color={colorOf[row.availability]} variant="light">
            {t(`stock.availability.${row.availability}`)}
          </Badge>
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable
      tableId="stock"
      label={t('stock.label')}
      columns={columns}
      rows={rows}
      getRowId={(row) => `${row.factory}|${row.catalogId}|${row.color}|${row.size}`}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
