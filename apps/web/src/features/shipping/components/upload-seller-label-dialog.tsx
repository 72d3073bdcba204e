import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { shippingMessages, tiktokLabelFieldsSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useUploadSellerLabel } from '../api/upload-seller-label';
import { labelFileProblem } from '../label-file';
import { LabelFileInput } from './label-file-input';

type Values = { trackingNumber: string; carrierCode: string; files: File[] };

const trackingSchema = tiktokLabelFieldsSchema.shape.trackingNumber;

/**
 * The seller's own label of a TikTok Shop or ship-by-seller order: one PDF and its tracking
 * number ('Limit 1 files upload!' for more files, 'The file is invalid' for anything but a PDF).
 */
export function UploadSellerLabelDialog({
  orderId,
  forSeller,
  onClose,
  onDone,
}: {
  orderId: number;
  /** Staff uploading it on the seller's behalf see it named so. */
  forSeller: boolean;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shipping');
  const upload = useUploadSellerLabel();
  const form = useForm<Values>({
    initialValues: { trackingNumber: '', carrierCode: '', files: [] },
    validate: {
      trackingNumber: (value) => {
        const parsed = trackingSchema.safeParse(value);
        return parsed.success
          ? null
          : translateValidationMessage(parsed.error.issues[0]?.message ?? '');
      },
      files: (files) => {
        const problem =
          files.length === 0 ? shippingMessages.labelFileRequired : labelFileProblem(files);
        return problem ? translateServerText(problem, { context: 'shipping' }) : null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    const file = values.files[0];
    if (!file) return;
    upload.mutate(
      { orderId, trackingNumber: values.trackingNumber, carrierCode: values.carrierCode, file },
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
  const title = forSeller ? t('sellerLabel.titleStaff', { id: orderId }) : t('sellerLabel.title');

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('sellerLabel.hint')}
          </Text>
          <TextInput
            label={t('fields.trackingNumber')}
            required
            maxLength={64}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('trackingNumber')}
          />
          <TextInput
            label={t('fields.carrier')}
            placeholder="TikTok Shipping"
            maxLength={40}
            {...form.getInputProps('carrierCode')}
          />
          <LabelFileInput
            value={form.values.files}
            onChange={(files) => {
              form.setFieldValue('files', files);
              // Say at once when the pick is wrong (two files, not a PDF).
              const problem = labelFileProblem(files);
              form.setFieldError(
                'files',
                problem ? translateServerText(problem, { context: 'shipping' }) : null,
              );
            }}
            error={form.errors.files}
          />
          {upload.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(upload.error, { context: 'shipping' })}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={upload.isPending}>
              {t('sellerLabel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
