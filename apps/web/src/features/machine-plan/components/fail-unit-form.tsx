import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Factory,
  type FailRunUnitInput,
  failedUnitReasons,
  failRunUnitInputSchema,
  type PlanRunUnit,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useFailRunUnit } from '../api/fail-run-unit';

type Values = Omit<FailRunUnitInput, 'reason' | 'note'> & {
  reason: FailRunUnitInput['reason'] | '';
  note: string;
};

/** Scans a unit out of a started run: why (thread break, misplacement…) and a note. */
export function FailUnitForm({
  factory,
  runId,
  unit,
  onDone,
}: {
  factory: Factory;
  runId: number;
  unit: PlanRunUnit;
  onDone: () => void;
}) {
  const { t } = useTranslation('machinePlan');
  const fail = useFailRunUnit(factory);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { orderItemId: unit.orderItemId, unit: unit.unit, reason: '', note: '' },
    validate: formValidator(failRunUnitInputSchema),
  });
  const submit = form.onSubmit((values) => {
    if (values.reason === '') return;
    setError(null);
    fail.mutate(
      {
        runId,
        orderItemId: values.orderItemId,
        unit: values.unit,
        reason: values.reason,
        note: values.note.trim() || undefined,
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: translateServerText(answer.message) });
          onDone();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  });
  const unitName = t('run.unitName', { order: unit.orderCode, unit: unit.unit });

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="fail-unit-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={700} size="sm" id="fail-unit-title">
            {t('fail.title', { unit: unitName })}
          </Text>
          <Select
            label={t('fail.reason')}
            placeholder={t('fail.reasonPlaceholder')}
            required
            data={failedUnitReasons.map((reason) => ({
              value: reason,
              label: t(`failReasons.${reason}`),
            }))}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Textarea
            label={t('fail.note')}
            description={t('fail.noteHint')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('note')}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="#c92a2a" loading={fail.isPending}>
              {t('fail.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
