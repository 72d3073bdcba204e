import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ProductionStatus, validationMessages } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../../lib/error-message';
import { translateValidationMessage } from '../../../../lib/form-validation';
import { useUpdateProductionStatus } from '../../api/update-production-status';
import {
  nextStatusOptions,
  proposedStatus,
  statusChangeKind,
  statusChangeNeeds,
} from '../../production-status-rules';

type Props = {
  orderId: number;
  current: number;
  role: string;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
};

type Values = { next: string | null; reason: string; correction: boolean };

/**
 * Moves the order's production status: on, to a hold (with why), out of a hold, or, for a manager
 * or admin, back as a correction with a reason. The server's refusal shows in the dialog.
 */
export function ChangeStatusDialog({ orderId, current, role, onClose, onChanged }: Props) {
  const { t } = useTranslation('production');
  const update = useUpdateProductionStatus(orderId);
  const options = nextStatusOptions(current, role);
  const required = translateValidationMessage(validationMessages.required);
  const form = useForm<Values>({
    initialValues: {
      next: proposedStatus(current, options)?.toString() ?? null,
      reason: '',
      correction: false,
    },
    validate: {
      next: (value) => (value === null ? required : null),
      reason: (value, values) =>
        values.next !== null &&
        statusChangeNeeds(current, Number(values.next)).reason &&
        value.trim() === ''
          ? required
          : null,
      correction: (value, values) =>
        values.next !== null && statusChangeNeeds(current, Number(values.next)).correction && !value
          ? t('statusDialog.correctionNeeded')
          : null,
    },
  });
  const next = form.values.next === null ? null : Number(form.values.next);
  const kind = next === null ? null : statusChangeKind(current, next);
  const reasonLabel =
    kind === 'hold'
      ? t('statusDialog.reasonHold')
      : kind === 'backward'
        ? t('statusDialog.reasonCorrection')
        : t('statusDialog.reasonOptional');

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        productionStatus: Number(values.next) as ProductionStatus,
        reason: values.reason.trim(),
        correction: kind === 'backward' && values.correction,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('statusDialog.updated') });
          onChanged?.();
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('statusDialog.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('statusDialog.current', {
              status: t(`productionStatuses.${current}` as 'productionStatuses.0'),
            })}
          </Text>
          {options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('statusDialog.noOptions')}
            </Text>
          ) : (
            <Select
              label={t('statusDialog.next')}
              required
              allowDeselect={false}
              data={options.map((value) => ({
                value: String(value),
                label: t(`productionStatuses.${value}` as 'productionStatuses.0'),
              }))}
              data-autofocus
              {...form.getInputProps('next')}
            />
          )}
          {kind === 'backward' ? (
            <Checkbox
              label={t('statusDialog.correction')}
              {...form.getInputProps('correction', { type: 'checkbox' })}
            />
          ) : null}
          <Textarea
            label={reasonLabel}
            required={kind === 'hold' || kind === 'backward'}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          {update.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('statusDialog.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={options.length === 0}>
              {t('statusDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
