import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type InvoiceInfo, invoiceInfoSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { formValidator } from '../../../lib/form-validation';
import { useUpdateInvoiceInfo } from '../api/update-invoice-info';

const emptyInvoiceInfo: InvoiceInfo = { name: '', address: '', phone: '', email: '' };

/** The name, address, phone and e-mail printed on invoices. */
export function InvoiceInfoForm() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const update = useUpdateInvoiceInfo();
  const form = useForm<InvoiceInfo>({
    mode: 'uncontrolled',
    initialValues: user.invoiceInfo ?? emptyInvoiceInfo,
    validate: formValidator(invoiceInfoSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        name: values.name.trim(),
        address: values.address.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
      },
      {
        onSuccess: (saved) => {
          form.setInitialValues(saved.invoiceInfo ?? emptyInvoiceInfo);
          notifications.show({ color: 'green', message: t('invoice.success') });
        },
        onError: () => notifications.show({ color: 'red', message: t('invoice.failure') }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('invoice.name')}
            autoComplete="organization"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('invoice.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('invoice.phone')}
            type="tel"
            autoComplete="tel"
            required
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('invoice.address')}
            autoComplete="street-address"
            required
            key={form.key('address')}
            {...form.getInputProps('address')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('invoice.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
