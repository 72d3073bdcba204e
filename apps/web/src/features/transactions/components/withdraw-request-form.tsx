import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type FieldError,
  MAX_CREDIT_ENTRY,
  requestWithdrawInputSchema,
  validationMessages,
} from '@stitchworks/shared';
import { IconAlertCircle, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';
import { useRequestWithdraw } from '../api/request-withdraw';
import { NoteField, validateNote } from './note-field';

const { amount: amountSchema, payoneerEmail: emailSchema } = requestWithdrawInputSchema.shape;

type FormValues = { amount: number | string; payoneerEmail: string; note: string };
type FieldName = keyof FormValues;
const fieldNames: readonly string[] = ['amount', 'payoneerEmail', 'note'] satisfies FieldName[];

const isFieldErrors = (details: unknown): details is FieldError[] =>
  Array.isArray(details) &&
  details.every(
    (detail) => typeof detail?.path === 'string' && typeof detail?.message === 'string',
  );

const isBlank = (value: unknown) =>
  value === '' || value === null || value === undefined || String(value).trim() === '';

type Props = {
  /** Prefills the Payoneer e-mail: most sellers are paid to the address they sign in with. */
  defaultEmail: string;
  /** The form's heading, so the form is announced by it. */
  labelledBy?: string;
};

/**
 * The seller asks to be paid part of their credit on Payoneer (spec 02 §5). The server holds the
 * amount at once; on failure the alert says 'Cannot request withdrawal' and why (spec 02 §8).
 */
export function WithdrawRequestForm({ defaultEmail, labelledBy }: Props) {
  const { t } = useTranslation('transactions');
  const request = useRequestWithdraw();
  const [failure, setFailure] = useState<string | null>(null);

  const translate = (message: string) => translateServerText(message, { context: 'transactions' });
  const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : translate(result.error?.issues[0]?.message ?? '');

  const form = useForm<FormValues>({
    initialValues: { amount: '', payoneerEmail: defaultEmail, note: '' },
    validate: {
      amount: (value) =>
        isBlank(value)
          ? translateValidationMessage(validationMessages.required)
          : firstIssue(amountSchema.safeParse(value)),
      payoneerEmail: (value) =>
        isBlank(value)
          ? translateValidationMessage(validationMessages.required)
          : firstIssue(emailSchema.safeParse(value.trim())),
      note: validateNote,
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    request.mutate(
      {
        amount: Number(values.amount),
        payoneerEmail: values.payoneerEmail.trim(),
        note: values.note.trim(),
      },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: translate(result.message) });
          form.reset();
          request.reset();
        },
        onError: (error) => {
          if (isApiError(error) && isFieldErrors(error.details)) {
            for (const detail of error.details) {
              if (fieldNames.includes(detail.path)) {
                form.setFieldError(detail.path, translate(detail.message));
              }
            }
          }
          setFailure(translate(getErrorMessage(error)));
        },
      },
    );
  });

  const pending = request.isPending;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {failure !== null ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('entry.messages.cannotRequestWithdrawal')}
          >
            {failure}
          </Alert>
        ) : null}
        <DollarInput
          label={t('withdraw.amount')}
          description={t('withdraw.amountHint')}
          max={MAX_CREDIT_ENTRY}
          required
          {...form.getInputProps('amount')}
        />
        <TextInput
          type="email"
          label={t('withdraw.payoneerEmail')}
          description={t('withdraw.payoneerEmailHint')}
          autoComplete="email"
          maxLength={255}
          required
          {...form.getInputProps('payoneerEmail')}
        />
        <NoteField
          label={t('withdraw.note')}
          description={t('withdraw.noteHint')}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconCash size={16} aria-hidden />}
            loading={pending}
            disabled={pending}
          >
            {t('withdraw.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
