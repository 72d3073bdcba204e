import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Emb, embMessages, rejectEmbInputSchema } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useRejectEmb } from '../api/reject-emb';

/** Sends the uploaded file back to its designer; the reason is required. */
export function RejectEmbDialog({ emb, onClose }: { emb: Emb; onClose: () => void }) {
  const { t } = useTranslation('embs');
  const reject = useRejectEmb();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '' },
    validate: formValidator(rejectEmbInputSchema),
  });

  const submit = form.onSubmit((values) =>
    reject.mutate(
      { id: emb.id, reason: values.reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: translateServerText(embMessages.rejected),
          });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('rejectDialog.title', { id: emb.id })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('rejectDialog.body')}
          </Text>
          <Textarea
            label={t('rejectDialog.reason')}
            placeholder={t('rejectDialog.reasonPlaceholder')}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('rejectDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
