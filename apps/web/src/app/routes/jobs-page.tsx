import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JobQueues } from '../../features/system/components/job-queues';
import { usePageTitle } from '../../lib/use-page-title';

/** /jobs (admin): the job runner's queues. */
export function JobsPage() {
  const { t } = useTranslation('system');
  usePageTitle('system:jobs.title');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('jobs.title')}</Title>
        <Text c="dimmed">{t('jobs.description')}</Text>
      </Stack>
      <JobQueues />
    </Stack>
  );
}
