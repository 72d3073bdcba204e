import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import type { DataTableColumn } from './data-table-types';
import { SortHeader } from './sort-header';
import { ariaSortOf, type SortState } from './sort-state';

/**
 * A scrolling box is a tab stop so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1,
 * axe's scrollable-region-focusable); the lint rule against tabIndex on a section cannot know it
 * scrolls.
 */
const keyboardScrollable = { tabIndex: 0 } as const;

/** The scrolling box and the table inside it, whose header stays on top. */
export function TableFrame({
  label,
  busy,
  children,
}: {
  label: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('dataTable');
  return (
    <section
      className={`${classes.scroll} ${busy ? classes.fetching : ''}`}
      aria-label={t('scrollRegion', { label })}
      {...keyboardScrollable}
    >
      <Table
        className={classes.table}
        stickyHeader
        highlightOnHover
        verticalSpacing="xs"
        aria-label={label}
        aria-busy={busy || undefined}
      >
        {children}
      </Table>
    </section>
  );
}

/** The header row: the page checkbox and the column names, sortable ones as buttons. */
export function HeaderRow<T>({
  columns,
  selection,
  sort,
  onSort,
}: {
  columns: DataTableColumn<T>[];
  selection: {
    checked: boolean;
    indeterminate: boolean;
    disabled: boolean;
    onToggle: () => void;
  } | null;
  sort: SortState | undefined;
  onSort: ((field: string) => void) | undefined;
}) {
  const { t } = useTranslation('dataTable');
  return (
    <Table.Thead>
      <Table.Tr>
        {selection ? (
          <Table.Th w={40}>
            <Checkbox
              checked={selection.checked}
              indeterminate={selection.indeterminate}
              disabled={selection.disabled}
              onChange={selection.onToggle}
              aria-label={t('selectPage')}
            />
          </Table.Th>
        ) : null}
        {columns.map((column) => (
          <Table.Th
            key={column.id}
            scope="col"
            ta={column.align}
            w={column.width}
            className={classes.nowrap}
            aria-sort={column.sortField && onSort ? ariaSortOf(sort, column.sortField) : undefined}
          >
            {column.sortField && onSort ? (
              <SortHeader
                label={column.header}
                field={column.sortField}
                sort={sort}
                onSort={onSort}
              />
            ) : (
              column.header
            )}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
