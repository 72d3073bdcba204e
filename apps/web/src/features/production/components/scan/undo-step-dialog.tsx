import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ProductionStep, undoScanInputSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../../lib/error-message';
import { formValidator } from '../../../../lib/form-validation';
import { useUndoScan } from '../../api/undo-scan';

type Props = { itemId: number; unit: number; step: ProductionStep; onClose: () => void };

/** A manager takes back a unit's latest step; the reason is required and kept in the history. */
export function UndoStepDialog({ itemId, unit, step, onClose }: Props) {
  const { t } = useTranslation('production');
  const undo = useUndoScan(itemId);
  const form = useForm({
    initialValues: { unit, reason: '' },
    validate: formValidator(undoScanInputSchema),
  });

  const submit = form.onSubmit((values) =>
    undo.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('undo.done') });
        onClose();
      },
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('undo.title', { unit })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('undo.body', { step: t(`steps.${step}`) })}</Text>
          <Textarea
            label={t('undo.reason')}
            placeholder={t('undo.reasonPlaceholder')}
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {undo.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(undo.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('undo.cancel')}
            </Button>
            <Button type="submit" color="red" loading={undo.isPending}>
              {t('undo.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
