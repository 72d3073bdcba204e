import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Radio,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createDepositInputSchema,
  DEPOSIT_DEFAULT_AMOUNT,
  DEPOSIT_MINIMUM,
  DEPOSIT_PRESETS,
  type FieldError,
  MAX_CREDIT_ENTRY,
  transactionMessages,
  validationMessages,
} from '@stitchworks/shared';
import { IconAlertCircle, IconBrandPaypal, IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { formatMoney } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useCreateDeposit, useWallet } from '../api/top-up';

const amountSchema = createDepositInputSchema.shape.amount;

/** '$100', '$1,000': the presets are whole dollars. */
const presetFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `preset` is the chosen preset ('' once the seller types another amount in `custom`). */
type FormValues = { preset: string; custom: number | string };

const isBlank = (value: unknown) =>
  value === '' || value === null || value === undefined || String(value).trim() === '';

const isFieldErrors = (details: unknown): details is FieldError[] =>
  Array.isArray(details) &&
  details.every(
    (detail) => typeof detail?.path === 'string' && typeof detail?.message === 'string',
  );

/** The amount the form would send, or null while the other amount is empty. */
function amountOf(values: FormValues): number | null {
  if (values.preset) return Number(values.preset);
  return isBlank(values.custom) ? null : Number(values.custom);
}

type Failure = { message: string; detail?: string | undefined };

type Props = {
  /** The form's heading, so the form is announced by it. */
  labelledBy?: string;
};

/**
 * The seller's top-up (spec 02 §9): a preset amount (200 by default) or another one above 50, paid
 * with the online wallet. On success the browser goes to the wallet's approval page (PayPal, or
 * the app's own sandbox page); on failure the alert says 'Create transaction fail, please try
 * again' and why (spec 02 §8). When no wallet works (503) the form is shown disabled under the
 * server's message.
 */
export function TopUpForm({ labelledBy }: Props) {
  const { t } = useTranslation('transactions');
  const wallet = useWallet();
  const create = useCreateDeposit();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The browser is on its way to the wallet: keep the button busy until the page unloads.
  const [redirecting, setRedirecting] = useState(false);
  const ids = useId();
  const amountLabelId = `${ids}-amount`;
  const sandboxNoticeId = `${ids}-sandbox`;

  const translate = (message: string) => translateServerText(message, { context: 'transactions' });

  const form = useForm<FormValues>({
    initialValues: { preset: String(DEPOSIT_DEFAULT_AMOUNT), custom: '' },
    validate: {
      custom: (value, values) => {
        if (values.preset) return null;
        if (isBlank(value)) return translateValidationMessage(validationMessages.required);
        // Anything at or below the minimum gets the spec's own message, 0 and negatives included.
        if (Number(value) <= DEPOSIT_MINIMUM) return translate(transactionMessages.depositMinimum);
        const parsed = amountSchema.safeParse(value);
        return parsed.success ? null : translate(parsed.error.issues[0]?.message ?? '');
      },
    },
  });

  const choosePreset = (preset: string) => {
    form.setValues({ preset, custom: '' });
    form.clearErrors();
  };
  const typeCustom = (custom: number | string) => {
    form.setValues({ custom, preset: isBlank(custom) ? form.values.preset : '' });
    form.clearFieldError('custom');
  };

  const submit = form.onSubmit((values) => {
    const amount = amountOf(values);
    if (amount === null) return;
    setFailure(null);
    create.mutate(amount, {
      onSuccess: (result) => {
        setRedirecting(true);
        window.location.assign(result.data.approveUrl);
      },
      onError: (error) => {
        let detail: string | undefined;
        if (isApiError(error) && isFieldErrors(error.details)) {
          const amountError = error.details.find((item) => item.path === 'amount');
          if (amountError && !values.preset) {
            form.setFieldError('custom', translate(amountError.message));
          } else if (amountError) {
            detail = translate(amountError.message);
          }
        }
        setFailure({ message: getErrorMessage(error, { context: 'transactions' }), detail });
      },
    });
  });

  const unavailable = wallet.isError;
  const disabled = unavailable || wallet.isPending;
  const busy = create.isPending || redirecting;
  const amount = amountOf(form.values);
  const sandbox = wallet.data?.sandbox === true;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {unavailable ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
            {getErrorMessage(wallet.error, { context: 'transactions' })}
          </Alert>
        ) : null}
        {failure !== null ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={translate(transactionMessages.transactionCreateFailed)}
          >
            <Stack gap={2}>
              <Text size="sm">{failure.message}</Text>
              {failure.detail ? <Text size="sm">{failure.detail}</Text> : null}
            </Stack>
          </Alert>
        ) : null}

        <Stack gap={6}>
          <Text id={amountLabelId} size="sm" fw={500}>
            {t('topUp.amount')}
          </Text>
          <SegmentedControl
            aria-labelledby={amountLabelId}
            data={DEPOSIT_PRESETS.map((preset) => ({
              value: String(preset),
              label: presetFormat.format(preset),
            }))}
            value={form.values.preset}
            onChange={choosePreset}
            disabled={disabled || busy}
            fullWidth
          />
        </Stack>
        <DollarInput
          label={t('topUp.otherAmount')}
          description={t('topUp.otherAmountHint')}
          max={MAX_CREDIT_ENTRY}
          disabled={disabled || busy}
          {...form.getInputProps('custom')}
          onChange={typeCustom}
        />

        <Radio.Group label={t('topUp.paymentMethod')} value="paypal" readOnly>
          <Stack gap={6} mt={6}>
            <Radio.Card
              value="paypal"
              radius="md"
              p="md"
              aria-label={t('topUp.wallet')}
              aria-describedby={sandbox ? sandboxNoticeId : undefined}
              disabled={disabled}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <IconBrandPaypal size={18} aria-hidden />
                    <Text fw={600}>{t('topUp.wallet')}</Text>
                    {sandbox ? (
                      <Badge color="yellow" variant="filled" tt="none">
                        {t('topUp.sandbox')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('topUp.walletHint')}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
            {sandbox ? (
              <Group gap={6} wrap="nowrap">
                <IconInfoCircle size={16} color="var(--mantine-color-yellow-8)" aria-hidden />
                <Text id={sandboxNoticeId} size="sm" c="var(--mantine-color-yellow-light-color)">
                  {t('topUp.sandboxNotice')}
                </Text>
              </Group>
            ) : null}
            {wallet.isPending ? (
              <Group gap={6} role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('topUp.walletLoading')}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Radio.Group>

        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {amount !== null && Number.isFinite(amount) && amount > 0
              ? t('topUp.total', { amount: formatMoney(amount) })
              : null}
          </Text>
          <Button
            type="submit"
            leftSection={<IconBrandPaypal size={16} aria-hidden />}
            loading={busy}
            disabled={disabled}
          >
            {t('topUp.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
