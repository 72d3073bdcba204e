import {
  Button,
  Group,
  Modal,
  type ModalProps,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type ReferralType,
  referralCodeSchema,
  referralTypes,
  validationMessages,
} from '@stitchworks/shared';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateValueFormat } from '../../../components/form/app-dates-provider';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { APP_TIME_ZONE } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useCreateReferral } from '../api/create-referral';
import { useSellerSearch } from '../api/search-sellers';

type FormValues = {
  userId: string | null;
  code: string;
  expiredDate: string | null;
  type: ReferralType;
  sellerDiscount: number | string;
  referrerCompensation: number | string;
  maxUsesAllowed: number | string;
};

const emptyValues: FormValues = {
  userId: null,
  code: '',
  expiredDate: null,
  type: 'percent',
  sellerDiscount: '',
  referrerCompensation: 0,
  maxUsesAllowed: 0,
};

/** The last second of the chosen day in the app's time zone. */
const endOfDay = (day: string) => dayjs.tz(day, APP_TIME_ZONE).endOf('day').toISOString();

const required = () => translateValidationMessage(validationMessages.required);

/** The create modal of /referral (spec 03 §4: success closes it). */
export function CreateReferralModal({ opened, onClose }: Pick<ModalProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation('referrals');
  const valueFormat = useDateValueFormat();
  const create = useCreateReferral();
  const [sellerSearch, setSellerSearch] = useState('');
  const [email] = useDebouncedValue(sellerSearch.includes(' (') ? '' : sellerSearch.trim(), 300);
  const sellers = useSellerSearch(email);
  // The chosen seller stays among the options while the search lists others.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const sellerOptions = useMemo(() => {
    const found = (sellers.data ?? []).map((seller) => ({
      value: String(seller.id),
      label: `${seller.name} (${seller.email})`,
    }));
    return picked && !found.some((option) => option.value === picked.value)
      ? [picked, ...found]
      : found;
  }, [sellers.data, picked]);
  const form = useForm<FormValues>({
    initialValues: emptyValues,
    validate: {
      userId: (value) => (value ? null : required()),
      code: (value) => {
        const parsed = referralCodeSchema.safeParse(value);
        return parsed.success
          ? null
          : translateValidationMessage(parsed.error.issues[0]?.message ?? '');
      },
      expiredDate: (value) => (value ? null : required()),
      sellerDiscount: (value, values) => {
        if (value === '' || value === null) return required();
        const amount = Number(value);
        if (!(amount > 0)) return translateServerText('The amount must be greater than 0');
        if (values.type === 'percent' && amount > 100) {
          return translateServerText('A percent discount is at most 100');
        }
        return null;
      },
      referrerCompensation: (value) => {
        if (value === '' || value === null) return required();
        return Number(value) >= 0 ? null : translateServerText('The value must be 0 or more');
      },
      maxUsesAllowed: (value) => {
        if (value === '' || value === null) return required();
        return Number(value) >= 0 ? null : translateServerText('The value must be 0 or more');
      },
    },
  });

  const close = () => {
    form.reset();
    setSellerSearch('');
    setPicked(null);
    onClose();
  };

  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        userId: Number(values.userId),
        code: values.code.trim(),
        expiredDate: endOfDay(values.expiredDate ?? ''),
        type: values.type,
        sellerDiscount: Number(values.sellerDiscount),
        referrerCompensation: Number(values.referrerCompensation),
        maxUsesAllowed: Number(values.maxUsesAllowed),
      },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'green', message: translateServerText(message) });
          close();
        },
        onError: (error) => {
          const details = errorDetails(error);
          for (const detail of details) {
            form.setFieldError(detail.path, translateServerText(detail.message));
          }
          notifications.show({
            color: 'red',
            title: t('create.failed'),
            message: getErrorMessage(error),
          });
        },
      },
    ),
  );

  const percent = form.getValues().type === 'percent';

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('create.referrer')}
            placeholder={t('create.referrerPlaceholder')}
            nothingFoundMessage={t('create.referrerNothing')}
            data={sellerOptions}
            searchable
            searchValue={sellerSearch}
            onSearchChange={setSellerSearch}
            filter={({ options }) => options}
            withAsterisk
            key={form.key('userId')}
            {...form.getInputProps('userId')}
            onChange={(value, option) => {
              form.setFieldValue('userId', value);
              setPicked(option ?? null);
            }}
          />
          <TextInput
            label={t('create.code')}
            description={t('create.codeHint')}
            withAsterisk
            autoComplete="off"
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <DateInput
            label={t('create.expiredDate')}
            valueFormat={valueFormat}
            minDate={dayjs().tz(APP_TIME_ZONE).format('YYYY-MM-DD')}
            withAsterisk
            key={form.key('expiredDate')}
            {...form.getInputProps('expiredDate')}
          />
          <Select
            label={t('create.type')}
            data={referralTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            allowDeselect={false}
            withAsterisk
            key={form.key('type')}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label={t('create.sellerDiscount')}
            description={
              percent ? t('create.sellerDiscountPercentHint') : t('create.sellerDiscountFixedHint')
            }
            min={0}
            decimalScale={2}
            suffix={percent ? '%' : undefined}
            prefix={percent ? undefined : '$'}
            withAsterisk
            key={form.key('sellerDiscount')}
            {...form.getInputProps('sellerDiscount')}
          />
          <NumberInput
            label={t('create.referrerCompensation')}
            description={t('create.referrerCompensationHint')}
            min={0}
            decimalScale={2}
            prefix="$"
            withAsterisk
            key={form.key('referrerCompensation')}
            {...form.getInputProps('referrerCompensation')}
          />
          <NumberInput
            label={t('create.maxUsesAllowed')}
            description={t('create.maxUsesAllowedHint')}
            min={0}
            allowDecimal={false}
            withAsterisk
            key={form.key('maxUsesAllowed')}
            {...form.getInputProps('maxUsesAllowed')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
