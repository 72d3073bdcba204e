import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  parcelSchema,
  type ShippingLabel,
  type ShippingProvider,
  shippingMessages,
  trackingNumberInputSchema,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { LoadState } from '../../../components/ui/load-state';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useShippingProviders } from '../api/get-shipping-providers';
import { useShippingServices } from '../api/get-shipping-services';
import { useRebuyLabel } from '../api/rebuy-label';
import { labelFileProblem } from '../label-file';
import { LabelFileInput } from './label-file-input';
import { ParcelFields, type ParcelValues, parcelOf, parcelValuesOf } from './parcel-fields';
import { providerLabel } from './provider-label';

type Values = {
  provider: ShippingProvider | null;
  serviceCode: string | null;
  manualProvider: string;
  trackingNumber: string;
  shippingFee: number | string;
  chargeSeller: boolean;
  parcel: ParcelValues;
  files: File[];
};

const trackingSchema = trackingNumberInputSchema.shape.trackingNumber;

/**
 * A new label replacing the one in use (which is voided): bought again from the API carrier (the
 * parcel prefilled from the last label), a carrier's PDF uploaded with its tracking number, or a
 * typed carrier. Optionally charged to the seller. A retried submit of the same values charges
 * once (useRebuyLabel's key).
 */
export function RebuyLabelDialog({
  orderId,
  current,
  onClose,
  onDone,
}: {
  orderId: number;
  /** The label in use, if any: its parcel is the default one. */
  current: ShippingLabel | undefined;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shipping');
  const providers = useShippingProviders();
  const rebuy = useRebuyLabel();
  const form = useForm<Values>({
    initialValues: {
      provider: null,
      serviceCode: null,
      manualProvider: '',
      trackingNumber: '',
      shippingFee: '',
      chargeSeller: false,
      parcel: parcelValuesOf(current?.meta),
      files: [],
    },
    validate: (values) => {
      const info = providers.data?.find((row) => row.code === values.provider);
      const errors: Record<string, string> = {};
      if (!info) {
        errors.provider = translateServerText(shippingMessages.providerRequired, {
          context: 'shipping',
        });
        return errors;
      }
      if (info.needsServiceCode && !values.serviceCode) {
        errors.serviceCode = translateServerText(shippingMessages.serviceCodeRequired, {
          context: 'shipping',
        });
      }
      if (info.kind === 'manual' && !values.manualProvider.trim()) {
        errors.manualProvider = translateServerText(shippingMessages.manualProviderRequired, {
          context: 'shipping',
        });
      }
      if (info.kind === 'purchased') {
        const parcel = parcelSchema.safeParse(parcelOf(values.parcel));
        for (const issue of parcel.success ? [] : parcel.error.issues) {
          errors[`parcel.${String(issue.path[0])}`] = translateValidationMessage(issue.message);
        }
      } else {
        const tracking = trackingSchema.safeParse(values.trackingNumber);
        if (!values.trackingNumber.trim()) {
          errors.trackingNumber = translateServerText(shippingMessages.trackingRequired, {
            context: 'shipping',
          });
        } else if (!tracking.success) {
          errors.trackingNumber = translateValidationMessage(
            tracking.error.issues[0]?.message ?? '',
          );
        }
      }
      if (info.kind === 'uploaded') {
        const problem =
          values.files.length === 0
            ? shippingMessages.labelFileRequired
            : labelFileProblem(values.files);
        if (problem) errors.files = translateServerText(problem, { context: 'shipping' });
      }
      return errors;
    },
  });
  const info = providers.data?.find((row) => row.code === form.values.provider);
  const services = useShippingServices(
    info && info.kind !== 'manual' ? (form.values.provider as ShippingProvider) : null,
  );

  const submit = form.onSubmit((values) => {
    if (!info) return;
    const purchased = info.kind === 'purchased';
    rebuy.mutate(
      {
        file: info.kind === 'uploaded' ? (values.files[0] ?? null) : null,
        fields: {
          orderId,
          provider: info.code,
          serviceCode: values.serviceCode ?? undefined,
          manualProvider: info.kind === 'manual' ? values.manualProvider.trim() : undefined,
          trackingNumber: purchased ? undefined : values.trackingNumber.trim(),
          shippingFee:
            purchased || values.shippingFee === '' ? undefined : Number(values.shippingFee),
          chargeSeller: values.chargeSeller,
          parcel: purchased ? parcelOf(values.parcel) : undefined,
        },
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
    <Modal opened onClose={onClose} title={t('rebuy.title', { id: orderId })} centered size="lg">
      <LoadState
        loading={providers.isPending}
        error={providers.isError ? getErrorMessage(providers.error, { context: 'shipping' }) : null}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {current ? t('rebuy.replaces', { number: current.trackingNumber }) : t('rebuy.first')}
            </Text>
            <Select
              label={t('fields.provider')}
              required
              allowDeselect={false}
              data={(providers.data ?? []).map((row) => ({
                value: row.code,
                label: providerLabel(row, t),
              }))}
              data-autofocus
              {...form.getInputProps('provider')}
              onChange={(value) => {
                form.setFieldValue('provider', value as ShippingProvider | null);
                form.setFieldValue('serviceCode', null);
              }}
            />
            {info && info.kind !== 'manual' ? (
              <Select
                label={t('fields.serviceCode')}
                required={info.needsServiceCode}
                placeholder={info.needsServiceCode ? undefined : t('fields.serviceAny')}
                clearable={!info.needsServiceCode}
                data={(services.data ?? []).map((row) => ({
                  value: row.code,
                  label: `${row.name} (${row.code})`,
                }))}
                disabled={services.isPending}
                {...form.getInputProps('serviceCode')}
              />
            ) : null}
            {info?.kind === 'manual' ? (
              <TextInput
                label={t('fields.manualProvider')}
                required
                maxLength={60}
                {...form.getInputProps('manualProvider')}
              />
            ) : null}
            {info?.kind === 'purchased' ? (
              <>
                <Text size="sm" fw={500}>
                  {t('parcel.title')}
                </Text>
                <ParcelFields form={form} />
              </>
            ) : null}
            {info && info.kind !== 'purchased' ? (
              <>
                <TextInput
                  label={t('fields.trackingNumber')}
                  required
                  maxLength={64}
                  autoComplete="off"
                  {...form.getInputProps('trackingNumber')}
                />
                {info.kind === 'uploaded' ? (
                  <LabelFileInput
                    value={form.values.files}
                    onChange={(files) => form.setFieldValue('files', files)}
                    error={form.errors.files}
                  />
                ) : null}
                <DollarInput
                  label={t('fields.shippingFee')}
                  description={t('fields.shippingFeeHint')}
                  max={1000}
                  {...form.getInputProps('shippingFee')}
                />
              </>
            ) : null}
            <Checkbox
              label={t('fields.chargeSeller')}
              description={t('fields.chargeSellerHint')}
              {...form.getInputProps('chargeSeller', { type: 'checkbox' })}
            />
            {rebuy.isError ? (
              <Alert color="red" role="alert">
                {getErrorMessage(rebuy.error, { context: 'shipping' })}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={rebuy.isPending}>
                {t('rebuy.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </LoadState>
    </Modal>
  );
}
