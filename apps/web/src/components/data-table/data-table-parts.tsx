import { Table, VisuallyHidden } from '@mantine/core';
import { Fragment, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TapCheckbox } from '../ui/tap-checkbox';
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
/** A header as the table's head shows it: the short form, when there is one, titled by the full one. */
function HeaderText<T>({ column }: { column: DataTableColumn<T> }) {
  if (!column.shortHeader || column.shortHeader === column.header) return column.header;
  return (
    <>
      <span title={column.header} aria-hidden="true">
        {column.shortHeader}
      </span>
      <VisuallyHidden>{column.header}</VisuallyHidden>
    </>
  );
}

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
            <TapCheckbox
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
              <HeaderText column={column} />
            )}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

type BodyRowProps<T> = {
  row: T;
  /** The visible columns, the same array as long as the choice of columns stays. */
  columns: DataTableColumn<T>[];
  /** The row's checkbox, or null when the table has no selection. */
  pick: { picked: boolean; disabled: boolean; label: string } | null;
  /** Stable across renders (the table's latest selection is read when it is called). */
  onToggle: (row: T) => void;
  /** Content opened under the row, null when closed. */
  opened: ReactNode;
};

function BodyRowView<T>({ row, columns, pick, onToggle, opened }: BodyRowProps<T>) {
  return (
    <Fragment>
      <Table.Tr className={pick?.picked ? classes.selectedRow : undefined}>
        {pick ? (
          <Table.Td w={40}>
            <TapCheckbox
              checked={pick.picked}
              disabled={pick.disabled}
              onChange={() => onToggle(row)}
              aria-label={pick.label}
            />
          </Table.Td>
        ) : null}
        {columns.map((column) => (
          <Table.Td
            key={column.id}
            ta={column.align}
            className={column.nowrap ? classes.nowrap : undefined}
          >
            {column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
      {opened ? (
        <Table.Tr>
          <Table.Td colSpan={columns.length + (pick ? 1 : 0)}>{opened}</Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

const samePick = (a: BodyRowProps<unknown>['pick'], b: BodyRowProps<unknown>['pick']) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.picked === b.picked &&
    a.disabled === b.disabled &&
    a.label === b.label);

/**
 * One row of the table body, drawn again only when its data, its columns, its checkbox or its
 * opened content change: a page of 50 rows is not redrawn when the table only shows that the next
 * page is loading, or when a filter above it changes.
 */
export const BodyRow = memo(
  BodyRowView,
  (before, after) =>
    before.row === after.row &&
    before.columns === after.columns &&
    before.onToggle === after.onToggle &&
    before.opened === after.opened &&
    samePick(before.pick, after.pick),
) as <T>(props: BodyRowProps<T>) => ReactNode;
