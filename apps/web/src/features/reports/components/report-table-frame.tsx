import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { LoadFailed } from '../../../components/ui/load-failed';

type Props<T> = {
  /** Keys the remembered column choice: one per report table. */
  tableId: string;
  /** Names the table (its accessible name) and is shown above it. */
  caption: string;
  columns: DataTableColumn<T>[];
  /** Undefined until the first answer arrives (a skeleton shows). */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** A request is under way: the first one shows the skeleton, later ones dim the rows. */
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
  empty: string;
  /** Whether rows beyond the view's limit were left out. */
  truncated?: boolean | undefined;
};

/**
 * A report table on the shared data table (a table on wide screens, one card per row on a phone),
 * with its caption and its loading, error, empty and truncated states.
 */
export function ReportTableFrame<T>(props: Props<T>) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {props.caption}
      </Text>
      <DataTable
        tableId={props.tableId}
        label={props.caption}
        columns={props.columns}
        rows={props.rows}
        getRowId={props.getRowId}
        fetching={props.loading && props.rows !== undefined}
        empty={
          <Text c="dimmed" ta="center" py="md" role="status">
            {props.empty}
          </Text>
        }
        error={
          props.error ? (
            <LoadFailed
              title={t('loadFailed')}
              error={props.error}
              onRetry={props.onRetry}
              retrying={props.retrying}
            />
          ) : undefined
        }
      />
      {props.truncated ? (
        <Text size="sm" c="orange" role="status">
          {t('truncated')}
        </Text>
      ) : null}
    </Stack>
  );
}
