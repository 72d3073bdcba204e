import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  createTicketFieldsSchema,
  type Ticket,
  type TicketTopic,
  ticketMessages,
  ticketTopics,
} from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { formValidator, translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useCreateTicket } from '../api/create-ticket';
import { ImagePicker, tooManyImages } from './image-picker';

type Values = {
  title: string;
  topic: TicketTopic | '';
  message: string;
  userId: number | string;
  orderId: number | string;
};

const idOrUndefined = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * Opens a ticket: title, topic and message required, an order of the seller's optional, up to 10
 * images. Staff name the seller it is for (spec 03 §5).
 */
export function NewTicketForm({
  staff,
  orderId,
  onCreated,
}: {
  staff: boolean;
  orderId?: number | undefined;
  onCreated: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('tickets');
  const create = useCreateTicket();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const validateFields = formValidator(createTicketFieldsSchema);
  const form = useForm<Values>({
    initialValues: {
      title: '',
      topic: orderId ? 'order' : '',
      message: '',
      userId: '',
      orderId: orderId ?? '',
    },
    validate: (values) => {
      const errors = validateFields({
        title: values.title,
        topic: values.topic || undefined,
        message: values.message,
        userId: idOrUndefined(values.userId),
        orderId: idOrUndefined(values.orderId),
      });
      if (staff && idOrUndefined(values.userId) === undefined) {
        errors.userId = translateServerText(ticketMessages.userRequired);
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    if (tooManyImages(files)) return;
    setError(null);
    create.mutate(
      {
        title: values.title.trim(),
        topic: values.topic as TicketTopic,
        message: values.message.trim(),
        userId: staff ? idOrUndefined(values.userId) : undefined,
        orderId: idOrUndefined(values.orderId),
        attachments: files,
      },
      {
        onSuccess: (change) => {
          notifications.show({ color: 'green', message: translateServerText(change.message) });
          onCreated(change.data);
        },
        onError: (failure) => {
          const details = errorDetails(failure);
          for (const detail of details) {
            form.setFieldError(detail.path, translateValidationMessage(detail.message));
          }
          setError(getErrorMessage(failure));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        {staff ? (
          <NumberInput
            label={t('form.seller')}
            description={t('form.sellerHint')}
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('userId')}
          />
        ) : null}
        <TextInput
          label={t('form.title')}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={t('form.topic')}
          placeholder={t('form.topicPlaceholder')}
          required
          data={ticketTopics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          {...form.getInputProps('topic')}
        />
        <NumberInput
          label={t('form.order')}
          description={t('form.orderHint')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('orderId')}
        />
        <Textarea
          label={t('form.message')}
          required
          autosize
          minRows={4}
          maxLength={5000}
          {...form.getInputProps('message')}
        />
        <ImagePicker value={files} onChange={setFiles} />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} disabled={tooManyImages(files)}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
