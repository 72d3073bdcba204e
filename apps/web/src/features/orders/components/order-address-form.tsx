import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  countries,
  editOrderAddressSchema,
  type Order,
  orderMessages,
  usStates,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator, translateValidationMessage } from '../../../lib/form-validation';
import { useUpdateOrderAddress } from '../api/update-order-address';
import { translateOrderMessage } from '../order-messages';

type AddressValues = Order['address'];

const countryOptions = countries.map((country) => ({
  value: country.code,
  label: `${country.name} (${country.code})`,
}));
const stateOptions = usStates.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

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
  const us = form.values.country.trim().toUpperCase() === 'US';

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: orderId, address: values },
      {
        onSuccess: (order) => {
          notifications.show({
            color: 'green',
            message: translateOrderMessage(orderMessages.addressUpdated),
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
            message: translateOrderMessage(
              refused ? getErrorMessage(error) : orderMessages.addressUpdateFailed,
            ),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('address.formLabel', { id: orderId })}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('address.firstName')}
            required
            maxLength={20}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('address.lastName')}
            required
            maxLength={60}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('address.address1')}
          required
          maxLength={255}
          {...form.getInputProps('address1')}
        />
        <TextInput
          label={t('address.address2')}
          maxLength={255}
          {...form.getInputProps('address2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('address.city')}
            required
            maxLength={50}
            {...form.getInputProps('city')}
          />
          {us ? (
            <Select
              label={t('address.state')}
              required
              searchable
              data={stateOptions}
              {...form.getInputProps('state')}
              onChange={(value) => form.setFieldValue('state', value ?? '')}
            />
          ) : (
            <TextInput
              label={t('address.state')}
              required
              maxLength={50}
              {...form.getInputProps('state')}
            />
          )}
          <TextInput
            label={t('address.zip')}
            required
            maxLength={20}
            {...form.getInputProps('zip')}
          />
          <Select
            label={t('address.country')}
            required
            searchable
            data={countryOptions}
            {...form.getInputProps('country')}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
          <TextInput
            label={t('address.email')}
            type="email"
            maxLength={255}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('address.phone')}
            type="tel"
            maxLength={30}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
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
