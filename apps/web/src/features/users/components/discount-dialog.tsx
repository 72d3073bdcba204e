import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  type ModalProps,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type AdminUser,
  type DiscountType,
  discountTypes,
  type UserDiscount,
  validationMessages,
} from '@stitchworks/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateValueFormat } from '../../../components/form/app-dates-provider';
import { LoadState } from '../../../components/ui/load-state';
import { useErrorToast } from '../../../components/ui/use-error-toast';
import { translateValidationMessage } from '../../../lib/form-validation';
import { APP_TIME_ZONE, formatDate } from '../../../lib/format';
import { useUserDiscounts } from '../api/get-user-discounts';
import { useSaveUserDiscount } from '../api/save-user-discount';

type FormValues = { type: DiscountType; amount: number | string; expiredAt: string | null };

const emptyValues: FormValues = { type: 'per_order', amount: '', expiredAt: null };

/** The last second of the chosen day in the app's time zone. */
const endOfDay = (day: string) => dayjs.tz(day, APP_TIME_ZONE).endOf('day').toISOString();
const toDay = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE).format('YYYY-MM-DD');

/** A seller's discounts: the list, and a form to give a new one or change one. */
export function DiscountDialog({
  user,
  opened,
  onClose,
}: { user: AdminUser } & Pick<ModalProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation('users');
  const valueFormat = useDateValueFormat();
  const discounts = useUserDiscounts(user.id, opened);
  const save = useSaveUserDiscount(user.id);
  const [editing, setEditing] = useState<UserDiscount | null>(null);
  const form = useForm<FormValues>({
    initialValues: emptyValues,
    validate: {
      amount: (value) => {
        if (value === '' || value === null)
          return translateValidationMessage(validationMessages.required);
        const amount = Number(value);
        if (!Number.isFinite(amount) || amount <= 0) return t('discount.amountPositive');
        return null;
      },
      expiredAt: (value) =>
        value ? null : translateValidationMessage(validationMessages.required),
    },
  });

  useErrorToast(discounts.isError, t('discount.cannotGet'));

  const startEdit = (discount: UserDiscount | null) => {
    setEditing(discount);
    form.setValues(
      discount
        ? { type: discount.type, amount: discount.amount, expiredAt: toDay(discount.expiredAt) }
        : emptyValues,
    );
    form.resetDirty();
    form.clearErrors();
  };

  const close = () => {
    startEdit(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        id: editing?.id,
        values: {
          type: values.type,
          amount: Number(values.amount),
          expiredAt: endOfDay(values.expiredAt ?? ''),
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('discount.updated') });
          startEdit(null);
        },
        onError: () => notifications.show({ color: 'red', message: t('discount.cannotUpdate') }),
      },
    );
  });

  const rows = discounts.data?.rows ?? [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('discount.title', { name: user.name })}
      size="lg"
      centered
    >
      <Stack gap="md">
        <LoadState
          loading={discounts.isPending}
          error={discounts.isError ? t('discount.cannotGet') : null}
        >
          {rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('discount.none')}
            </Text>
          ) : (
            <Table verticalSpacing="xs" aria-label={t('discount.title', { name: user.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('discount.type')}</Table.Th>
                  <Table.Th ta="right">{t('discount.amount')}</Table.Th>
                  <Table.Th>{t('discount.expiredAt')}</Table.Th>
                  <Table.Th>{t('discount.state')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((discount) => (
                  <Table.Tr key={discount.id}>
                    <Table.Td>{t(`discount.types.${discount.type}`)}</Table.Td>
                    <Table.Td ta="right">{discount.amount.toFixed(2)}</Table.Td>
                    <Table.Td>{formatDate(discount.expiredAt)}</Table.Td>
                    <Table.Td>
                      <Badge color={discount.active ? 'green' : 'gray'} variant="light">
                        {t(discount.active ? 'discount.active' : 'discount.expired')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="subtle" onClick={() => startEdit(discount)}>
                        {t('discount.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </LoadState>

        <Divider />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5">
                {editing ? t('discount.editTitle', { id: editing.id }) : t('discount.newTitle')}
              </Title>
              {editing ? (
                <Button size="xs" variant="subtle" onClick={() => startEdit(null)}>
                  {t('discount.cancelEdit')}
                </Button>
              ) : null}
            </Group>
            <Group grow align="flex-start">
              <Select
                label={t('discount.type')}
                data={discountTypes.map((value) => ({
                  value,
                  label: t(`discount.types.${value}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps('type')}
              />
              <NumberInput
                label={t('discount.amount')}
                description={t('discount.amountHint')}
                min={0}
                decimalScale={2}
                prefix="$"
                required
                {...form.getInputProps('amount')}
              />
              <DateInput
                label={t('discount.expiredAt')}
                valueFormat={valueFormat}
                minDate={dayjs().format('YYYY-MM-DD')}
                required
                {...form.getInputProps('expiredAt')}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('discount.close')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {editing ? t('discount.save') : t('discount.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
