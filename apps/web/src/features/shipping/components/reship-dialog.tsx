import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Order,
  type ReshipPayer,
  reshipInputSchema,
  shippingMessages,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { AddressFields, editAddressRequired } from '../../../components/form/address-fields';
import { DollarInput } from '../../../components/form/dollar-input';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { formatMoney } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useReshipOrder } from '../api/reship-order';

type Values = {
  orderId: number;
  address: Order['address'];
  reason: string;
  paidBy: ReshipPayer;
  amount: number | string;
};

/** The form's values as the API takes them: the amount only when the seller pays and it is set. */
function inputOf(values: Values) {
  return {
    orderId: values.orderId,
    address: values.address,
    reason: values.reason,
    paidBy: values.paidBy,
    amount: values.paidBy === 'seller' && values.amount !== '' ? Number(values.amount) : undefined,
  };
}
const validate = formValidator(reshipInputSchema);

/**
 * Sends a shipped order again: the ship-to address (prefilled from the order; spec 02 §5's rules),
 * why, and who pays — the seller (charged the amount, by default the order's shipping fee) or the
 * business. A retried submit of the same values charges once (useReshipOrder's key).
 */
export function ReshipDialog({
  order,
  onClose,
  onDone,
}: {
  order: Pick<Order, 'id' | 'address' | 'shippingFee'>;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shipping');
  const reship = useReshipOrder();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      orderId: order.id,
      address: order.address,
      reason: '',
      paidBy: 'seller',
      amount: '',
    },
    validate: (values) => validate(inputOf(values)),
  });

  const submit = form.onSubmit((values) =>
    reship.mutate(inputOf(values), {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: translateServerText(answer.message, { context: 'shipping' }),
        });
        onDone?.();
        onClose();
      },
    }),
  );
  const refused =
    isApiError(reship.error) && reship.error.status >= 400 && reship.error.status < 500;

  return (
    <Modal opened onClose={onClose} title={t('reship.title', { id: order.id })} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AddressFields
            values={form.values.address}
            inputProps={(field) => form.getInputProps(`address.${field}`)}
            setField={(field, value) => form.setFieldValue(`address.${field}`, value)}
            required={editAddressRequired}
            autoFocus
          />
          <Textarea
            label={t('reship.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          <Radio.Group label={t('reship.paidBy')} required {...form.getInputProps('paidBy')}>
            <Group gap="md" mt={4}>
              <Radio value="seller" label={t('payers.seller')} />
              <Radio value="business" label={t('payers.business')} />
            </Group>
          </Radio.Group>
          {form.values.paidBy === 'seller' ? (
            <DollarInput
              label={t('reship.amount')}
              description={t('reship.amountHint', { fee: formatMoney(order.shippingFee) })}
              placeholder={formatMoney(order.shippingFee)}
              max={10_000}
              {...form.getInputProps('amount')}
            />
          ) : null}
          {reship.isError ? (
            <Alert color="red" role="alert">
              {refused
                ? getErrorMessage(reship.error, { context: 'shipping' })
                : translateServerText(shippingMessages.reshipFailed, { context: 'shipping' })}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={reship.isPending}>
              {t('reship.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
