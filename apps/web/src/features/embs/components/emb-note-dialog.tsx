import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Emb, embMessages, updateEmbInputSchema } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useUpdateEmbNote } from '../api/update-emb-note';

/** The instructions the designer reads with the job. */
export function EmbNoteDialog({ emb, onClose }: { emb: Emb; onClose: () => void }) {
  const { t } = useTranslation('embs');
  const update = useUpdateEmbNote();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { note: emb.note },
    validate: formValidator(updateEmbInputSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: emb.id, note: values.note },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: translateServerText(embMessages.saved) });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('noteDialog.title', { id: emb.id })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('noteDialog.note')}
            placeholder={t('noteDialog.placeholder')}
            autosize
            minRows={4}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('note')}
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
            <Button type="submit" loading={update.isPending}>
              {t('noteDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
