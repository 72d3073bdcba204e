import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/ui/section-card';
import { AvailableCredit } from '../../features/transactions/components/available-credit';
import { LatestOwnTransactions } from '../../features/transactions/components/latest-own-transactions';
import { WithdrawRequestForm } from '../../features/transactions/components/withdraw-request-form';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

const FORM_SECTION_ID = 'withdraw-request';
const FORM_HEADING_ID = `${FORM_SECTION_ID}-title`;

/**
 * /credit (seller; the user menu's My Balance and Billing → Withdrawal): the credit, a Payoneer
 * withdrawal request and the seller's latest requests. The menu hides it from a disabled seller;
 * one who comes anyway is refused by the API, and the form's alert says so.
 */
export function CreditPage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:balance.title');
  const me = useCurrentUser();

  return (
    <Stack gap="lg" maw={1080}>
      <Stack gap={4}>
        <Title order={1}>{t('balance.title')}</Title>
        <Text c="dimmed">{t('balance.description')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AvailableCredit />
        <SectionCard id={FORM_SECTION_ID} title={t('withdraw.title')}>
          <WithdrawRequestForm defaultEmail={me.email} labelledBy={FORM_HEADING_ID} />
        </SectionCard>
      </SimpleGrid>

      <LatestOwnTransactions
        type="withdraw"
        limit={10}
        texts="requests"
        allLabel={t('requests.allWithdrawals')}
        detail="payoutEmail"
      />
    </Stack>
  );
}
