import { Box, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import {
  type ColumnDef,
  getCoreRowModel,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnMenu } from './column-menu';
import classes from './data-table.module.css';
import { DataTableCards, DataTableCardsSkeleton } from './data-table-cards';
import { BodyRow, HeaderRow, TableFrame } from './data-table-parts';
import type { DataTableColumn, DataTableSelection } from './data-table-types';
import { pageSelectionState, togglePageSelection, toggleRowSelection } from './row-selection';
import { SortSelect } from './sort-select';
import { nextSort, type SortState } from './sort-state';
import { useColumnChoice } from './use-column-choice';

/** Below Mantine's `sm` breakpoint (768 px) rows become cards. */
const PHONE_QUERY = '(max-width: 47.99em)';
const SKELETON_ROWS = 8;

export type DataTableProps<T> = {
  /** Names the table for screen readers and keys the remembered column choice. */
  tableId: string;
  label: string;
  columns: DataTableColumn<T>[];
  /** Undefined while the first page loads (a skeleton shows). */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** A newer page is loading while the previous one stays on screen. */
  fetching?: boolean | undefined;
  /** What to show when there are no rows: say why and offer the next step. */
  empty: ReactNode;
  /** Shown instead of the rows when they could not be loaded. */
  error?: ReactNode | undefined;
  sort?: { value: SortState | undefined; onChange: (next: SortState | undefined) => void };
  selection?: DataTableSelection<T> | undefined;
  /** Buttons for the picked rows, shown beside the count once something is picked. */
  bulkActions?: ((selected: T[]) => ReactNode) | undefined;
  /** Extra controls on the right of the toolbar, before the column menu. */
  toolbar?: ReactNode;
  /** Content opened under a row (an inline form); null when the row is closed. */
  expanded?: ((row: T) => ReactNode) | undefined;
};

/**
 * The one table every list uses: sortable headers bound to the URL, row selection with a header
 * checkbox, a remembered column choice, a sticky header, a loading skeleton and an empty state;
 * on a phone the rows are cards.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { tableId, label, columns, rows, getRowId, fetching, empty, error, sort, selection } =
    props;
  const { t } = useTranslation('dataTable');
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const choice = useColumnChoice(tableId, columns);

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header })),
    [columns],
  );
  const table = useReactTable<T>({
    data: rows ?? [],
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { columnVisibility: choice.visibility as VisibilityState },
  });
  // One array while the columns and their choice stay, so unchanged rows are not drawn again.
  const visibleColumns = useMemo(
    () => columns.filter((column) => choice.visibility[column.id] !== false),
    [columns, choice.visibility],
  );
  const onToggleRow = useCallbackRef((row: T) => {
    if (selection) selection.onChange(toggleRowSelection(row, selection.selected, getRowId));
  });
  const tableRows = table.getRowModel().rows;
  const pageRows = (rows ?? []).filter((row) => selection?.canSelect?.(row) ?? true);
  const header = selection ? pageSelectionState(pageRows, selection.selected, getRowId) : null;
  const onSort = (field: string) => sort?.onChange(nextSort(sort.value, field));
  const picked = selection ? [...selection.selected.values()] : [];

  const toolbar = (
    <Group justify="space-between" gap="xs" mb="xs" wrap="wrap" mih={30}>
      <Group gap="xs" wrap="wrap" aria-live="polite">
        {selection && picked.length > 0 ? (
          <>
            <Text size="sm" fw={600}>
              {t('selected', { count: picked.length })}
            </Text>
            {props.bulkActions?.(picked)}
            <Button size="xs" variant="subtle" onClick={() => selection.onChange(new Map())}>
              {t('clearSelection')}
            </Button>
          </>
        ) : null}
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-end">
        {props.toolbar}
        {phone && sort ? (
          <SortSelect columns={visibleColumns} sort={sort.value} onChange={sort.onChange} />
        ) : null}
        <ColumnMenu
          columns={columns}
          visibility={choice.visibility}
          onToggle={choice.setVisible}
          onReset={choice.reset}
          customised={choice.customised}
        />
      </Group>
    </Group>
  );

  let body: ReactNode;
  if (error && !rows) {
    body = error;
  } else if (!rows) {
    body = phone ? (
      <DataTableCardsSkeleton count={4} />
    ) : (
      <TableFrame label={label} busy>
        <HeaderRow columns={visibleColumns} selection={null} sort={undefined} onSort={onSort} />
        <Table.Tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Table.Tr key={index}>
              {visibleColumns.map((column) => (
                <Table.Td key={column.id}>
                  <Skeleton height={12} radius="sm" width={column.align === 'right' ? 48 : '70%'} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TableFrame>
    );
  } else if (rows.length === 0) {
    body = empty;
  } else if (phone) {
    body = (
      <Box className={fetching ? classes.fetching : undefined} aria-busy={fetching || undefined}>
        <DataTableCards
          label={label}
          rows={tableRows}
          columns={visibleColumns}
          selection={selection}
          getRowId={getRowId}
          expanded={props.expanded}
        />
      </Box>
    );
  } else {
    body = (
      <TableFrame label={label} busy={fetching ?? false}>
        <HeaderRow
          columns={visibleColumns}
          selection={
            selection && header
              ? {
                  ...header,
                  disabled: pageRows.length === 0,
                  onToggle: () =>
                    selection.onChange(togglePageSelection(pageRows, selection.selected, getRowId)),
                }
              : null
          }
          sort={sort?.value}
          onSort={sort ? onSort : undefined}
        />
        <Table.Tbody>
          {tableRows.map((row) => (
            <BodyRow
              key={row.id}
              row={row.original}
              columns={visibleColumns}
              pick={
                selection
                  ? {
                      picked: selection.selected.has(row.id),
                      disabled: selection.canSelect ? !selection.canSelect(row.original) : false,
                      label: t('selectRow', { name: selection.rowName(row.original) }),
                    }
                  : null
              }
              onToggle={onToggleRow}
              opened={props.expanded?.(row.original) ?? null}
            />
          ))}
        </Table.Tbody>
      </TableFrame>
    );
  }

  return (
    <div>
      {toolbar}
      {body}
    </div>
  );
}
