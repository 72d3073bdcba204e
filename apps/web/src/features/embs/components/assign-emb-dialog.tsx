import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Emb, embMessages } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useAssignEmb } from '../api/assign-emb';
import { useDesigners } from '../api/get-designers';

/** Gives a job to a designer; each is listed with the jobs they already have open. */
export function AssignEmbDialog({ emb, onClose }: { emb: Emb; onClose: () => void }) {
  const { t } = useTranslation('embs');
  const designers = useDesigners();
  const assign = useAssignEmb();
  const [designerId, setDesignerId] = useState<string | null>(
    emb.designer ? String(emb.designer.id) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const options = (designers.data?.rows ?? []).map((designer) => ({
    value: String(designer.id),
    label: t('assignDialog.option', { name: designer.name, count: designer.openJobs }),
  }));

  const submit = () => {
    if (!designerId) {
      setError(translateServerText(embMessages.notADesigner));
      return;
    }
    assign.mutate(
      { id: emb.id, designerId: Number(designerId) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: translateServerText(embMessages.assigned),
          });
          onClose();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('assignDialog.title', { id: emb.id })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <LoadState
            loading={designers.isPending}
            error={designers.isError ? t('assignDialog.designersFailed') : null}
          >
            {options.length === 0 ? (
              <Alert color="yellow">{t('assignDialog.noDesigners')}</Alert>
            ) : (
              <Select
                label={t('assignDialog.designer')}
                placeholder={t('assignDialog.placeholder')}
                data={options}
                value={designerId}
                onChange={(value) => {
                  setDesignerId(value);
                  setError(null);
                }}
                searchable
                required
                data-autofocus
                error={error && !designerId ? error : undefined}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </LoadState>
          {error && designerId ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending} disabled={options.length === 0}>
              {t('assignDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
