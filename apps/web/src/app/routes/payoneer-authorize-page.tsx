import { Stack, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PayoneerReturn } from '../../features/account/components/payoneer-return';
import { usePageTitle } from '../../lib/use-page-title';

/** /payoneer-authorize (seller): the return page of Payoneer's consent (`?code=…&state=…`). */
export function PayoneerAuthorizePage() {
  const { t } = useTranslation('account');
  usePageTitle('account:autoPaymentPage.payoneerTitle');
  const search = useSearch({ from: '/shell/payoneer-authorize' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('autoPaymentPage.payoneerTitle')}</Title>
      <PayoneerReturn {...search} sandbox={search.sandbox === true} />
    </Stack>
  );
}
