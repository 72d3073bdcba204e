import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport } from '../../features/reports/api/download-report';
import { useReports } from '../../features/reports/api/get-reports';
import { GenerateReportDialog } from '../../features/reports/components/generate-report-dialog';
import { ReportsTable } from '../../features/reports/components/reports-table';
import { getErrorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/use-page-title';

/** /report (admin, manager): generated reports, refreshed while one is queued or running. */
export function ReportListPage() {
  const { t } = useTranslation('reports');
  usePageTitle('reports:list.title');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState(false);
  const list = useReports({ page });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1}>{t('list.title')}</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? t('list.count', { count: list.data.total }) : '\u00a0'}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog(true)}>
          {t('generate.open')}
        </Button>
      </Group>

      <ReportsTable
        rows={list.data?.rows}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
        onDownload={(report) =>
          void downloadReport(report).catch((error: unknown) =>
            notifications.show({
              color: 'red',
              title: t('exportFailed'),
              message: getErrorMessage(error),
            }),
          )
        }
      />

      {list.data && list.data.totalPage > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={list.data.totalPage}
            value={page}
            onChange={setPage}
            aria-label={t('list.pagination')}
          />
        </Group>
      ) : null}

      <GenerateReportDialog opened={dialog} onClose={() => setDialog(false)} />
    </Stack>
  );
}
