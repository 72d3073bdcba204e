import { Button, Group, Loader, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useTransactions } from '../api/get-transactions';

/**
 * The admin's dashboard card of withdrawal requests waiting for a decision (no live event tells of
 * them), with the way to the filtered list.
 */
export function PendingWithdrawalsCard() {
  const { t } = useTranslation('transactions');
  const pending = useTransactions({ page: 1, limit: 1, type: 'withdraw', status: 'pending' });
  const count = pending.data?.count;

  return (
    <SectionCard id="pending-withdrawals" title={t('pendingCard.title')}>
      <Group justify="space-between" align="center">
        {pending.isPending ? (
          <Loader size="sm" aria-label={t('pendingCard.loading')} />
        ) : pending.isError ? (
          <Text c="red" size="sm">
            {t('pendingCard.loadFailed')}
          </Text>
        ) : (
          <Text size="sm" aria-live="polite">
            {count ? t('pendingCard.waiting', { count }) : t('pendingCard.none')}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconCash size={16} aria-hidden />}
          renderRoot={(props) => (
            <Link {...props} to="/transaction" search={{ type: 'withdraw', status: 'pending' }} />
          )}
        >
          {t('pendingCard.review')}
        </Button>
      </Group>
    </SectionCard>
  );
}
