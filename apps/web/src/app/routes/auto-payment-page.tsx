import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AutoPaymentSettings } from '../../features/account/components/auto-payment-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /autopayment (seller): auto-payment mode, hours (Asia/Bangkok), Payoneer link and runs. */
export function AutoPaymentPage() {
  const { t } = useTranslation('account');
  usePageTitle('account:autoPaymentPage.title');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('autoPaymentPage.title')}</Title>
        <Text c="dimmed">{t('autoPaymentPage.description')}</Text>
      </Stack>
      <AutoPaymentSettings />
    </Stack>
  );
}
