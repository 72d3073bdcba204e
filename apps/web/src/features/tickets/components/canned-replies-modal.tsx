import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CannedReply, cannedReplyInputSchema } from '@stitchworks/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';

/** The staff's canned replies: add, change and remove the answers the message modal offers. */
export function CannedRepliesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const replies = useCannedReplies(true);
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { title: '', body: '' },
    validate: formValidator(cannedReplyInputSchema),
  });
  const reset = () => {
    setEditing(null);
    form.reset();
  };
  const submit = form.onSubmit((values) => {
    setError(null);
    save.mutate(
      { id: editing?.id, title: values.title.trim(), body: values.body.trim() },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: translateServerText(saved.message) });
          reset();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  });
  const del = (reply: CannedReply) =>
    remove.mutate(reply.id, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: translateServerText(answer.message) });
        if (editing?.id === reply.id) reset();
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });

  return (
    <Modal opened onClose={onClose} title={t('canned.title')} size="lg" centered>
      <Stack gap="md">
        {replies.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('canned.empty')}
          </Text>
        ) : null}
        {replies.isError ? (
          <Text size="sm" c="red">
            {t('canned.loadFailed')}
          </Text>
        ) : null}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(replies.data ?? []).map((reply) => (
            <Group key={reply.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {reply.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {reply.body}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('canned.edit', { title: reply.title })}
                  onClick={() => {
                    setEditing(reply);
                    form.setValues({ title: reply.title, body: reply.body });
                  }}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('canned.delete', { title: reply.title })}
                  onClick={() => del(reply)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {editing ? t('canned.editing', { title: editing.title }) : t('canned.add')}
            </Text>
            <TextInput
              label={t('canned.name')}
              required
              maxLength={200}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('canned.body')}
              required
              autosize
              minRows={3}
              maxLength={5000}
              {...form.getInputProps('body')}
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              {editing ? (
                <Button variant="default" onClick={reset}>
                  {t('actions.cancel')}
                </Button>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                {t('canned.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
