import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceInfoForm } from '../../features/account/components/invoice-info-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /invoice-info (seller): the name, address, phone and e-mail printed on the seller's invoices. */
export function InvoiceInfoPage() {
  const { t } = useTranslation('account');
  usePageTitle('account:invoiceInfoPage.title');
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{t('invoiceInfoPage.title')}</Title>
        <Text c="dimmed">{t('invoiceInfoPage.description')}</Text>
      </Stack>
      <Card>
        <InvoiceInfoForm />
      </Card>
    </Stack>
  );
}
