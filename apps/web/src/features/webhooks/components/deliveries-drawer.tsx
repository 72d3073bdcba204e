import {
  Alert,
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@stitchworks/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { getErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';

const statusColors: Record<WebhookDeliveryStatus, string> = {
  pending: 'orange',
  succeeded: 'green',
  failed: 'red',
};

/** The body as sent, laid out to read (it was signed as the compact text). */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One endpoint's delivery log: status, answer, attempts, the body sent, and resend. */
export function DeliveriesDrawer({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const [status, setStatus] = useState<WebhookDeliveryStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const deliveries = useWebhookDeliveries(
    endpoint?.id ?? null,
    page,
    status === 'all' ? undefined : status,
  );
  const resend = useResendWebhookDelivery();

  useEffect(() => {
    if (endpoint) {
      setStatus('all');
      setPage(1);
      setOpen(null);
    }
  }, [endpoint]);

  const columns = useMemo<DataTableColumn<WebhookDelivery>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('deliveries.columns.createdAt'),
        nowrap: true,
        hideable: false,
        card: 'title',
        cell: (delivery) => formatDateTime(delivery.createdAt),
      },
      {
        id: 'type',
        header: t('deliveries.columns.type'),
        cell: (delivery) => (
          <Text size="sm" ff="monospace" span>
            {delivery.type}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('deliveries.columns.status'),
        nowrap: true,
        cell: (delivery) => (
          <Badge color={statusColors[delivery.status]} variant="light">
            {t(`deliveries.${delivery.status}`)}
          </Badge>
        ),
      },
      {
        id: 'response',
        header: t('deliveries.columns.response'),
        cell: (delivery) =>
          delivery.responseStatus !== null ? (
            <Text size="sm" span>
              {delivery.responseStatus}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" span>
              {delivery.error ?? (delivery.attempts > 0 ? t('deliveries.noAnswer') : '—')}
            </Text>
          ),
      },
      {
        id: 'attempts',
        header: t('deliveries.columns.attempts'),
        nowrap: true,
        align: 'right',
        cell: (delivery) => delivery.attempts,
      },
      {
        id: 'next',
        header: t('deliveries.columns.next'),
        nowrap: true,
        cell: (delivery) => (delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'),
      },
      {
        id: 'actions',
        header: t('deliveries.body'),
        hideable: false,
        align: 'right',
        cell: (delivery) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
            >
              {open === delivery.id ? t('deliveries.hideBody') : t('deliveries.showBody')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              disabled={!endpoint?.enabled}
              loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
              onClick={() =>
                resend.mutate(
                  { endpointId: delivery.endpointId, deliveryId: delivery.id },
                  {
                    onSuccess: () =>
                      notifications.show({ color: 'green', message: t('deliveries.resent') }),
                    onError: (error) =>
                      notifications.show({ color: 'red', message: getErrorMessage(error) }),
                  },
                )
              }
            >
              {t('deliveries.resend')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, open, resend, endpoint?.enabled],
  );

  const opened = deliveries.data?.rows.find((delivery) => delivery.id === open);
  const totalPage = Math.max(1, deliveries.data?.totalPage ?? 1);

  return (
    <Drawer
      opened={endpoint !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={endpoint ? t('deliveries.title', { url: endpoint.url }) : ''}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('deliveries.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as WebhookDeliveryStatus | 'all');
            setPage(1);
          }}
          data={(['all', 'pending', 'succeeded', 'failed'] as const).map((value) => ({
            value,
            label: t(`deliveries.${value}`),
          }))}
        />
        <DataTable
          tableId="webhook-deliveries"
          label={t('actions.deliveries')}
          columns={columns}
          rows={deliveries.data?.rows}
          getRowId={(delivery) => String(delivery.id)}
          empty={
            <Text size="sm" c="dimmed" role="status">
              {t('deliveries.empty')}
            </Text>
          }
          error={
            deliveries.isError && !deliveries.data ? (
              <Alert color="red">{t('deliveries.loadFailed')}</Alert>
            ) : undefined
          }
        />
        {opened && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('deliveries.eventId', { id: opened.eventId })}
            </Text>
            <Code
              block
              data-testid="webhook-delivery-body"
              style={{ maxHeight: 360, overflow: 'auto' }}
            >
              {prettyBody(opened.body)}
            </Code>
          </Stack>
        )}
        {totalPage > 1 && (
          <Group justify="space-between" aria-label={t('deliveries.pagination')}>
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('deliveries.previous')}
            </Button>
            <Text size="sm">{t('deliveries.page', { page, total: totalPage })}</Text>
            <Button
              variant="default"
              disabled={page >= totalPage}
              onClick={() => setPage(page + 1)}
            >
              {t('deliveries.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
