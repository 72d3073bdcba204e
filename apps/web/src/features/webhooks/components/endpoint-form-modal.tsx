import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createWebhookEndpointInputSchema,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventTypes,
} from '@stitchworks/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';

export type EndpointFormValues = { url: string; description: string; events: WebhookEventType[] };

const emptyValues: EndpointFormValues = { url: 'https://', description: '', events: [] };

function validateEndpoint(values: EndpointFormValues): Record<string, string> {
  const parsed = createWebhookEndpointInputSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'url');
      errors[field] ??= translateValidationMessage(issue.message);
    }
  }
  return errors;
}

/**
 * Adds an endpoint, or edits one (`endpoint`): its URL, a description, and the events to send.
 * `onSubmit` answers a refusal by throwing it; its field messages go to their fields.
 */
export function EndpointFormModal({
  opened,
  endpoint,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSubmit: (values: EndpointFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('webhooks');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<EndpointFormValues>({
    initialValues: emptyValues,
    validate: validateEndpoint,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (!opened) return;
    setFailure(null);
    form.setValues(
      endpoint
        ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
        : emptyValues,
    );
    form.resetDirty();
    form.clearErrors();
  }, [opened, endpoint]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const details = errorDetails(error);
      for (const detail of details) {
        form.setFieldError(detail.path.split('.')[0]!, translateValidationMessage(detail.message));
      }
      if (details.length === 0) setFailure(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={endpoint ? t('editTitle') : t('addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('url')}
            placeholder={t('urlPlaceholder')}
            required
            maxLength={2000}
            autoComplete="url"
            {...form.getInputProps('url')}
          />
          <TextInput
            label={t('descriptionLabel')}
            placeholder={t('descriptionPlaceholder')}
            maxLength={200}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group label={t('events')} required {...form.getInputProps('events')}>
            <Stack gap={6} mt={6}>
              {webhookEventTypes.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={
                    <span>
                      {t(`eventNames.${type}`)} <code>{type}</code>
                    </span>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {endpoint ? t('save') : t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
