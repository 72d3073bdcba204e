import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role, Store } from '@stitchworks/shared';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useApproveStore } from '../api/oauth-return';

const HEADING_ID = 'amazon-approval-title';

/**
 * A connected Amazon store's approval (spec 03 §7): its orders import only once staff approve
 * it. The seller sees that it waits; an admin approves it here.
 */
export function AmazonApprovalCard({ store, role }: { store: Store; role: Role }) {
  const { t } = useTranslation('stores');
  const approve = useApproveStore();
  const onApprove = () =>
    approve.mutate(store.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('oauth.approved') }),
      onError: () => notifications.show({ color: 'red', message: t('oauth.approveFailed') }),
    });
  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={HEADING_ID}>
            {t('oauth.approvalTitle')}
          </Title>
          {!store.approvedAt && role === 'admin' ? (
            <Button
              size="xs"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              loading={approve.isPending}
              onClick={onApprove}
            >
              {t('oauth.approve')}
            </Button>
          ) : null}
        </Group>
        {store.approvedAt ? (
          <Group gap="xs">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
            <Text size="sm">
              {t('oauth.approvedAt', { date: formatDateTime(store.approvedAt) })}
            </Text>
          </Group>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconHourglass size={18} aria-hidden />}>
            {t(role === 'admin' ? 'oauth.waitingStaff' : 'oauth.waitingSeller')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
