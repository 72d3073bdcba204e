import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TicketReport } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCompactDate } from '../../../lib/format';
import { durationParts } from '../ticket-duration';
import { TicketStatusBadge } from './ticket-badges';

/** A duration in words of the interface language ("2 h 5 min"); '—' when there is none. */
export function useFormatDuration() {
  const { t } = useTranslation('tickets');
  return (seconds: number | null) => {
    if (seconds === null) return '—';
    const parts = durationParts(seconds);
    return t(`duration.${parts.unit}`, parts);
  };
}

type TopicRow = TicketReport['byTopic'][number];
type TicketTimeRow = TicketReport['rows'][number];

/** The range's totals: tickets, how many wait on each side, and the average times. */
export function TicketReportSummary({ report }: { report: TicketReport | undefined }) {
  const { t } = useTranslation('tickets');
  const duration = useFormatDuration();
  const summary = report?.summary;
  const facts = [
    [t('report.count'), summary?.count ?? '—'],
    [t('status.open'), summary?.open ?? '—'],
    [t('status.answered'), summary?.answered ?? '—'],
    [t('status.closed'), summary?.closed ?? '—'],
    [t('report.avgFirstResponse'), summary ? duration(summary.avgFirstResponseSeconds) : '—'],
    [t('report.avgResolution'), summary ? duration(summary.avgResolutionSeconds) : '—'],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      {facts.map(([label, value]) => (
        <Card key={label} withBorder padding="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

type TableProps = {
  report: TicketReport | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
};

const failure = (title: string, props: TableProps) =>
  props.error ? (
    <LoadFailed
      title={title}
      error={props.error}
      onRetry={props.onRetry}
      retrying={props.loading}
    />
  ) : undefined;

/** Average first-response and resolution time per topic. */
export function TicketTopicTable(props: TableProps) {
  const { t } = useTranslation('tickets');
  const duration = useFormatDuration();
  const columns: DataTableColumn<TopicRow>[] = [
    {
      id: 'topic',
      header: t('report.topic'),
      hideable: false,
      card: 'title',
      cell: (row) => t(`topics.${row.topic}`),
    },
    { id: 'count', header: t('report.count'), align: 'right', cell: (row) => row.count },
    { id: 'closed', header: t('status.closed'), align: 'right', cell: (row) => row.closed },
    {
      id: 'firstResponse',
      header: t('report.avgFirstResponse'),
      align: 'right',
      nowrap: true,
      cell: (row) => duration(row.avgFirstResponseSeconds),
    },
    {
      id: 'resolution',
      header: t('report.avgResolution'),
      align: 'right',
      nowrap: true,
      cell: (row) => duration(row.avgResolutionSeconds),
    },
  ];
  return (
    <DataTable
      tableId="ticket-report-topics"
      label={t('report.byTopic')}
      columns={columns}
      rows={props.report?.byTopic}
      getRowId={(row) => row.topic}
      fetching={props.loading && props.report !== undefined}
      error={failure(t('report.loadFailed'), props)}
      empty={
        <Text c="dimmed" ta="center" py="md" role="status">
          {t('report.empty')}
        </Text>
      }
    />
  );
}

/** Each ticket of the range with its own first-response and resolution time. */
export function TicketTimesTable(props: TableProps) {
  const { t } = useTranslation('tickets');
  const duration = useFormatDuration();
  const columns: DataTableColumn<TicketTimeRow>[] = [
    {
      id: 'ticket',
      header: t('report.ticket'),
      hideable: false,
      card: 'title',
      cell: (row) => (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/ticket/$ticketId" params={{ ticketId: String(row.id) }} />
          )}
        >
          #{row.id} {row.title}
        </Anchor>
      ),
    },
    { id: 'topic', header: t('report.topic'), cell: (row) => t(`topics.${row.topic}`) },
    { id: 'seller', header: t('list.columns.seller'), cell: (row) => row.userName },
    {
      id: 'status',
      header: t('list.columns.status'),
      nowrap: true,
      cell: (row) => <TicketStatusBadge status={row.status} />,
    },
    {
      id: 'created',
      header: t('detail.created'),
      nowrap: true,
      cell: (row) => formatCompactDate(row.createdAt),
    },
    {
      id: 'firstResponse',
      header: t('report.firstResponse'),
      align: 'right',
      nowrap: true,
      cell: (row) => duration(row.firstResponseSeconds),
    },
    {
      id: 'resolution',
      header: t('report.resolution'),
      align: 'right',
      nowrap: true,
      cell: (row) => duration(row.resolutionSeconds),
    },
  ];
  return (
    <DataTable
      tableId="ticket-report-rows"
      label={t('report.perTicket')}
      columns={columns}
      rows={props.report?.rows}
      getRowId={(row) => String(row.id)}
      fetching={props.loading && props.report !== undefined}
      error={failure(t('report.loadFailed'), props)}
      empty={
        <Text c="dimmed" ta="center" py="md" role="status">
          {t('report.empty')}
        </Text>
      }
    />
  );
}
