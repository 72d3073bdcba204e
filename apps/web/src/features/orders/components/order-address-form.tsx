import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { editOrderAddressSchema, type Order, orderMessages } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { AddressFields, editAddressRequired } from '../../../components/form/address-fields';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator, translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useUpdateOrderAddress } from '../api/update-order-address';

type AddressValues = Order['address'];

/**
 * The edit-address form of the detail page and of /unverified-order (spec 02 §5: first name ≤ 20,
 * last name required). Saving checks the address again; `onSaved` gets the order as it is now.
 */
export function OrderAddressForm({
  orderId,
  address,
  onSaved,
  onCancel,
}: {
  orderId: number;
  address: AddressValues;
  onSaved: (order: Order) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('orders');
  const update = useUpdateOrderAddress();
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: address,
    validate: formValidator(editOrderAddressSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: orderId, address: values },
      {
        onSuccess: (order) => {
          notifications.show({
            color: 'green',
            message: translateServerText(orderMessages.addressUpdated),
          });
          onSaved(order);
        },
        onError: (error) => {
          // The server's field messages go under their fields, its reason in the toast.
          const details = isApiError(error) && Array.isArray(error.details) ? error.details : [];
          for (const detail of details as { path?: unknown; message?: unknown }[]) {
            const field = String(detail.path ?? '')
              .split('.')
              .pop();
            if (field && field in values && typeof detail.message === 'string') {
              form.setFieldError(field, translateValidationMessage(detail.message));
            }
          }
          const refused = isApiError(error) && error.status >= 400 && error.status < 500;
          notifications.show({
            color: 'red',
            message: refused
              ? getErrorMessage(error)
              : translateServerText(orderMessages.addressUpdateFailed),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('address.formLabel', { id: orderId })}>
      <Stack gap="sm">
        <AddressFields
          values={form.values}
          inputProps={(field) => form.getInputProps(field)}
          setField={(field, value) => form.setFieldValue(field, value)}
          required={editAddressRequired}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('address.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
