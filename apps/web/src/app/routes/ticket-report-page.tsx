import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { ticketTopics } from '@stitchworks/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../components/charts/chart-figure';
import { ListFooter } from '../../components/filter-bar/list-states';
import { DayRangeInput } from '../../components/form/day-range-input';
import { useTicketReport } from '../../features/tickets/api/get-ticket-report';
import {
  TicketReportSummary,
  TicketTimesTable,
  TicketTopicTable,
} from '../../features/tickets/components/ticket-report-tables';
import type { TicketReportSearch } from '../../features/tickets/ticket-search';
import { dayRangeUnix, formatInAppZone } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;
const dayOf = (unix: number | undefined) =>
  unix === undefined ? undefined : formatInAppZone(unix * 1000, 'YYYY-MM-DD');

/** /report/tickets: first-response and resolution times, overall, per topic and per ticket. */
export function TicketReportPage() {
  const { t } = useTranslation('tickets');
  usePageTitle('tickets:report.title');
  const search = useSearch({ from: '/shell/report/tickets' });
  const navigate = useNavigate({ from: '/report/tickets' });
  const page = search.page ?? 1;
  const report = useTicketReport({
    page,
    limit: PAGE_SIZE,
    from: search.from,
    to: search.to,
    topic: search.topic,
  });
  const filter = (next: Partial<TicketReportSearch>) =>
    void navigate({ search: { ...search, ...next, page: undefined }, replace: true });
  const tableProps = {
    report: report.data,
    loading: report.isFetching,
    error: report.isError ? report.error : undefined,
    onRetry: () => report.refetch(),
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('report.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('report.description')}
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm">
        <DayRangeInput
          label={t('report.range')}
          placeholder={t('report.rangePlaceholder')}
          clearLabel={t('report.clearRange')}
          from={dayOf(search.from)}
          to={dayOf(search.to)}
          onChange={({ from, to }) =>
            filter({
              from: from ? dayRangeUnix(from).from : undefined,
              to: to ? dayRangeUnix(to).to : undefined,
            })
          }
        />
        <Select
          label={t('filters.topic')}
          placeholder={t('filters.all')}
          clearable
          data={ticketTopics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          value={search.topic ?? null}
          onChange={(value) =>
            filter({ topic: (value ?? undefined) as TicketReportSearch['topic'] })
          }
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <TicketReportSummary report={report.data} />
      <Title order={2} size="h4">
        {t('report.byTopic')}
      </Title>
      {report.data?.byTopic.some((row) => row.count > 0) ? (
        <ChartFigure
          title={t('report.chartByTopic')}
          kind="stacked-bar"
          data={report.data.byTopic.map((row) => ({
            topic: t(`topics.${row.topic}`),
            closed: row.closed,
            notClosed: row.count - row.closed,
          }))}
          dataKey="topic"
          dataKeyLabel={t('filters.topic')}
          series={[
            { name: 'closed', label: t('report.chartClosed'), color: 'teal.6' },
            { name: 'notClosed', label: t('report.chartNotClosed'), color: 'orange.6' },
          ]}
        />
      ) : null}
      <TicketTopicTable {...tableProps} />
      <Title order={2} size="h4">
        {t('report.perTicket')}
      </Title>
      <TicketTimesTable {...tableProps} />
      <ListFooter
        data={report.data}
        page={page}
        onPage={(next) =>
          void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
        }
        totalLabel={t('list.total', { count: report.data?.count ?? 0 })}
        paginationLabel={t('list.pagination')}
      />
    </Stack>
  );
}
