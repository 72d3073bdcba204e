import { Button, Text } from '@mantine/core';
import type { Report } from '@stitchworks/shared';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ReportStatusBadge } from './report-status-badge';
import { ReportTableFrame } from './report-table-frame';

type Props = {
  rows: Report[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
  onDownload: (report: Report) => void;
};

/** The filters of a report in one line: `from 2025-03-01 · groupBy seller`. */
function filtersText(filters: Record<string, unknown>) {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => {
      if ((key === 'from' || key === 'to') && typeof value === 'number')
        return `${key} ${new Date(value * 1000).toISOString().slice(0, 10)}`;
      return `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join(' · ');
}

/** Generated reports: kind, filters, status, rows, who, when, download. */
export function ReportsTable({ rows, loading, error, onRetry, retrying, onDownload }: Props) {
  const { t } = useTranslation('reports');
  const columns = useMemo<DataTableColumn<Report>[]>(
    () => [
      {
        id: 'kind',
        header: t('list.columns.kind'),
        hideable: false,
        card: 'title',
        cell: (report) => t(`kinds.${report.kind}`),
      },
      {
        id: 'filters',
        header: t('list.columns.filters'),
        cell: (report) => (
          <Text size="xs" c="dimmed">
            {filtersText(report.filters) || t('list.noFilters')}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        // The badge keeps to one line by itself; a failure's message under it may wrap.
        cell: (report) => (
          <>
            <ReportStatusBadge status={report.status} />
            {report.error ? (
              <Text size="xs" c="red">
                {report.error}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'rows',
        header: t('list.columns.rows'),
        align: 'right',
        nowrap: true,
        cell: (report) => (report.rowCount === null ? '' : formatNumber(report.rowCount)),
      },
      {
        id: 'createdBy',
        header: t('list.columns.createdBy'),
        cell: (report) => report.createdBy?.name ?? '',
      },
      {
        id: 'createdAt',
        header: t('list.columns.createdAt'),
        nowrap: true,
        cell: (report) => formatDateTime(report.createdAt),
      },
      {
        id: 'file',
        header: t('list.columns.file'),
        nowrap: true,
        cell: (report) =>
          report.downloadUrl ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => onDownload(report)}
              aria-label={t('list.downloadReport', { id: report.id })}
            >
              {t('list.download')}
            </Button>
          ) : null,
      },
    ],
    [t, onDownload],
  );
  return (
    <ReportTableFrame
      tableId="reports"
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      getRowId={(report) => String(report.id)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      empty={t('list.empty')}
    />
  );
}
