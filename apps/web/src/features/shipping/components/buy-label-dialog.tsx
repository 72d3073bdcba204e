import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { buyLabelInputSchema, type ShippingLabel } from '@stitchworks/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useBuyLabel } from '../api/buy-label';
import { useShippingProviders } from '../api/get-shipping-providers';
import { useShippingServices } from '../api/get-shipping-services';
import { ParcelFields, type ParcelValues, parcelOf, parcelValuesOf } from './parcel-fields';
import { providerLabel } from './provider-label';

type Values = {
  orderId: number;
  provider: 'easypost' | 'sandbox' | null;
  serviceCode: string | null;
  parcel: ParcelValues;
};

const validate = formValidator(buyLabelInputSchema);

/**
 * Buys the order's first label from the carrier with an API (EasyPost, or the labelled sandbox):
 * the provider, one of its services and the parcel. The carrier's or server's refusal shows here.
 */
export function BuyLabelDialog({
  orderId,
  needsPacking,
  previousParcel,
  onClose,
  onDone,
}: {
  orderId: number;
  /** The order is not packed yet: the API will refuse, the dialog says so first. */
  needsPacking: boolean;
  previousParcel: ShippingLabel['meta'] | undefined;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shipping');
  const providers = useShippingProviders();
  const purchased = (providers.data ?? []).filter((row) => row.kind === 'purchased');
  const buy = useBuyLabel();
  const form = useForm<Values>({
    initialValues: {
      orderId,
      provider: null,
      serviceCode: null,
      parcel: parcelValuesOf(previousParcel),
    },
    validate: (values) =>
      validate({
        ...values,
        provider: values.provider ?? purchased[0]?.code,
        serviceCode: values.serviceCode ?? undefined,
        parcel: parcelOf(values.parcel),
      }),
  });
  const provider = form.values.provider ?? (purchased[0]?.code as Values['provider']) ?? null;
  const services = useShippingServices(provider);

  const submit = form.onSubmit((values) => {
    if (!provider) return;
    buy.mutate(
      {
        orderId,
        provider,
        serviceCode: values.serviceCode ?? undefined,
        parcel: parcelOf(values.parcel),
      },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: translateServerText(answer.message, { context: 'shipping' }),
          });
          onDone?.();
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t('buy.title', { id: orderId })} centered size="lg">
      <LoadState
        loading={providers.isPending}
        error={providers.isError ? getErrorMessage(providers.error, { context: 'shipping' }) : null}
      >
        {purchased.length === 0 ? (
          <Stack gap="md">
            <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('buy.noApiCarrier')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('actions.close')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {needsPacking ? (
                <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
                  {t('buy.notPacked')}
                </Alert>
              ) : null}
              <Select
                label={t('fields.provider')}
                required
                allowDeselect={false}
                data={purchased.map((row) => ({ value: row.code, label: providerLabel(row, t) }))}
                value={provider}
                onChange={(value) => {
                  form.setFieldValue('provider', value as Values['provider']);
                  form.setFieldValue('serviceCode', null);
                }}
                error={form.errors.provider}
                data-autofocus
              />
              <Select
                label={t('fields.service')}
                placeholder={t('fields.serviceAny')}
                clearable
                data={(services.data ?? []).map((row) => ({
                  value: row.code,
                  label: `${row.name} (${row.code})`,
                }))}
                disabled={services.isPending}
                {...form.getInputProps('serviceCode')}
              />
              <Text size="sm" fw={500}>
                {t('parcel.title')}
              </Text>
              <ParcelFields form={form} />
              {buy.isError ? (
                <Alert color="red" role="alert">
                  {getErrorMessage(buy.error, { context: 'shipping' })}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" loading={buy.isPending}>
                  {t('buy.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </LoadState>
    </Modal>
  );
}
