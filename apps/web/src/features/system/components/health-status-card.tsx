import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { type HealthStatus, useHealth } from '../api/get-health';

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

function StatusBadge({ value }: { value: string }) {
  const { t } = useTranslation('system');
  const ok = value === 'ok';
  return (
    <Badge color={ok ? 'green' : 'red'} variant="light">
      {ok ? t('health.ok') : t('health.down')}
    </Badge>
  );
}

function HealthDetails({ health }: { health: HealthStatus }) {
  const { t } = useTranslation('system');
  return (
    <Stack gap="sm">
      <StatusRow label={t('health.api')}>
        <StatusBadge value={health.status} />
      </StatusRow>
      <StatusRow label={t('health.database')}>
        <StatusBadge value={health.database} />
      </StatusRow>
      <StatusRow label={t('health.serverTime')}>
        <Text size="sm" ff="monospace">
          {formatDateTime(health.time)}
        </Text>
      </StatusRow>
    </Stack>
  );
}

export function HealthStatusCard() {
  const { t } = useTranslation(['system', 'common']);
  const health = useHealth();

  let content: ReactNode;
  if (health.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('health.checking')}
        </Text>
      </Group>
    );
  } else if (health.isError) {
    content = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle />}
        title={t('health.unreachable')}
      >
        {getErrorMessage(health.error)}
      </Alert>
    );
  } else {
    content = <HealthDetails health={health.data} />;
  }

  return (
    <Card component="section" aria-labelledby="system-status-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="system-status-title">
          {t('health.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={16} />}
          loading={health.isFetching}
          disabled={health.isPending}
          onClick={() => void health.refetch()}
        >
          {health.isError ? t('common:actions.retry') : t('health.refresh')}
        </Button>
      </Group>
      {content}
    </Card>
  );
}
