import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Ticket } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useAssignees } from '../api/get-assignees';
import { useUpdateTicket } from '../api/update-ticket';

/** Gives the ticket to a supporter or an admin (spec 03 §6), or takes it off whoever has it. */
export function AssignModal({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const assignees = useAssignees(true);
  const update = useUpdateTicket();
  const [value, setValue] = useState<string | null>(
    ticket.assignedUserId === null ? null : String(ticket.assignedUserId),
  );
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setError(null);
    update.mutate(
      { id: ticket.id, assignedUserId: value === null ? null : Number(value) },
      {
        onSuccess: (change) => {
          notifications.show({ color: 'green', message: translateServerText(change.message) });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('assignModal.title', { id: ticket.id })} centered>
      <Stack gap="md">
        <Select
          label={t('assignModal.assignee')}
          placeholder={t('list.unassigned')}
          clearable
          searchable
          data-autofocus
          data={(assignees.data ?? []).map((user) => ({
            value: String(user.id),
            label: `${user.name} (${t(`roles.${user.role === 'admin' ? 'admin' : 'supporter'}`)})`,
          }))}
          value={value}
          onChange={setValue}
        />
        {assignees.isError ? (
          <Text size="sm" c="red">
            {t('assignModal.loadFailed')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('assignModal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The assign-to-me confirmation. */
export function AssignToMeDialog({
  ticket,
  userId,
  onClose,
}: {
  ticket: Ticket;
  userId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('tickets');
  const update = useUpdateTicket();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    update.mutate(
      { id: ticket.id, assignedUserId: userId },
      {
        onSuccess: (change) => {
          notifications.show({ color: 'green', message: translateServerText(change.message) });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('assignToMe.title')} centered>
      <Stack gap="md">
        <Text size="sm">
          {ticket.assignedUser
            ? t('assignToMe.bodyTaken', { id: ticket.id, name: ticket.assignedUser.name })
            : t('assignToMe.body', { id: ticket.id })}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirm} loading={update.isPending} data-autofocus>
            {t('assignToMe.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
