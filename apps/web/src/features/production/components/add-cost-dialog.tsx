import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { itemCostInputSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { type ItemCostKind, useAddItemCost } from '../api/add-item-cost';

const MAX_COST = 10_000;

/**
 * Charges the seller an extra or design cost for the item. The server's refusal (not enough
 * credit, …) shows in the dialog; a retried submit of the same charge counts once
 * (useAddItemCost's key).
 */
export function AddCostDialog({
  itemId,
  kind,
  onClose,
}: {
  itemId: number;
  kind: ItemCostKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('production');
  const add = useAddItemCost();
  const form = useForm<{ orderItemId: number; amount: number | string; reason: string }>({
    initialValues: { orderItemId: itemId, amount: '', reason: '' },
    validate: formValidator(itemCostInputSchema),
  });

  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        kind,
        input: { orderItemId: itemId, amount: Number(values.amount), reason: values.reason },
      },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: answer?.message ? translateServerText(answer.message) : t('costs.charged'),
          });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t(`costs.dialogTitle.${kind}`)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('costs.hint')}
          </Text>
          <DollarInput
            label={t('costs.amount')}
            required
            max={MAX_COST}
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={t('costs.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          {add.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(add.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('costs.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('costs.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
