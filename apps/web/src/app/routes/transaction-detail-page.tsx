import { Alert, Anchor, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTransaction } from '../../features/transactions/api/get-transaction';
import { TransactionDetailsCard } from '../../features/transactions/components/transaction-details-card';
import { TransactionTypeBadge } from '../../features/transactions/components/transaction-type-badge';
import {
  isUnfinishedWalletPayment,
  UnfinishedWalletPayment,
} from '../../features/transactions/components/unfinished-wallet-payment';
import {
  awaitsDecision,
  WithdrawalReview,
} from '../../features/transactions/components/withdrawal-review';
import { usersKeys } from '../../features/users/api/query-keys';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** /transaction/$transactionId: one credit entry; a seller may open only their own. */
export function TransactionDetailPage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:detail.title');
  const { transactionId } = useParams({ from: '/shell/transaction/$transactionId' });
  const id = Number(transactionId);
  const validId = Number.isSafeInteger(id) && id > 0;
  const me = useCurrentUser();
  const transaction = useTransaction(id, validId);
  const queryClient = useQueryClient();
  const notFound =
    !validId ||
    (isApiError(transaction.error) &&
      (transaction.error.status === 404 || transaction.error.status === 400));

  const back = (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/transaction" />}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );

  if (notFound) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('detail.title')}</Title>
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('detail.notFound')}
        </Alert>
      </Stack>
    );
  }
  if (transaction.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center p="xl" role="status" aria-label={t('detail.loading')}>
          <Loader />
        </Center>
      </Stack>
    );
  }
  if (transaction.isError) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('detail.title')}</Title>
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('detail.loadFailed')}
        >
          <Button variant="light" size="xs" mt="xs" onClick={() => void transaction.refetch()}>
            {t('detail.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const entry = transaction.data;
  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm" align="center">
        <Title order={1}>{t('detail.heading', { id: entry.id })}</Title>
        <TransactionTypeBadge type={entry.type} />
      </Group>
      {awaitsDecision(entry) && me.role === 'admin' ? (
        <WithdrawalReview
          transaction={entry}
          // A refusal gives the credit back: the seller's account page shows it.
          onDone={() =>
            void queryClient.invalidateQueries({ queryKey: usersKeys.detail(entry.userId) })
          }
        />
      ) : null}
      {me.role === 'seller' && isUnfinishedWalletPayment(entry) ? (
        <UnfinishedWalletPayment transaction={entry} />
      ) : null}
      {entry.type === 'withdraw' && awaitsDecision(entry) && me.role === 'seller' ? (
        <Alert color="yellow" role="status" icon={<IconClockHour4 size={18} aria-hidden />}>
          {t('detail.pendingNotice')}
        </Alert>
      ) : null}
      <TransactionDetailsCard
        transaction={entry}
        staff={me.role !== 'seller'}
        canOpenSeller={me.role === 'admin'}
      />
    </Stack>
  );
}
