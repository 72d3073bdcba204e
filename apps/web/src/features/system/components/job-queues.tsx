import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SectionLoader } from '../../../components/ui/section-loader';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useFailedJobs, useJobAction, useJobQueues } from '../api/jobs';

function FailedJobs({ name }: { name: string }) {
  const { t } = useTranslation('system');
  const failed = useFailedJobs(name);
  const action = useJobAction();
  return (
    <Card component="section" aria-labelledby="failed-jobs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="failed-jobs-title">
          {t('jobs.failedTitle', { name })}
        </Title>
        {failed.isPending ? (
          <Loader size="sm" aria-label={t('jobs.loading')} />
        ) : failed.isError ? (
          <Text size="sm" c="red.8">
            {getErrorMessage(failed.error)}
          </Text>
        ) : failed.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('jobs.noFailed')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('jobs.failedTitle', { name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('jobs.createdAt')}</Table.Th>
                  <Table.Th>{t('jobs.error')}</Table.Th>
                  <Table.Th>{t('jobs.attempts')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {failed.data.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{job.error}</Table.Td>
                    <Table.Td>{job.retryCount + 1}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconRefresh size={14} aria-hidden />}
                        onClick={() =>
                          action.mutate(
                            { name, retryId: job.id },
                            {
                              onSuccess: (result) =>
                                notifications.show({
                                  color: 'green',
                                  message: translateServerText(result.message),
                                }),
                              onError: (error) =>
                                notifications.show({
                                  color: 'red',
                                  message: translateServerText(
                                    isApiError(error) ? error.message : getErrorMessage(error),
                                  ),
                                }),
                            },
                          )
                        }
                      >
                        {t('jobs.retryJob')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** /jobs (admin): the queues, what they did, and run now / retry. */
export function JobQueues() {
  const { t } = useTranslation('system');
  const queues = useJobQueues();
  const action = useJobAction();
  const [shown, setShown] = useState<string | null>(null);
  if (queues.isPending) return <SectionLoader label={t('jobs.loading')} />;
  if (queues.isError) {
    return (
      <LoadFailed
        title={t('jobs.loadFailed')}
        error={queues.error}
        onRetry={() => queues.refetch()}
        retrying={queues.isFetching}
      />
    );
  }
  const run = (name: string) =>
    action.mutate(
      { name },
      {
        onSuccess: (result) =>
          notifications.show({ color: 'green', message: translateServerText(result.message) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: translateServerText(
              isApiError(error) ? error.message : getErrorMessage(error),
            ),
          }),
      },
    );
  return (
    <Stack gap="lg">
      {!queues.data.running ? (
        <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('jobs.notRunning')}
        </Alert>
      ) : null}
      <Card>
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={t('jobs.title')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('jobs.queue')}</Table.Th>
                <Table.Th>{t('jobs.schedule')}</Table.Th>
                <Table.Th ta="right">{t('jobs.queued')}</Table.Th>
                <Table.Th ta="right">{t('jobs.active')}</Table.Th>
                <Table.Th ta="right">{t('jobs.completed')}</Table.Th>
                <Table.Th ta="right">{t('jobs.failed')}</Table.Th>
                <Table.Th>{t('jobs.lastDone')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queues.data.queues.map((queue) => (
                <Table.Tr key={queue.name} data-testid={`job-queue-${queue.name}`}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {queue.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {queue.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {queue.cron ? (
                      <code>{queue.cron}</code>
                    ) : (
                      <Text size="sm">{t('jobs.onDemand')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{queue.counts.queued}</Table.Td>
                  <Table.Td ta="right">{queue.counts.active}</Table.Td>
                  <Table.Td ta="right" data-testid="completed-count">
                    {queue.counts.completed}
                  </Table.Td>
                  <Table.Td ta="right">
                    {queue.counts.failed > 0 ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.8"
                        aria-label={t('jobs.showFailed', { name: queue.name })}
                        onClick={() => setShown(queue.name)}
                      >
                        <Badge color="red" variant="light">
                          {queue.counts.failed}
                        </Badge>
                      </Button>
                    ) : (
                      0
                    )}
                  </Table.Td>
                  <Table.Td>
                    {queue.lastCompletedAt
                      ? formatDateTime(queue.lastCompletedAt)
                      : t('jobs.never')}
                  </Table.Td>
                  <Table.Td>
                    {queue.cron ? (
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlayerPlay size={14} aria-hidden />}
                          aria-label={t('jobs.runNowOf', { name: queue.name })}
                          disabled={!queues.data.running}
                          onClick={() => run(queue.name)}
                        >
                          {t('jobs.runNow')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {shown ? <FailedJobs name={shown} /> : null}
    </Stack>
  );
}
