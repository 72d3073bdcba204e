import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TapCheckbox } from '../ui/tap-checkbox';
import classes from './data-table.module.css';
import type { DataTableColumn, DataTableSelection } from './data-table-types';
import { toggleRowSelection } from './row-selection';

type Props<T> = {
  label: string;
  rows: Row<T>[];
  columns: DataTableColumn<T>[];
  selection?: DataTableSelection<T> | undefined;
  getRowId: (row: T) => string;
  expanded?: ((row: T) => ReactNode) | undefined;
};

/**
 * A phone's view of the rows: one card per row, its title column on top and the other visible
 * columns as label and value, so nothing needs a sideways scroll.
 */
export function DataTableCards<T>({
  label,
  rows,
  columns,
  selection,
  getRowId,
  expanded,
}: Props<T>) {
  const { t } = useTranslation('dataTable');
  const title = columns.find((column) => column.card === 'title');
  const fields = columns.filter((column) => column !== title && column.card !== 'hidden');
  return (
    <ul className={classes.cards} aria-label={label}>
      {rows.map((row) => {
        const picked = selection?.selected.has(row.id) ?? false;
        return (
          <Paper
            component="li"
            key={row.id}
            p="sm"
            className={classes.card}
            data-selected={picked || undefined}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selection ? (
                <TapCheckbox
                  mt={2}
                  checked={picked}
                  disabled={selection.canSelect ? !selection.canSelect(row.original) : false}
                  onChange={() =>
                    selection.onChange(
                      toggleRowSelection(row.original, selection.selected, getRowId),
                    )
                  }
                  aria-label={t('selectRow', { name: selection.rowName(row.original) })}
                />
              ) : null}
              <div style={{ minWidth: 0, flex: 1 }}>{title?.cell(row.original)}</div>
            </Group>
            <dl className={classes.fields}>
              {fields.map((column) => (
                <div key={column.id} style={{ display: 'contents' }}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row.original)}</dd>
                </div>
              ))}
            </dl>
            {expanded?.(row.original) ?? null}
          </Paper>
        );
      })}
    </ul>
  );
}

/** Card-shaped placeholders while the first page loads on a phone. */
export function DataTableCardsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={index} p="sm">
          <Skeleton height={14} width="40%" mb="sm" />
          <Skeleton height={10} width="80%" mb={6} />
          <Skeleton height={10} width="60%" />
        </Paper>
      ))}
    </Stack>
  );
}
