import { Badge, Button, Group, Text } from '@mantine/core';
import type { Inventory } from '@stitchworks/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatNumber } from '../../../lib/format';
import { InventoryRowEditor } from './inventory-row-editor';

type Props = {
  rows: Inventory[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
  onHistory: (row: Inventory) => void;
};

/** 'Embroidered Classic Tee Black / S (vn1)': how a row is named to a screen reader. */
export const rowName = (row: Inventory) =>
  `${row.catalogName} ${row.color} / ${row.size.toUpperCase()} (${row.factory})`;

/** One page of inventory rows; Edit opens the row's adjustment and threshold form under it. */
export function InventoryTable({ rows, fetching, empty, error, onHistory }: Props) {
  const { t } = useTranslation('inventory');
  const [editing, setEditing] = useState<number | null>(null);
  const columns = useMemo<DataTableColumn<Inventory>[]>(
    () => [
      {
        id: 'catalog',
        header: t('columns.catalog'),
        hideable: false,
        card: 'title',
        cell: (row) => (
          <Text size="sm" fw={600}>
            #{row.catalogId} {row.catalogName}
          </Text>
        ),
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
        id: 'quantity',
        header: t('columns.quantity'),
        align: 'right',
        nowrap: true,
        hideable: false,
        cell: (row) => <span data-testid="inventory-quantity">{formatNumber(row.quantity)}</span>,
      },
      {
        id: 'threshold',
        header: t('columns.threshold'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatNumber(row.warningThreshold),
      },
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (row) =>
          row.low ? (
            <Badge color="red" variant="light">
              {t('status.low')}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {t('status.ok')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hideable: false,
        nowrap: true,
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t('edit.edit', { name: rowName(row) })}
              aria-expanded={editing === row.id}
              onClick={() => setEditing(editing === row.id ? null : row.id)}
            >
              {t('edit.editShort')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t('edit.history', { name: rowName(row) })}
              onClick={() => onHistory(row)}
            >
              {t('edit.historyShort')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, editing, onHistory],
  );

  return (
    <DataTable
      tableId="inventory"
      label={t('list.label')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
      expanded={(row) =>
        editing === row.id ? (
          <InventoryRowEditor row={row} name={rowName(row)} onDone={() => setEditing(null)} />
        ) : null
      }
    />
  );
}
