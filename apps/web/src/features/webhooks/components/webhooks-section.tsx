import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpoint } from '@stitchworks/shared';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useRollWebhookSecret } from '../api/roll-webhook-secret';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { DeliveriesDrawer } from './deliveries-drawer';
import { EndpointFormModal, type EndpointFormValues } from './endpoint-form-modal';
import { type EndpointAction, EndpointsTable } from './endpoints-table';
import { WebhookSecretModal } from './webhook-secret-modal';

/**
 * The seller's webhook endpoints on /setting: add (the signing secret shown once), edit, roll the
 * secret, send a test event, read the delivery log and resend, disable, delete.
 */
export function WebhooksSection() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const roll = useRollWebhookSecret();
  const test = useSendWebhookTest();
  const [form, setForm] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  const submit = async (values: EndpointFormValues) => {
    const editing = form?.endpoint ?? null;
    if (editing) {
      await update.mutateAsync({ id: editing.id, input: values });
      notifications.show({ color: 'green', message: t('updated') });
    } else {
      const created = await create.mutateAsync(values);
      notifications.show({ color: 'green', message: t('created') });
      setShownSecret(created.secret);
    }
    setForm(null);
  };

  const sendTest = useCallback(
    (endpoint: WebhookEndpoint) =>
      test.mutate(endpoint.id, {
        onSuccess: (delivery) =>
          delivery.status === 'succeeded'
            ? notifications.show({
                color: 'green',
                message: t('testSucceeded', { status: delivery.responseStatus }),
              })
            : notifications.show({
                color: 'orange',
                message: t('testFailed', {
                  reason: delivery.responseStatus ?? delivery.error ?? '—',
                }),
              }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      }),
    [test, t],
  );

  const onAction = useCallback(
    (action: EndpointAction, endpoint: WebhookEndpoint) => {
      if (action === 'test') sendTest(endpoint);
      else if (action === 'deliveries') setLogOf(endpoint);
      else if (action === 'edit') setForm({ endpoint });
      else if (action === 'toggle') {
        update.mutate(
          { id: endpoint.id, input: { enabled: !endpoint.enabled } },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t('updated') }),
            onError: (error) =>
              notifications.show({ color: 'red', message: getErrorMessage(error) }),
          },
        );
      } else if (action === 'roll') {
        modals.openConfirmModal({
          title: t('rollTitle'),
          children: <Text size="sm">{t('rollConfirm')}</Text>,
          labels: { confirm: t('actions.roll'), cancel: t('cancel') },
          onConfirm: () =>
            roll.mutate(endpoint.id, {
              onSuccess: (rolled) => setShownSecret(rolled.secret),
              onError: (error) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            }),
        });
      } else if (action === 'delete') {
        modals.openConfirmModal({
          title: t('deleteTitle'),
          children: <Text size="sm">{t('deleteConfirm', { url: endpoint.url })}</Text>,
          labels: { confirm: t('actions.delete'), cancel: t('cancel') },
          confirmProps: { color: 'red' },
          onConfirm: () =>
            remove.mutate(endpoint.id, {
              onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
              onError: (error) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            }),
        });
      }
    },
    [sendTest, update, roll, remove, t],
  );

  return (
    <SectionCard id="setting-webhooks" title={t('title')} description={t('description')}>
      <Stack gap="md">
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ endpoint: null })}>
            {t('add')}
          </Button>
        </Group>
        <EndpointsTable
          rows={endpoints.data?.rows}
          onAction={onAction}
          error={
            endpoints.isError && !endpoints.data ? (
              <Alert color="red">{t('loadFailed')}</Alert>
            ) : undefined
          }
          empty={
            <Text size="sm" c="dimmed" role="status">
              {t('empty')}
            </Text>
          }
        />
      </Stack>
      <EndpointFormModal
        opened={form !== null}
        endpoint={form?.endpoint ?? null}
        onClose={() => setForm(null)}
        onSubmit={submit}
      />
      <WebhookSecretModal secret={shownSecret} onClose={() => setShownSecret(null)} />
      <DeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />
    </SectionCard>
  );
}
