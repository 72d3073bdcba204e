import { Alert, Autocomplete, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { shippingMessages, trackingNumberInputSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useUpdateTrackingNumber } from '../api/update-tracking-number';

/** Carriers whose tracking pages the API links to; any other name may be typed. */
const knownCarriers = ['usps', 'ups', 'fedex', 'dhl'];

type Values = { trackingNumber: string; carrierCode: string; serviceCode: string };

/**
 * Adds a package to the order by its tracking number, carrier and service (the same number again
 * changes nothing). A number another order carries is accepted and flagged on the package.
 */
export function AddTrackingDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: number;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shipping');
  const update = useUpdateTrackingNumber(orderId);
  const form = useForm<Values>({
    initialValues: { trackingNumber: '', carrierCode: '', serviceCode: '' },
    validate: formValidator(trackingNumberInputSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        trackingNumber: values.trackingNumber.trim(),
        carrierCode: values.carrierCode.trim(),
        serviceCode: values.serviceCode.trim() || undefined,
      },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: translateServerText(answer.message || shippingMessages.trackingUpdated, {
              context: 'shipping',
            }),
          });
          onDone?.();
          onClose();
        },
      },
    ),
  );
  // A refusal says why; a failure without one is the spec's 'please try again'.
  const refused =
    isApiError(update.error) && update.error.status >= 400 && update.error.status < 500;

  return (
    <Modal opened onClose={onClose} title={t('tracking.title', { id: orderId })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.trackingNumber')}
            required
            maxLength={64}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('trackingNumber')}
          />
          <Autocomplete
            label={t('fields.carrier')}
            description={t('fields.carrierHint')}
            data={knownCarriers}
            maxLength={40}
            {...form.getInputProps('carrierCode')}
          />
          <TextInput
            label={t('fields.service')}
            maxLength={60}
            {...form.getInputProps('serviceCode')}
          />
          {update.isError ? (
            <Alert color="red" role="alert">
              {refused
                ? getErrorMessage(update.error, { context: 'shipping' })
                : translateServerText(shippingMessages.trackingUpdateFailed, {
                    context: 'shipping',
                  })}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('tracking.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
