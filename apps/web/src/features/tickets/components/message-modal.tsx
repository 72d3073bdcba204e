import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Ticket,
  type TicketStatus,
  ticketMessageFieldsSchema,
  ticketStatuses,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useAddTicketMessage } from '../api/add-ticket-message';
import { useCannedReplies } from '../api/canned-replies';
import { ImagePicker, tooManyImages } from './image-picker';

const messageFormSchema = ticketMessageFieldsSchema.pick({ message: true });

/**
 * Writes a message on the ticket, with up to 10 images and, when chosen, a status set after it
 * (spec 03 §4). Staff may pick a canned reply and write an internal note instead.
 */
export function MessageModal({
  ticket,
  staff,
  onClose,
}: {
  ticket: Ticket;
  staff: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('tickets');
  const send = useAddTicketMessage();
  const canned = useCannedReplies(staff);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { message: '', internal: false, status: '' as TicketStatus | '' },
    validate: formValidator(messageFormSchema),
  });
  // A seller may close their ticket with the message; staff may set any status.
  const statuses: readonly TicketStatus[] = staff ? ticketStatuses : ['closed'];

  const submit = form.onSubmit((values) => {
    if (tooManyImages(files)) return;
    setError(null);
    send.mutate(
      {
        id: ticket.id,
        message: values.message.trim(),
        internal: staff && values.internal,
        status: values.internal ? undefined : values.status || undefined,
        attachments: files,
      },
      {
        onSuccess: (change) => {
          notifications.show({ color: 'green', message: translateServerText(change.message) });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('messageModal.title', { id: ticket.id })}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {staff ? (
            <Select
              label={t('messageModal.canned')}
              placeholder={
                canned.data?.length
                  ? t('messageModal.cannedPlaceholder')
                  : t('messageModal.cannedNone')
              }
              disabled={!canned.data?.length}
              data={(canned.data ?? []).map((reply) => ({
                value: String(reply.id),
                label: reply.title,
              }))}
              value={null}
              onChange={(value) => {
                const reply = canned.data?.find((item) => String(item.id) === value);
                if (reply) form.setFieldValue('message', reply.body);
              }}
              searchable
            />
          ) : null}
          <Textarea
            label={t('messageModal.message')}
            required
            autosize
            minRows={4}
            maxLength={5000}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <ImagePicker value={files} onChange={setFiles} />
          {staff ? (
            <Checkbox
              label={t('messageModal.internal')}
              description={t('messageModal.internalHint')}
              {...form.getInputProps('internal', { type: 'checkbox' })}
            />
          ) : null}
          {form.values.internal ? null : (
            <Select
              label={t('messageModal.status')}
              placeholder={t('messageModal.statusKeep')}
              clearable
              data={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              {...form.getInputProps('status')}
            />
          )}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={tooManyImages(files)}>
              {form.values.internal ? t('messageModal.saveNote') : t('messageModal.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
