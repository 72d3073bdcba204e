import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Machine } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useDeleteMachine } from '../api/delete-machine';

/** Asks before a machine is removed; the API refuses while a run is started on it (409). */
export function DeleteMachineModal({
  machine,
  onClose,
}: {
  machine: Machine;
  onClose: () => void;
}) {
  const { t } = useTranslation('machinePlan');
  const remove = useDeleteMachine();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    remove.mutate(machine, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: translateServerText(answer.message) });
        onClose();
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('machines.deleteTitle', { name: machine.name })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('machines.deleteBody')}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button color="#c92a2a" onClick={confirm} loading={remove.isPending}>
            {t('machines.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
