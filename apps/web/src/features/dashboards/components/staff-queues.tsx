import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SectionLoader } from '../../../components/ui/section-loader';
import { formatMoney } from '../../../lib/format';
import { useDesignerDashboard } from '../api/get-designer-dashboard';
import { useSupporterDashboard } from '../api/get-supporter-dashboard';
import { WaitingList } from './waiting-list';

/** The designer's home: their jobs by status (each a link to the filtered list) and the month. */
export function DesignerQueue() {
  const { t } = useTranslation(['dashboards', 'embs']);
  const queue = useDesignerDashboard();
  return (
    <Card component="section" aria-labelledby="designer-queue-title">
      <Title order={2} size="h4" id="designer-queue-title" mb="sm">
        {t('dashboards:designer.title')}
      </Title>
      {queue.isPending ? (
        <SectionLoader label={t('dashboards:loading')} />
      ) : queue.isError ? (
        <Text c="red">{t('dashboards:designer.loadFailed')}</Text>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text size="sm" c="dimmed">
                {t('dashboards:designer.unassigned')}
              </Text>
              <Anchor
                fz={24}
                fw={700}
                renderRoot={(props) => (
                  <Link {...props} to="/design-assign" search={{ status: 'todo' }} />
                )}
              >
                {queue.data.unassigned}
              </Anchor>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('dashboards:designer.acceptedThisMonth')}
              </Text>
              <Text fz={24} fw={700}>
                {queue.data.acceptedThisMonth}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('dashboards:designer.earnedThisMonth')}
              </Text>
              <Text fz={24} fw={700}>
                {formatMoney(queue.data.earnedThisMonth)}
              </Text>
            </div>
          </SimpleGrid>
          <WaitingList
            entries={queue.data.queue.map((row) => ({
              key: row.status,
              count: row.count,
              text: `${t(`embs:statuses.${row.status}`)}: ${row.count}`,
              link: (text) => (
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/design-assign" search={{ status: row.status }} />
                  )}
                >
                  {text}
                </Anchor>
              ),
            }))}
          />
        </Stack>
      )}
    </Card>
  );
}

/** The supporter's home: unverified addresses, cancel and update requests, with links. */
export function SupporterQueue() {
  const { t } = useTranslation('dashboards');
  const queue = useSupporterDashboard();
  return (
    <Card component="section" aria-labelledby="supporter-queue-title">
      <Title order={2} size="h4" id="supporter-queue-title" mb="sm">
        {t('supporter.title')}
      </Title>
      {queue.isPending ? (
        <SectionLoader label={t('loading')} />
      ) : queue.isError ? (
        <Text c="red">{t('supporter.loadFailed')}</Text>
      ) : (
        <WaitingList
          entries={[
            {
              key: 'unverified',
              count: queue.data.unverifiedAddresses,
              text: t('waiting.unverifiedAddresses', { count: queue.data.unverifiedAddresses }),
              link: (text) => (
                <Anchor renderRoot={(props) => <Link {...props} to="/unverified-order" />}>
                  {text}
                </Anchor>
              ),
            },
            {
              key: 'cancel',
              count: queue.data.cancelRequests,
              text: t('waiting.cancelRequests', { count: queue.data.cancelRequests }),
              link: (text) => (
                <Anchor renderRoot={(props) => <Link {...props} to="/order" />}>{text}</Anchor>
              ),
            },
            {
              key: 'update',
              count: queue.data.updateRequests,
              text: t('waiting.updateRequests', { count: queue.data.updateRequests }),
              link: (text) => (
                <Anchor renderRoot={(props) => <Link {...props} to="/order" />}>{text}</Anchor>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
