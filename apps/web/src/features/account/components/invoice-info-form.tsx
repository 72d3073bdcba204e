import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type InvoiceInfo, invoiceInfoSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { formValidator } from '../../../lib/form-validation';
import { useUpdateInvoiceInfo } from '../api/update-invoice-info';

const emptyInvoiceInfo: InvoiceInfo = { name: '', address: '', phone: '', email: '' };

type InvoiceField = {
  name: keyof InvoiceInfo;
  label: `invoice.${keyof InvoiceInfo}`;
  type?: 'email' | 'tel';
  autoComplete: string;
};

const fields: InvoiceField[] = [
  { name: 'name', label: 'invoice.name', autoComplete: 'organization' },
  { name: 'email', label: 'invoice.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'invoice.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'invoice.address', autoComplete: 'street-address' },
];

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
          {fields.map((field) => (
            <TextInput
              label={t(field.label)}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              key={form.key(field.name)}
              {...form.getInputProps(field.name)}
            />
          ))}
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
