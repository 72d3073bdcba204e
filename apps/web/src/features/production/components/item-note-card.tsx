import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { itemNoteInputSchema } from '@stitchworks/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { useSaveItemNote } from '../api/save-item-note';

/** The item's note: the floor reads it first; the roles that may, edit it in place. */
export function ItemNoteCard({
  itemId,
  note,
  canEdit,
}: {
  itemId: number;
  note: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('production');
  const [editing, setEditing] = useState(false);
  const save = useSaveItemNote();
  const form = useForm({
    initialValues: { orderItemId: itemId, note },
    validate: formValidator(itemNoteInputSchema),
  });

  const startEditing = () => {
    form.setValues({ orderItemId: itemId, note });
    save.reset();
    setEditing(true);
  };
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('note.saved') });
        setEditing(false);
      },
    }),
  );

  return (
    <Card component="section" aria-labelledby="note-title" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="note-title">
            {t('note.title')}
          </Title>
          {canEdit && !editing ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={startEditing}
            >
              {t('note.edit')}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Textarea
                label={t('note.label')}
                autosize
                minRows={3}
                maxLength={1000}
                data-autofocus
                autoFocus
                {...form.getInputProps('note')}
              />
              {save.isError ? (
                <Alert color="red" role="alert">
                  {getErrorMessage(save.error)}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('note.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('note.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : note ? (
          <Text size="md" fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('note.empty')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
