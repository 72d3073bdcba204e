import { Button, Table, Text } from '@mantine/core';
import type { Report } from '@stitchworks/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  return (
    <ReportTableFrame
      caption={t('list.caption')}
      rowCount={rows?.length}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      empty={t('list.empty')}
      head={
        <Table.Tr>
          <Table.Th>{t('list.columns.kind')}</Table.Th>
          <Table.Th>{t('list.columns.filters')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th ta="right">{t('list.columns.rows')}</Table.Th>
          <Table.Th>{t('list.columns.createdBy')}</Table.Th>
          <Table.Th>{t('list.columns.createdAt')}</Table.Th>
          <Table.Th>{t('list.columns.file')}</Table.Th>
        </Table.Tr>
      }
      body={(rows ?? []).map((report) => (
        <Table.Tr key={report.id}>
          <Table.Td>{t(`kinds.${report.kind}`)}</Table.Td>
          <Table.Td>
            <Text size="xs" c="dimmed">
              {filtersText(report.filters) || t('list.noFilters')}
            </Text>
          </Table.Td>
          <Table.Td>
            <ReportStatusBadge status={report.status} />
            {report.error ? (
              <Text size="xs" c="red">
                {report.error}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right">
            {report.rowCount === null ? '' : formatNumber(report.rowCount)}
          </Table.Td>
          <Table.Td>{report.createdBy?.name ?? ''}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt)}</Table.Td>
          <Table.Td>
            {report.downloadUrl ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => onDownload(report)}
                aria-label={t('list.downloadReport', { id: report.id })}
              >
                {t('list.download')}
              </Button>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
