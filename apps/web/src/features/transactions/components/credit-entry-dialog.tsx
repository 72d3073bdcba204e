import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  creditEntryInputSchema,
  type FieldError,
  MAX_CREDIT_ENTRY,
  validationMessages,
} from '@stitchworks/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { formatMoney } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import {
  type CreditEntryKind,
  type CreditEntryResult,
  useAddCreditEntry,
} from '../api/add-credit-entry';
import { NoteField, validateNote } from './note-field';

const creditSchema = creditEntryInputSchema.shape.credit;

type FormValues = { credit: number | string; note: string };
const emptyValues: FormValues = { credit: '', note: '' };

type Props = {
  seller: { id: number; name: string; credit?: number | null | undefined };
  /** Which entry to make; `null` keeps the dialog closed. */
  kind: CreditEntryKind | null;
  onClose: () => void;
  /** After the entry is saved (the success toast is already shown): reload what shows the seller. */
  onDone?: (result: CreditEntryResult) => void;
};

const isFieldErrors = (details: unknown): details is FieldError[] =>
  Array.isArray(details) &&
  details.every(
    (detail) => typeof detail?.path === 'string' && typeof detail?.message === 'string',
  );

/** Staff top up or withdraw a seller's credit: an amount in dollars and an optional note. */
export function CreditEntryDialog({ seller, kind, onClose, onDone }: Props) {
  const { t } = useTranslation('transactions');
  const add = useAddCreditEntry();
  const [serverError, setServerError] = useState<string | null>(null);
  // Keeps the title and button while the dialog fades out after `kind` went back to null.
  const [shown, setShown] = useState<CreditEntryKind>(kind ?? 'deposit');
  if (kind && kind !== shown) setShown(kind);

  const translate = (message: string) => translateServerText(message, { context: 'transactions' });

  const form = useForm<FormValues>({
    initialValues: emptyValues,
    validate: {
      credit: (value) => {
        if (value === '' || value === null || value === undefined)
          return translateValidationMessage(validationMessages.required);
        const parsed = creditSchema.safeParse(value);
        return parsed.success ? null : translate(parsed.error.issues[0]?.message ?? '');
      },
      note: validateNote,
    },
  });

  const close = () => {
    form.reset();
    setServerError(null);
    add.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!kind) return;
    setServerError(null);
    add.mutate(
      {
        kind,
        input: { userId: seller.id, credit: Number(values.credit), note: values.note.trim() },
      },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: translate(result.message) });
          onDone?.(result);
          close();
        },
        onError: (error) => {
          if (isApiError(error) && isFieldErrors(error.details)) {
            for (const detail of error.details) {
              if (detail.path === 'credit' || detail.path === 'note') {
                form.setFieldError(detail.path, translate(detail.message));
              }
            }
          }
          setServerError(translate(getErrorMessage(error)));
        },
      },
    );
  });

  const title =
    shown === 'deposit'
      ? t('entry.topUpTitle', { name: seller.name })
      : t('entry.withdrawTitle', { name: seller.name });

  return (
    <Modal opened={kind !== null} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {seller.credit !== undefined && seller.credit !== null ? (
            <Text size="sm" c="dimmed">
              {t('entry.currentCredit', { amount: formatMoney(seller.credit) })}
            </Text>
          ) : null}
          {serverError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
              {serverError}
            </Alert>
          ) : null}
          <DollarInput
            label={t('entry.amount')}
            description={t('entry.amountHint')}
            max={MAX_CREDIT_ENTRY}
            required
            data-autofocus
            {...form.getInputProps('credit')}
          />
          <NoteField
            label={t('entry.note')}
            description={t('entry.noteHint')}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('entry.cancel')}
            </Button>
            <Button
              type="submit"
              color={shown === 'withdraw' ? 'red' : undefined}
              loading={add.isPending}
            >
              {shown === 'deposit' ? t('entry.submitTopUp') : t('entry.submitWithdraw')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
